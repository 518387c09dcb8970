// The insuite command compiled to JavaScript for the tests (server/test-build/cli.mjs), as the
// package build compiles it (server/build.mjs --package): through tsx, each of the suite's many
// commands would spend a loader thread and a transpile of every module it loads. The bundle sits
// one level below server/, as the CLI's sources and the package's build do, so the paths relative
// to the module (server/package.json, the contract, the console's build) hold; the worker threads
// of the server that `insuite dev` starts in its process are built beside it. Packages, the SDK
// among them, stay in node_modules. One test still runs the checkout's command (server/bin, tsx).
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRIES, writeContractJson } from '../../server/build.mjs';

const top = join(import.meta.dirname, '../..');
/** Where the compiled CLI goes. */
export const CLI_OUT_DIR = join(top, 'server/test-build');

/**
 * Compiles the CLI into CLI_OUT_DIR, each file written elsewhere first and renamed into place (each
 * engine's process tests build it, perhaps at once), and the files of earlier builds removed.
 */
export async function buildCli(): Promise<void> {
  const { build } = await import('esbuild');
  const staging = mkdtempSync(join(top, 'server', '.test-build-'));
  try {
    await build({
      absWorkingDir: top,
      entryPoints: [{ in: 'server/cli/main.ts', out: 'cli' }, ...ENTRIES.filter((e) => e.out !== 'main')],
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    // The contract as JSON, for the servers `insuite dev` starts in its process.
    await writeContractJson(staging);
    mkdirSync(CLI_OUT_DIR, { recursive: true });
    const files = readdirSync(staging);
    for (const file of readdirSync(CLI_OUT_DIR)) {
      if (!files.includes(file)) rmSync(join(CLI_OUT_DIR, file), { force: true });
    }
    for (const file of files) renameSync(join(staging, file), join(CLI_OUT_DIR, file));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
