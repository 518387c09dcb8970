// What the plugins' type check found, kept on disk between runs of `insuite config check` and
// `insuite dev`: a run whose plugins and tenant types are unchanged, under the same TypeScript and
// with the same declarations outside the configuration (the SDK's, the language's: each compared
// by size and modification time), answers from the disk without loading the compiler. One entry
// per configuration folder, replaced by each new check of that folder.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ConfigProblem } from '../src/product/index.js';
import type * as TypeCheck from '../src/plugins/type-check.js';
import type { PluginTypeCheckInput } from '../src/plugins/type-check.js';

/** Bumped when an entry's shape or the check's meaning changes. */
const FORMAT = 1;
/** Entries kept (one per configuration folder checked); the least recently written go first. */
const MAX_ENTRIES = 64;

type Checker = typeof TypeCheck;

interface Entry {
  key: string;
  /** Each file outside the configuration the compiler read: path, size, modification time. */
  read: [string, number, number][];
  problems: ConfigProblem[];
}

/** `INSUITE_CACHE_DIR`, else the user's cache folder; `off` keeps nothing. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const set = env.INSUITE_CACHE_DIR;
  if (set === 'off') return undefined;
  if (set) return resolve(set);
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'insuite');
}

function stamp(path: string): [string, number, number] | undefined {
  try {
    const s = statSync(path);
    return [path, s.size, s.mtimeMs];
  } catch {
    return undefined;
  }
}

function readEntry(file: string): Entry | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Entry;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: two runs at once each leave a complete entry. */
function writeEntry(file: string, entry: Entry): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const temp = `${file}.${process.pid}`;
    writeFileSync(temp, JSON.stringify(entry));
    renameSync(temp, file);
    prune(join(file, '..'));
  } catch {
    // A cache that cannot be written costs the next run its time, nothing else.
  }
}

function prune(dir: string): void {
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ path: join(dir, f), at: statSync(join(dir, f)).mtimeMs }));
  if (entries.length <= MAX_ENTRIES) return;
  entries.sort((a, b) => a.at - b.at);
  for (const e of entries.slice(0, entries.length - MAX_ENTRIES)) rmSync(e.path, { force: true });
}

/**
 * The plugins' type errors of the configuration in `folder`, from the disk when nothing they depend
 * on changed since the last check of that folder, else checked and kept.
 */
export async function checkPluginTypes(
  input: PluginTypeCheckInput,
  folder: string,
  dir: string | undefined = cacheDir(),
  checker?: Checker,
): Promise<ConfigProblem[]> {
  const check = checker ?? (await import('../src/plugins/type-check.js'));
  const sources = check.pluginTypeCheckSources(input);
  if (!sources) return [];
  const version = check.typescriptVersion();
  if (!dir || !version) return check.typeCheckPlugins(input);
  const key = createHash('sha256')
    .update(JSON.stringify([FORMAT, version, [...sources].sort(([a], [b]) => (a < b ? -1 : 1))]))
    .digest('hex');
  const name = createHash('sha256').update(resolve(folder)).digest('hex').slice(0, 32);
  const file = join(dir, 'plugin-types', `${name}.json`);
  const kept = readEntry(file);
  const same = (s: [string, number, number]) => {
    const now = stamp(s[0]);
    return now !== undefined && now[1] === s[1] && now[2] === s[2];
  };
  if (kept?.key === key && Array.isArray(kept.read) && kept.read.every(same)) return kept.problems;
  const { problems, read } = await check.typeCheckPluginsReading(input);
  const stamps = read.map(stamp);
  // A declaration that vanished while it was read: nothing to compare the next run with.
  if (stamps.every((s) => s !== undefined)) writeEntry(file, { key, read: stamps, problems });
  return problems;
}
