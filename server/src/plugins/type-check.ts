// A tenant's plugins type-checked against its own types: the files of plugins/ with the module
// `insuite types` writes for the configuration beside them (`tenant-types.ts`, at the folder's
// root, where plugins import it from: `import type { Tenant } from '../tenant-types.js'`), and the
// SDK's plugin types (`@insuite/client/plugin`). The deploy only strips types (compile.ts); this
// check is what `insuite config check` adds. TypeScript is not a dependency of the server: it is
// loaded when a check runs, and a check without it says so instead of failing.
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import type * as TS from 'typescript';
import type { ConfigProblem } from '../product/index.js';
import { tenantTypesModule } from '../product/index.js';
import { PLUGINS_DIR, type PluginSources } from './compile.js';

/** Where the generated module sits in the configuration folder. */
export const TYPES_FILE = 'tenant-types.ts';
/** The configuration folder as the compiler sees it: files under it are the ones given, not the disk's. */
const ROOT = '/insuite-configuration/';
const MAX_PROBLEMS = 100;

type Typescript = typeof TS;

/**
 * What one check leaves for the next in the same process (`insuite dev` checks on every save): the
 * parsed declarations outside the configuration (the language's library, the SDK), which are most
 * of a check's work, and the program, whose structure the next one reuses.
 */
const kept: { files: Map<string, TS.SourceFile>; program?: TS.Program } = { files: new Map() };

/**
 * Required, not imported: an import of a CommonJS package has Node scan its source for the names
 * it exports first, and TypeScript's is large (docs/performance.md, Packages loaded when needed).
 */
function loadTypescript(): Typescript | undefined {
  try {
    return createRequire(import.meta.url)('typescript') as Typescript;
  } catch {
    return undefined;
  }
}

/**
 * The SDK's declarations, as the server's own dependency `@insuite/client` is installed, and those
 * of the packages a plugin may import (compile.ts's PROVIDED), as the server's copies are.
 */
function sdkPaths(): Record<string, string[]> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@insuite/client/package.json'));
  return {
    '@insuite/client': [join(dir, 'dist/client/src/index.d.ts')],
    '@insuite/client/plugin': [join(dir, 'dist/client/src/plugin.d.ts')],
    'decimal.js': [join(dirname(require.resolve('decimal.js/package.json')), 'decimal.d.ts')],
  };
}

export interface PluginTypeCheckInput {
  /** The configuration (one that validates): its types are generated from it. */
  config: Record<string, unknown>;
  /** The files of plugins/ by path from the configuration's root (`plugins/index.ts`). */
  plugins: PluginSources;
  /** The module of the configuration's types; generated from `config` when not given. */
  types?: string;
}

/**
 * Every type error of the plugins' TypeScript files, each naming its file and line; none when they
 * compile. A warning, and nothing checked, when the typescript package cannot be loaded.
 */
export async function typeCheckPlugins(input: PluginTypeCheckInput): Promise<ConfigProblem[]> {
  return (await typeCheckPluginsReading(input)).problems;
}

/** What a check found, and the files outside the configuration it read (the SDK's, the language's). */
export interface PluginTypeCheck {
  problems: ConfigProblem[];
  /** Absolute paths; empty when nothing was checked. */
  read: string[];
}

/** The files a check reads from the configuration: plugins' TypeScript, and the tenant's types. */
export function pluginTypeCheckSources(input: PluginTypeCheckInput): Map<string, string> | undefined {
  const files = [...input.plugins.keys()].filter((p) => p.startsWith(PLUGINS_DIR) && /\.m?ts$/.test(p));
  if (!files.length) return undefined;
  const decoder = new TextDecoder();
  const sources = new Map<string, string>();
  for (const [path, bytes] of input.plugins) sources.set(path, decoder.decode(bytes));
  sources.set(TYPES_FILE, input.types ?? tenantTypesModule(input.config, 'the checked configuration'));
  return sources;
}

/** The version of TypeScript a check would load; undefined when it is not installed. */
export function typescriptVersion(): string | undefined {
  try {
    return (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** typeCheckPlugins, with the files outside the configuration the compiler read. */
export async function typeCheckPluginsReading(input: PluginTypeCheckInput): Promise<PluginTypeCheck> {
  const sources = pluginTypeCheckSources(input);
  if (!sources) return { problems: [], read: [] };
  const files = [...sources.keys()].filter((p) => p.startsWith(PLUGINS_DIR) && /\.m?ts$/.test(p));
  const ts = loadTypescript();
  if (!ts) {
    const problems: ConfigProblem[] = [
      {
        path: 'plugins',
        severity: 'warning',
        message:
          'the plugins were not type-checked: the typescript package is not installed (npm install --save-dev typescript)',
      },
    ];
    return { problems, read: [] };
  }
  const virtual = new Map<string, string>();
  for (const [path, text] of sources) virtual.set(ROOT + path, text);

  const options: TS.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    verbatimModuleSyntax: true,
    // The sandbox has the language and nothing of Node or the browser.
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: sdkPaths(),
  };
  const host = ts.createCompilerHost(options, true);
  const inside = (f: string) => f.startsWith(ROOT);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => (inside(f) ? virtual.has(f) : fileExists.call(host, f));
  host.readFile = (f) => (inside(f) ? virtual.get(f) : readFile.call(host, f));
  host.directoryExists = (d) =>
    inside(`${d}/`) ? [...virtual.keys()].some((k) => k.startsWith(`${d}/`)) : ts.sys.directoryExists(d);
  host.getSourceFile = (f, lang, onError, create) => {
    if (!inside(f)) {
      let sf = kept.files.get(f);
      if (!sf) {
        sf = getSourceFile.call(host, f, lang, onError, create);
        if (sf) kept.files.set(f, sf);
      }
      return sf;
    }
    const text = virtual.get(f);
    return text === undefined ? undefined : ts.createSourceFile(f, text, lang, true);
  };
  host.getCurrentDirectory = () => ROOT;

  const program = ts.createProgram({
    rootNames: files.map((f) => ROOT + f),
    options,
    host,
    ...(kept.program ? { oldProgram: kept.program } : {}),
  });
  kept.program = program;
  const problems: ConfigProblem[] = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (problems.length >= MAX_PROBLEMS) break;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || !inside(d.file.fileName)) {
      problems.push({ path: 'plugins', message, severity: 'error' });
      continue;
    }
    const file = posix.relative(ROOT, d.file.fileName);
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    problems.push({
      path: `${file}:${line + 1}:${character + 1}`,
      message,
      severity: 'error',
      file,
      line: line + 1,
    });
  }
  const read = program
    .getSourceFiles()
    .map((f) => f.fileName)
    .filter((f) => !inside(f));
  return { problems, read };
}
