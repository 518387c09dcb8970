// A tenant's plugins are compiled once, at deploy: the files of its configuration's plugins/
// folder, bundled from memory into one script the sandbox evaluates. Only files of that folder
// and the packages insuite provides (PROVIDED: decimal.js, for exact money arithmetic) resolve;
// any other package, a node: module or a path leaving the folder is an error at the import that
// names it, as is any syntax error (TypeScript's types are stripped, not checked). Imports are
// kept as written (verbatimModuleSyntax), so an unused import of a module is refused too; types
// come with `import type`, and the SDK's plugin types (`@insuite/client`) are nothing at run time.
import type * as Esbuild from 'esbuild';
import type { Message, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { posix } from 'node:path';

/** The files of plugins/, by path from the configuration's root (`plugins/index.ts`). */
export type PluginSources = ReadonlyMap<string, Uint8Array>;

export interface CompileProblem {
  /** `plugins/rates.ts:12:5`, or the folder when no file is at fault. */
  location: string;
  message: string;
  /** The file at fault (`plugins/rates.ts`) and the line, when there is one. */
  file?: string;
  line?: number;
}

/**
 * The bundle, and its source map (JSON text): where each of the bundle's lines came from in
 * plugins/, so a plugin's stack names its own files and lines (source-map.ts).
 */
export type CompileOutcome = { bundle: string; sourceMap: string } | { problems: CompileProblem[] };

/** The bundle's file name: what the plugin's stack frames name before they are mapped. */
export const BUNDLE_FILE = 'plugins.js';

/** The global the bundle assigns the entry's exports to. */
export const EXPORTS_GLOBAL = '__insuitePlugin';

export const PLUGINS_DIR = 'plugins/';
export const ENTRIES = ['plugins/index.ts', 'plugins/index.js'] as const;
const EXTENSIONS = ['.ts', '.js', '.mjs', '.json'];
const NAMESPACE = 'insuite-plugins';
const TYPES_NAMESPACE = 'insuite-types';
const PROVIDED_NAMESPACE = 'insuite-provided';
/**
 * Packages a plugin may import, each bundled from the server's own installed copy (its ES module;
 * pure JavaScript, reaching nothing outside the sandbox): the import name → the file.
 */
export const PROVIDED: Readonly<Record<string, string>> = { 'decimal.js': 'decimal.js/decimal.mjs' };
const providedFile = (name: string) => createRequire(import.meta.url).resolve(PROVIDED[name]!);
/** The SDK, whose plugin types a plugin imports (types only: it is empty when run). */
const TYPES_ONLY = /^@insuite\/client(\/[a-z-]+)?$/;
const MAX_PROBLEMS = 20;

const loaderOf = (path: string) =>
  path.endsWith('.ts') ? 'ts' : path.endsWith('.json') ? 'json' : ('js' as const);

/** The file a relative import names: as written, with an extension added, `.js` for `.ts`, or an index. */
function findFile(sources: PluginSources, path: string): string | undefined {
  const candidates = [path, ...EXTENSIONS.map((e) => path + e), `${path}/index.ts`, `${path}/index.js`];
  if (/\.m?js$/.test(path)) candidates.push(path.replace(/\.m?js$/, '.ts'));
  return candidates.find((c) => sources.has(c));
}

function fromMemory(sources: PluginSources): Plugin {
  return {
    name: 'insuite-plugin-files',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        // esbuild names the entry `./plugins/index.ts` when the process's folder holds such a file.
        if (args.kind === 'entry-point') return { path: posix.normalize(args.path), namespace: NAMESPACE };
        if (TYPES_ONLY.test(args.path)) return { path: args.path, namespace: TYPES_NAMESPACE };
        if (Object.hasOwn(PROVIDED, args.path)) return { path: args.path, namespace: PROVIDED_NAMESPACE };
        if (!args.path.startsWith('./') && !args.path.startsWith('../')) {
          return {
            errors: [
              {
                text:
                  `"${args.path}" cannot be imported: a plugin may import only files of plugins/ and the ` +
                  `packages insuite provides (${Object.keys(PROVIDED).join(', ')})`,
              },
            ],
          };
        }
        const path = posix.normalize(posix.join(posix.dirname(args.importer), args.path));
        if (!path.startsWith(PLUGINS_DIR)) {
          return {
            errors: [{ text: `"${args.path}" is outside plugins/: a plugin may import only its own files` }],
          };
        }
        const file = findFile(sources, path);
        if (!file) return { errors: [{ text: `"${args.path}" names no file of plugins/` }] };
        return { path: file, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: TYPES_NAMESPACE }, () => ({ contents: '', loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: PROVIDED_NAMESPACE }, async (args) => ({
        contents: await readFile(providedFile(args.path)),
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: sources.get(args.path)!,
        loader: loaderOf(args.path),
      }));
    },
  };
}

function problemOf(m: Message): CompileProblem {
  if (!m.location) return { location: PLUGINS_DIR, message: m.text };
  const file = m.location.file.replace(`${NAMESPACE}:`, '');
  const { line, column } = m.location;
  return { location: `${file}:${line}:${column + 1}`, message: m.text, file, line };
}

/**
 * Starts esbuild's service process (and loads esbuild) ahead of the first deploy with plugins,
 * which then does not wait for it (App.warmUp). A failure here is left to that deploy to meet.
 */
export function warmUpCompiler(): void {
  Promise.resolve()
    .then(() => loadEsbuild().transform(''))
    .catch(() => {});
}

/**
 * esbuild, loaded when first needed rather than by every process that starts. Required, not
 * imported: an import of a CommonJS package has Node scan its source for the names it exports
 * first, on the thread that answers requests.
 */
function loadEsbuild(): typeof Esbuild {
  return (loaded ??= createRequire(import.meta.url)('esbuild') as typeof Esbuild);
}
let loaded: typeof Esbuild | undefined;
let users = 0;

/**
 * An app that may compile: esbuild's service process is the process's, shared by every app in it
 * (the test harness makes several), so the last app to close stops it rather than leave it behind
 * (the next compile starts it again). Returns what the app calls when it closes.
 */
export function compilerUser(): () => Promise<void> {
  users += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0 && loaded) await loaded.stop();
  };
}

/** Compiles plugins/ from its entry (index.ts, else index.js) into one script. */
export async function compilePlugins(sources: PluginSources): Promise<CompileOutcome> {
  const entry = ENTRIES.find((e) => sources.has(e));
  if (!entry) {
    return {
      problems: [{ location: PLUGINS_DIR, message: `plugins/ must hold ${ENTRIES.join(' or ')}` }],
    };
  }
  try {
    const out = await loadEsbuild().build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      outfile: BUNDLE_FILE,
      // External: the sandbox runs the bundle alone, and the server maps a failure's stack.
      sourcemap: 'external',
      sourcesContent: false,
      format: 'iife',
      globalName: EXPORTS_GLOBAL,
      platform: 'neutral',
      target: 'es2023',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'silent',
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      plugins: [fromMemory(sources)],
    });
    const bundle = out.outputFiles.find((f) => f.path.endsWith(BUNDLE_FILE))!.text;
    const sourceMap = out.outputFiles.find((f) => f.path.endsWith(`${BUNDLE_FILE}.map`))!.text;
    return { bundle, sourceMap };
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!Array.isArray(errors) || !errors.length) throw err;
    return { problems: errors.slice(0, MAX_PROBLEMS).map(problemOf) };
  }
}

/** The exports insuite calls, in the order it calls them. */
export const PLUGIN_EXPORTS = ['validate', 'rate', 'underwrite'] as const;

/**
 * The entry file of plugins/ and which of validate, rate and underwrite it exports (through
 * `export *` too), or undefined when it does not compile. An ES-module build of the same files
 * lists them, since the IIFE bundle the sandbox runs does not; it runs beside that build.
 */
export async function implementedPlugins(
  sources: PluginSources,
): Promise<Record<string, string> | undefined> {
  const entry = ENTRIES.find((e) => sources.has(e));
  if (!entry) return undefined;
  try {
    const out = await loadEsbuild().build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      outfile: 'plugins.js',
      format: 'esm',
      platform: 'neutral',
      metafile: true,
      logLevel: 'silent',
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      plugins: [fromMemory(sources)],
    });
    const exported = new Set(Object.values(out.metafile.outputs).flatMap((o) => o.exports));
    return Object.fromEntries(PLUGIN_EXPORTS.filter((e) => exported.has(e)).map((e) => [e, entry]));
  } catch {
    return undefined;
  }
}
