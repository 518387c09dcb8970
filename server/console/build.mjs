// The operator's console: its views (Preact with htm) and the SDK from client/src, bundled for the
// browser by esbuild into one script and one style sheet that the server serves at /console.
// Plain JavaScript, like server/build.mjs, which calls it: it runs before any TypeScript loader.
import { mkdirSync, renameSync, rmSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const top = fileURLToPath(new URL('../..', import.meta.url));
/** Where the built console goes: dist/console/ (console.js, console.css). */
export const CONSOLE_OUT_DIR = join(top, 'dist/console');
/** Folders whose files go into the console's bundle. */
export const CONSOLE_SOURCES = [
  join(top, 'server/console'),
  join(top, 'client/src'),
  join(top, 'generated'),
  // The quote's state table (quote-states.ts), which the quote view reads.
  join(top, 'server/src/policy'),
];

const options = () => ({
  absWorkingDir: top,
  entryPoints: [
    { in: 'server/console/src/main.ts', out: 'console' },
    { in: 'server/console/src/console.css', out: 'console' },
  ],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome115', 'firefox115', 'safari16.4'],
  legalComments: 'none',
  logLevel: 'warning',
});

/** The console's files in memory: `{ 'console.js': text, 'console.css': text }`. */
export async function consoleBundle() {
  const { build } = await import('esbuild');
  const result = await build({ ...options(), outdir: 'out', write: false });
  return Object.fromEntries(result.outputFiles.map((f) => [f.path.split(/[\\/]/).pop(), f.text]));
}

/** Builds the console into dist/console, each file written elsewhere first and renamed into place. */
export async function buildConsole(outDir = CONSOLE_OUT_DIR) {
  const { build } = await import('esbuild');
  mkdirSync(join(outDir, '..'), { recursive: true });
  const staging = mkdtempSync(join(outDir, '..', '.console-'));
  try {
    await build({ ...options(), outdir: staging });
    mkdirSync(outDir, { recursive: true });
    for (const file of readdirSync(staging)) renameSync(join(staging, file), join(outDir, file));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildConsole();
