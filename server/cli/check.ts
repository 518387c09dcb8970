// `insuite config check PATH`: a configuration folder (config.json, plugins/, one CSV per table) or
// a ZIP checked as a deploy would check it, plus each table's CSV, without a server. Files are
// read no further than the server's limits let a deploy or a table upload be.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import type { Command } from 'commander';
import type { ConfigChecker, ConfigFiles, TableFile } from '../src/deploy/config-check.js';
import {
  formatProblems,
  isValid,
  PROBLEM_FORMATS,
  type ProblemFormat,
} from '../src/product/problem-format.js';
import type { ConfigProblem } from '../src/product/validate-config.js';
import { loadSettings, SettingsError } from '../src/settings.js';
import { csvFiles } from './files.js';
import { EXIT, UsageError } from './output.js';
import { zip } from './zip.js';

/** The most files of plugins/ read: a deploy takes 200 (more is reported, not read). */
const MAX_PLUGIN_FILES = 1000;

interface Limits {
  configBytes: number;
  tableBytes: number;
  tableRows: number;
}

/** The bytes of a file, read as a stream, or undefined once there are more than `max`. */
async function readAtMost(path: string, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = createReadStream(path);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const tableFile = (dir: string, file: string): TableFile => ({
  name: relative(dir, file),
  size: statSync(file).size,
  read: (max) => readAtMost(file, max),
});

/** Files under `dir` by path from `root` (`plugins/lib/f.ts`), at most `max` of them. */
function filesUnder(root: string, dir: string, max: number, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (out.length > max) break;
    const path = join(dir, e.name);
    if (e.isDirectory()) filesUnder(root, path, max, out);
    else if (e.isFile()) out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** What a configuration folder or file holds, as a deploy of it would send it. */
async function configFiles(path: string, limits: Limits): Promise<ConfigFiles | ConfigProblem> {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist`);
  const tooLarge = (file: string): ConfigProblem => ({
    path: '',
    file,
    message: `is larger than the ${limits.configBytes} bytes a deploy takes`,
  });
  if (!statSync(path).isDirectory()) {
    const ext = extname(path).toLowerCase();
    if (ext !== '.zip' && ext !== '.json')
      throw new UsageError(`${path} is neither a folder, a .zip nor a .json file`);
    if (statSync(path).size > limits.configBytes) return tooLarge(basename(path));
    const bytes = await readAtMost(path, limits.configBytes);
    if (!bytes) return tooLarge(basename(path));
    return { body: { name: basename(path), bytes, zip: ext === '.zip' } };
  }
  const jsons = readdirSync(path).filter((f) => f.endsWith('.json'));
  const pick = jsons.includes('config.json') ? 'config.json' : jsons.length === 1 ? jsons[0] : undefined;
  if (!pick) throw new UsageError(`${path} must hold config.json (or exactly one .json file)`);
  const tables = csvFiles(path).map((f) => tableFile(path, f));
  const plugins = join(path, 'plugins');
  const names =
    existsSync(plugins) && statSync(plugins).isDirectory() ? filesUnder(path, plugins, MAX_PLUGIN_FILES) : [];
  const total = [pick, ...names].reduce((n, f) => n + statSync(join(path, f)).size, 0);
  if (names.length > MAX_PLUGIN_FILES || total > limits.configBytes)
    return { ...tooLarge(pick), message: `with plugins/ ${tooLarge(pick).message}` };
  const json = readFileSync(join(path, pick));
  if (!names.length) return { body: { name: pick, bytes: json, zip: false }, tables };
  // The body `insuite deploy --config DIR` sends: config.json and plugins/ in one ZIP.
  const entries = [
    { name: pick, data: json },
    ...names.map((n) => ({ name: n, data: readFileSync(join(path, n)) })),
  ];
  return { body: { name: pick, bytes: Buffer.from(zip(entries)), zip: true }, tables };
}

/** The server's limits as this environment would set them (INSUITE_* variables). */
function limitsHere(): Limits {
  try {
    const s = loadSettings(process.env);
    return {
      configBytes: s.configZipLimitBytes,
      tableBytes: s.tableUnzippedLimitBytes,
      tableRows: s.tableMaxRows,
    };
  } catch (err) {
    if (err instanceof SettingsError) throw new UsageError(err.message);
    throw err;
  }
}

/**
 * Every problem of the configuration at `path`, its files named as they are on disk (a ZIP's
 * entries as they are in it). `checkers` run after the configuration and its plugins passed.
 */
export async function checkConfigPath(
  path: string,
  checkers: readonly ConfigChecker[] = [],
): Promise<ConfigProblem[]> {
  const limits = limitsHere();
  const files = await configFiles(path, limits);
  const folder = statSync(path).isDirectory();
  const onDisk = (p: ConfigProblem): ConfigProblem =>
    p.file === undefined
      ? p
      : { ...p, file: folder ? join(path, p.file) : p.file === basename(path) ? path : p.file };
  if (!('body' in files)) return [onDisk(files)];
  // Loaded here, so that the other commands do not load the checks and esbuild to start.
  const { checkConfigFiles } = await import('../src/deploy/config-check.js');
  const problems = await checkConfigFiles(files, {
    limits: { tableBytes: limits.tableBytes, tableRows: limits.tableRows },
    checkers,
  });
  return problems.map(onDisk);
}

export function addConfigCommands(
  program: Command,
  {
    run,
    json,
  }: {
    run: <A extends unknown[]>(body: (...args: A) => Promise<number | void>) => (...args: A) => Promise<void>;
    json: () => boolean;
  },
): void {
  program
    .command('config')
    .description('Tenant configurations')
    .command('check <path>')
    .description(
      'Check a configuration folder (config.json, plugins/, one CSV per table) or a ZIP as a deploy would, without a server',
    )
    .option('--format <format>', `how problems are printed: ${PROBLEM_FORMATS.join(', ')} (--json: json)`)
    .addHelpText('after', '\nExit codes: 0 valid (warnings allowed), 1 not valid, 2 bad arguments.')
    .action(
      run(async (path: string, opts: { format?: string }) => {
        const format = (opts.format ?? (json() ? 'json' : 'text')) as ProblemFormat;
        if (!PROBLEM_FORMATS.includes(format))
          throw new UsageError(`--format takes ${PROBLEM_FORMATS.join(', ')}, not ${opts.format}`);
        if (json() && format !== 'json') throw new UsageError(`--json and --format ${format} disagree`);
        const { checkPluginTypes } = await import('./type-check-cache.js');
        const folder = existsSync(path) && statSync(path).isDirectory() ? path : `${path}#zip`;
        const problems = await checkConfigPath(path, [
          ({ config, plugins }) => (plugins ? checkPluginTypes({ config, plugins }, folder) : []),
        ]);
        process.stdout.write(formatProblems(problems, format));
        return isValid(problems) ? EXIT.ok : EXIT.refused;
      }),
    );
}
