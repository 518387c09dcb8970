// The server compiled to JavaScript in dist/server/ (npm run build:server; the production start
// builds it when it is missing or older than the sources). The compiled server needs no loader:
// under tsx a process carries a loader thread and transpiles every module, which costs memory at
// rest, and each worker thread loads tsx again (docs/performance.md, Memory).
//
// One bundle per entry: the server and each worker thread's entry, named as the sources name the
// thread files (`new URL('./table-thread.mjs', import.meta.url)` finds the compiled thread beside
// the compiled server). The JavaScript packages are bundled in, as the package's are (only
// PACKAGE_EXTERNAL stays in node_modules): a start then reads one file instead of hundreds
// (docs/performance.md, The compiled server's start). dist/server/ sits two levels below the top,
// as server/src/ does, so paths relative to the module (server/src/contract-file.ts) hold in both.
// Plain JavaScript, like launch.mjs, so that it runs before any TypeScript loader.
//
// `node server/build.mjs --package` compiles the package @insuite/server instead (npm pack runs it):
// server/dist/ holds the server, its worker threads, the CLI (cli.mjs) and the test harness
// (testing.mjs), with the code they share in chunks beside them, and server/openapi.yaml a copy of
// the contract. The package's JavaScript dependencies are bundled in, so that a fresh process
// reads a few files instead of hundreds (docs/testing-with-insuite.md, A test file's fixed cost);
// only PACKAGE_EXTERNAL stays in node_modules. Installed, the package has no sources: this file
// then only says where its compiled server is, and that it is fresh.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const top = join(here, '..');
/** The installed package (@insuite/server from a tarball or a registry): compiled, no sources. */
const INSTALLED = !existsSync(join(here, 'src'));
export const OUT_DIR = INSTALLED ? join(here, 'dist') : join(top, 'dist/server');
export const COMPILED_MAIN = join(OUT_DIR, 'main.mjs');
/** The console's build, in a checkout only: the installed package ships the console built, not its sources. */
const consoleBuild = INSTALLED ? undefined : await import('./console/build.mjs');

/** The server's entries: the server and its worker threads (the tests' compiled CLI starts them too). */
export const ENTRIES = [
  { in: 'server/src/main.ts', out: 'main' },
  { in: 'server/src/tables/table-worker.ts', out: 'table-thread' },
  { in: 'server/src/resources/template-check-worker.ts', out: 'template-check-thread' },
  { in: 'server/src/plugins/sandbox-worker.ts', out: 'sandbox-thread' },
];

/**
 * What the package's bundles leave to node_modules: native addons (the SQLite drivers, argon2),
 * esbuild (it starts its own binary), packages that load files by path at run time (piscina its
 * worker, quickjs-emscripten its wasm, velocityjs's parser and the YAML parser, required by path
 * or when first needed, decimal.js, whose ES module a deploy bundles into a tenant's plugins), the
 * SDK (the app's own, one ApiError class) and TypeScript (the app's, for plugin type checks). The rest are drivers Knex and pg require only when configured so, which the
 * package does not install. tests/packaging/tarballs.test.ts checks that nothing else is imported.
 */
export const PACKAGE_EXTERNAL = [
  '@insuite/client',
  'argon2',
  'better-sqlite3',
  'better-sqlite3-12',
  'decimal.js',
  'esbuild',
  'piscina',
  'quickjs-emscripten',
  'typescript',
  'velocityjs',
  'yaml',
  // Knex's other dialects' drivers, and pg's optional native binding and stream.
  'mariadb',
  'mysql',
  'mysql2',
  'oracledb',
  'pg-native',
  'pg-query-stream',
  'sqlite3',
  'tedious',
];

// Bundled CommonJS packages call require(), which an ES module lacks.
export const REQUIRE_BANNER =
  "import { createRequire as __insuiteRequire } from 'node:module';\nconst require = __insuiteRequire(import.meta.url);";

/** The newest modification time (ms) of the files in `dir`. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The files esbuild read for the last build (its metafile's inputs, relative to the top), written
 * beside the build: the server bundles files from outside server/src (generated/), and only this
 * list says exactly which. The packages' own files are not listed: package-lock.json stands for
 * them (an install that changes a package changes it), so a start checks tens of files, not
 * thousands.
 */
const INPUTS = join(OUT_DIR, 'inputs.json');

/**
 * Whether dist/server holds a build at least as new as every file it was built from, and
 * dist/console one at least as new as the console's sources. A file of the list that is gone means
 * a stale build too.
 */
export function buildIsFresh() {
  if (INSTALLED) return existsSync(COMPILED_MAIN);
  try {
    const { CONSOLE_OUT_DIR, CONSOLE_SOURCES } = consoleBuild;
    const consoleBuilt = statSync(join(CONSOLE_OUT_DIR, 'console.js')).mtimeMs;
    const consoleSources = Math.max(...CONSOLE_SOURCES.map((dir) => newestSource(dir)));
    const built = statSync(COMPILED_MAIN).mtimeMs;
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
    return (
      inputs.every((file) => statSync(join(top, file)).mtimeMs <= built) && consoleBuilt >= consoleSources
    );
  } catch {
    return false;
  }
}

/**
 * One Ajv in each bundle. The server's own, express-openapi-validator's and ajv-formats' are
 * separate installs of one version in this workspace (npm cannot hoist them above the linter's
 * older Ajv), and esbuild bundles each install it reaches: they are aliased to the server's own
 * when every copy is that version, and bundled apart otherwise.
 */
function ajvAlias() {
  try {
    const own = createRequire(join(here, 'package.json'));
    const version = (file) => JSON.parse(readFileSync(file, 'utf8')).version;
    const mine = own.resolve('ajv/package.json');
    const validator = createRequire(own.resolve('express-openapi-validator'));
    const formats = createRequire(validator.resolve('ajv-formats'));
    const others = [validator.resolve('ajv/package.json'), formats.resolve('ajv/package.json')];
    if (others.some((f) => version(f) !== version(mine))) return {};
    return { ajv: `./${relative(top, dirname(mine))}` };
  } catch {
    return {};
  }
}

/**
 * Compiles the server into dist/server. Each file is written elsewhere first and renamed into
 * place, so a server starting meanwhile (another start building too) never reads half a file.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  // The console first: the server's time stamp, written last, is what says the build is fresh.
  await consoleBuild.buildConsole();
  mkdirSync(join(top, 'dist'), { recursive: true });
  const staging = mkdtempSync(join(top, 'dist', '.server-'));
  try {
    const { metafile } = await build({
      absWorkingDir: top,
      entryPoints: ENTRIES,
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      alias: ajvAlias(),
      external: PACKAGE_EXTERNAL,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      banner: { js: REQUIRE_BANNER },
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    // The contract is read at run time, not bundled: it is an input of the build all the same, since
    // its JSON copy is written beside the server.
    writeFileSync(
      join(staging, 'inputs.json'),
      JSON.stringify([
        ...Object.keys(metafile.inputs).filter((f) => !f.startsWith('node_modules/')),
        'package-lock.json',
        'openapi.yaml',
      ]),
    );
    await writeContractJson(staging);
    mkdirSync(OUT_DIR, { recursive: true });
    // The server last: its time stamp is what says the build is fresh.
    const files = readdirSync(staging).sort((a, b) => Number(a === 'main.mjs') - Number(b === 'main.mjs'));
    for (const file of files) renameSync(join(staging, file), join(OUT_DIR, file));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The contract as JSON beside a compiled server (server/src/contract-file.ts): a fresh process
 * parses it in a fraction of the YAML's time, and the validator takes it as it is instead of
 * parsing and bundling the YAML.
 */
export async function writeContractJson(dir) {
  const { parse } = await import('yaml');
  writeFileSync(
    join(dir, 'openapi.json'),
    JSON.stringify(parse(readFileSync(join(top, 'openapi.yaml'), 'utf8'))),
  );
}

/** Compiles the package @insuite/server into server/dist/, and copies the contract beside it. */
export async function buildPackage() {
  const { build } = await import('esbuild');
  const out = join(here, 'dist');
  rmSync(out, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: top,
    entryPoints: [
      ...ENTRIES,
      { in: 'server/cli/main.ts', out: 'cli' },
      { in: 'server/testing/entry.ts', out: 'testing' },
      { in: 'server/src/backup-main.ts', out: 'backup' },
    ],
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    alias: ajvAlias(),
    splitting: true,
    external: PACKAGE_EXTERNAL,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: REQUIRE_BANNER },
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  const bundled = bundledPackages([metafile, await buildCommonJsHarness(out)]);
  writeBundledLicences(out, bundled);
  // For the tarball's manifest (scripts/pack.ts): what the package runs without installing it.
  mkdirSync(dirname(BUNDLED_LIST), { recursive: true });
  writeFileSync(BUNDLED_LIST, JSON.stringify([...bundled.keys()].sort()));
  // The reference page's script (server/src/system/docs-page.ts), with its licence notices.
  const redoc = join(dirname(createRequire(import.meta.url).resolve('redoc/package.json')), 'bundles');
  for (const file of ['redoc.standalone.js', 'redoc.standalone.js.LICENSE.txt']) {
    copyFileSync(join(redoc, file), join(out, file));
  }
  // The console, built beside the server's files (server/src/console-files.ts looks there first).
  await consoleBuild.buildConsole(join(out, 'console'));
  copyFileSync(join(top, 'openapi.yaml'), join(here, 'openapi.yaml'));
  await writeContractJson(out);
  // An empty database with every migration applied, which the test harness copies for each fresh
  // server instead of migrating (server/testing/start.ts); the migrations come from the sources.
  const { tsImport } = await import('tsx/esm/api');
  const { writeMigratedSqlite } = await tsImport('./src/db/migrate.ts', import.meta.url);
  await writeMigratedSqlite(join(out, 'migrated.db'));
  // The example tenant (@insuite/server/examples/homeowners), which an app's tests can seed as it is.
  rmSync(join(here, 'examples'), { recursive: true, force: true });
  cpSync(join(top, 'tests/fixtures/homeowners'), join(here, 'examples/homeowners'), { recursive: true });
}

/**
 * The harness for CommonJS (Jest and other runners that load tests with require): one bundle,
 * dist/testing.cjs, with its own copy of the SDK, which is published as ES modules only, and of
 * the server's bundled dependencies (PACKAGE_EXTERNAL stays packages). Paths relative to the module
 * (import.meta.url) are those of the file, which sits beside testing.mjs. Its types are those of
 * the ES module harness, as a CommonJS declaration file.
 */
async function buildCommonJsHarness(out) {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: top,
    entryPoints: [{ in: 'server/testing/start.ts', out: 'testing' }],
    outdir: out,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    alias: ajvAlias(),
    external: PACKAGE_EXTERNAL.filter((name) => name !== '@insuite/client'),
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    define: { 'import.meta.url': 'import_meta_url' },
    // Packages loaded when first needed (import()) are required instead: runners that load tests
    // in a VM context, as Jest does, refuse import() there.
    supported: { 'dynamic-import': false },
    // As server/testing/entry.ts does for ES modules: Node's compile cache, before any package loads.
    banner: {
      js: [
        "require('node:module').enableCompileCache?.();",
        "const import_meta_url = require('node:url').pathToFileURL(__filename).href;",
      ].join('\n'),
    },
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  copyFileSync(join(here, 'testing.d.mts'), join(here, 'testing.d.cts'));
  return metafile;
}

/**
 * The packages bundled into the files of these builds (from esbuild's lists of the files it read):
 * each one's folder relative to the top (`node_modules/send/node_modules/debug`), and its path.
 */
function bundledPackages(metafiles) {
  const packages = new Map();
  for (const metafile of metafiles)
    for (const input of Object.keys(metafile.inputs)) {
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (match) packages.set(match[1], join(top, match[1]));
    }
  return packages;
}

/** The folders of the packages the last package build bundled (bundledPackages), as JSON. */
export const BUNDLED_LIST = join(top, 'dist', 'package-bundled.json');

/**
 * dist/THIRD-PARTY-LICENSES.txt: each package bundled into dist/, its version, its licence and the
 * licence files it ships, as their licences ask of a copy.
 */
function writeBundledLicences(out, packages) {
  const sections = [...packages.values()]
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const files = readdirSync(dir).filter((f) => /^(licen[cs]e|copying|notice)/i.test(f));
      const texts = files.map((f) => readFileSync(join(dir, f), 'utf8').trim());
      return { id: `${pkg.name}@${pkg.version}`, licence: pkg.license ?? 'see its files', texts };
    })
    .sort((a, b) => a.id.localeCompare(b.id))
    .filter((section, i, all) => i === 0 || all[i - 1].id !== section.id);
  const text = sections
    .map(({ id, licence, texts }) => [`${id} (${licence})`, ...texts].join('\n\n'))
    .join(`\n\n${'-'.repeat(72)}\n\n`);
  writeFileSync(
    join(out, 'THIRD-PARTY-LICENSES.txt'),
    `The packages bundled into these files, with their licences.\n\n${text}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `npm pack ./server` alone would leave the bundled packages out of the tarball's manifest.
  if (process.env.npm_lifecycle_event === 'prepack' && process.env.INSUITE_PACK !== '1') {
    console.error('@insuite/server is packed by `npm run pack` (scripts/pack.ts), not `npm pack ./server`.');
    process.exit(1);
  }
  await (process.argv.includes('--package') ? buildPackage() : buildServer());
}
