// Reading what the commands are given on disk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, isAbsolute, join, relative, sep } from 'node:path';
import type { Schema } from '@insuite/client';
import { malformedJson } from '../src/http/problem-text.js';
import { UsageError } from './output.js';
import { zip } from './zip.js';

export type ConfigBody = Schema<'ConfigurationRef'> | Uint8Array;

/** The files under `dir`, by path relative to `root` with `/` separators. */
function filesUnder(root: string, dir: string): { name: string; data: Uint8Array }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(root, path);
    return e.isFile() ? [{ name: relative(root, path).split(sep).join('/'), data: readFileSync(path) }] : [];
  });
}

/**
 * A path as given, or a file or folder named as a package's (`@insuite/server/examples/homeowners`,
 * the example tenant the server package ships), found as the project's `require` would find it
 * (from the working folder), else as this command's own package would. A path that is neither is
 * returned as it is, for the caller to say it does not exist.
 */
export function packagedPath(path: string): string {
  if (existsSync(path) || isAbsolute(path) || path.startsWith('.')) return path;
  for (const from of [join(process.cwd(), 'package.json'), import.meta.url]) {
    let resolve: NodeJS.RequireResolve;
    try {
      resolve = createRequire(from).resolve;
    } catch {
      continue;
    }
    for (const [asked, found] of [
      // A folder is found by its config.json (a package's exports name files, not folders).
      [`${path}/config.json`, dirname],
      [path, (p: string) => p],
    ] as const) {
      try {
        return found(resolve(asked));
      } catch {
        // Not this way.
      }
    }
  }
  return path;
}

/** Says a path does not exist, as a file or as a package's file. */
export function missing(path: string): UsageError {
  const named = !isAbsolute(path) && !path.startsWith('.') && /^(@[^/]+\/)?[^/]+\//.test(path);
  return new UsageError(
    named
      ? `${path} does not exist, as a path or as a file of an installed package`
      : `${path} does not exist`,
  );
}

/**
 * A configuration from a .json file, a .zip file, or a folder holding config.json (or one .json);
 * a folder that also holds plugins/ is sent as a ZIP of the two.
 */
export function readConfig(given: string): ConfigBody {
  const path = packagedPath(given);
  if (!existsSync(path)) throw missing(given);
  let file = path;
  if (statSync(path).isDirectory()) {
    const jsons = readdirSync(path).filter((f) => f.endsWith('.json'));
    const pick = jsons.includes('config.json') ? 'config.json' : jsons.length === 1 ? jsons[0] : undefined;
    if (!pick) throw new UsageError(`${path} must hold config.json (or exactly one .json file)`);
    file = join(path, pick);
    const plugins = join(path, 'plugins');
    if (existsSync(plugins) && statSync(plugins).isDirectory()) {
      const data = readFileSync(file);
      jsonOf(file, data);
      return zip([{ name: pick, data }, ...filesUnder(path, plugins)]);
    }
  }
  const bytes = readFileSync(file);
  if (extname(file).toLowerCase() === '.zip') return new Uint8Array(bytes);
  return jsonOf(file, bytes) as Schema<'ConfigurationRef'>;
}

/** The JSON of a file, or a usage error naming the file, the line and column, and what is wrong. */
function jsonOf(file: string, data: Uint8Array): unknown {
  const text = Buffer.from(data).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(malformedJson((err as Error).message, text).replace(/^The request body/, file));
  }
}

/** `territory-rates.csv`, `territory_rates.csv` and `TerritoryRates.csv` all name TerritoryRates. */
export { tableFileKey as tableKey } from '../src/product/tables.js';

export function csvFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${dir} is not a folder`);
  return readdirSync(dir)
    .filter((f) => extname(f).toLowerCase() === '.csv')
    .sort()
    .map((f) => join(dir, f));
}

export const stem = (file: string): string => basename(file, extname(file));
