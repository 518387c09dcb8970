// A configuration arrives as JSON, or as a ZIP holding it as one .json file and, beside it, the
// tenant's plugins/ folder. Either way it is checked whole by the deploy (schema and meaning
// together, config-service.ts), so every problem is reported in one round; here only the envelope
// is read, by the one ZIP reader and under its limits.
import { badRequest, tooLarge, unprocessable, type AppError } from '../errors.js';
import { malformedJson } from '../http/problem-text.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../shared/json-depth.js';
import {
  declaredEntryCount,
  isIgnoredEntry,
  listEntries,
  readEntry,
  ZipError,
  type ZipEntry,
  type ZipLimits,
} from '../shared/zip.js';

const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
/** A configuration ZIP holds one JSON file and its plugins; room for folders and metadata files. */
const MAX_ENTRIES = 300;
const MAX_PLUGIN_FILES = 200;
const MAX_PLUGIN_BYTES = 4 * 1024 * 1024;
const LIMITS: ZipLimits = {
  maxEntries: MAX_ENTRIES,
  // The configuration file and its plugins together.
  maxUncompressedBytes: MAX_CONFIG_BYTES,
  // JSON repeats itself far more than a table's CSV does, and the total size is bounded anyway.
  maxRatio: 1000,
};

export interface ConfigBody {
  config: Record<string, unknown>;
  /** The files of plugins/ by path (`plugins/index.ts`); absent when the body has no such folder. */
  plugins?: Map<string, Uint8Array>;
}

const refused = (err: ZipError): AppError =>
  err.status === 413
    ? tooLarge(err.message)
    : err.status === 422
      ? unprocessable(err.message)
      : badRequest(err.message);

const inPlugins = (name: string) => /(^|\/)plugins\//.test(name);

/** The plugin files of the ZIP: entries under `plugins/` beside the configuration file. */
function pluginFiles(body: Buffer, entries: ZipEntry[], root: string): Map<string, Uint8Array> | undefined {
  const files = entries.filter((e) => e.name.startsWith(`${root}plugins/`));
  if (!files.length) return undefined;
  if (files.length > MAX_PLUGIN_FILES) {
    throw badRequest(`plugins/ holds ${files.length} files; at most ${MAX_PLUGIN_FILES} are taken`);
  }
  const declared = files.reduce((n, e) => n + e.uncompressedSize, 0);
  if (declared > MAX_PLUGIN_BYTES) throw tooLarge('plugins/ is larger than 4 MB');
  return new Map(files.map((e) => [e.name.slice(root.length), readEntry(body, e)]));
}

/** The configuration file and the plugin files of a ZIP, read under the limits. */
function zipContents(body: Buffer): { name: string; data: Buffer; plugins?: Map<string, Uint8Array> } {
  try {
    const entries = listEntries(body, LIMITS).filter((e) => !isIgnoredEntry(e));
    const json = entries.filter((e) => e.name.endsWith('.json') && !inPlugins(e.name));
    if (json.length !== 1)
      throw badRequest(`The ZIP must hold exactly one .json file beside plugins/; it holds ${json.length}`);
    const entry = json[0]!;
    const root = entry.name.slice(0, entry.name.lastIndexOf('/') + 1);
    const plugins = pluginFiles(body, entries, root);
    return { name: entry.name, data: readEntry(body, entry), ...(plugins ? { plugins } : {}) };
  } catch (err) {
    throw err instanceof ZipError ? refused(err) : err;
  }
}

/** The configuration file and plugins of a ZIP body, read under the ZIP limits; refusals as AppError. */
export function readConfigZip(body: Buffer): {
  name: string;
  data: Buffer;
  plugins?: Map<string, Uint8Array>;
} {
  if (body.length === 0) throw badRequest('The request body is empty');
  const count = declaredEntryCount(body);
  if (count === undefined) throw badRequest('The body is not a readable ZIP file');
  if (count > MAX_ENTRIES)
    throw badRequest(
      `The ZIP holds ${count} entries; a configuration ZIP holds one JSON file and its plugins`,
    );
  return zipContents(body);
}

/** The configuration a JSON file holds: an object, nested no deeper than JSON bodies may be. */
export function parseConfigJson(name: string, data: Buffer): Record<string, unknown> {
  if (nestsDeeperThan(data)) throw badRequest(`${name} is nested more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  const text = data.toString('utf8');
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    // Where it stops being JSON, as a plain JSON body's answer says it.
    throw badRequest(malformedJson((err as Error).message, text).replace(/^The request body/, name));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The configuration must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function readConfigBody(body: unknown): ConfigBody {
  if (!Buffer.isBuffer(body)) {
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { config: body as Record<string, unknown> };
    throw badRequest('The configuration must be a JSON object');
  }
  const { name, data, plugins } = readConfigZip(body);
  return { config: parseConfigJson(name, data), ...(plugins ? { plugins } : {}) };
}
