// Reading what the commands are given on disk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import type { Schema } from '@insuite/client';
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
 * A configuration from a .json file, a .zip file, or a folder holding config.json (or one .json);
 * a folder that also holds plugins/ is sent as a ZIP of the two.
 */
export function readConfig(path: string): ConfigBody {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist`);
  let file = path;
  if (statSync(path).isDirectory()) {
    const jsons = readdirSync(path).filter((f) => f.endsWith('.json'));
    const pick = jsons.includes('config.json') ? 'config.json' : jsons.length === 1 ? jsons[0] : undefined;
    if (!pick) throw new UsageError(`${path} must hold config.json (or exactly one .json file)`);
    file = join(path, pick);
    const plugins = join(path, 'plugins');
    if (existsSync(plugins) && statSync(plugins).isDirectory()) {
      return zip([{ name: pick, data: readFileSync(file) }, ...filesUnder(path, plugins)]);
    }
  }
  const bytes = readFileSync(file);
  if (extname(file).toLowerCase() === '.zip') return new Uint8Array(bytes);
  try {
    return JSON.parse(bytes.toString('utf8')) as Schema<'ConfigurationRef'>;
  } catch (err) {
    throw new UsageError(`${file} is not valid JSON: ${(err as Error).message}`);
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
