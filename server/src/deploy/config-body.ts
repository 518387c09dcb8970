// A configuration arrives as JSON, or as a ZIP holding it as one .json file and, beside it, the
// tenant's plugins/ folder. Either way it is checked whole by the deploy (schema and meaning
// together, config-service.ts), so every problem is reported in one round; here only the envelope
// is read.
import AdmZip from 'adm-zip';
import { badRequest, tooLarge } from '../errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../shared/json-depth.js';
import { declaredEntryCount } from '../shared/zip-guard.js';

const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
/** A configuration ZIP holds one JSON file and its plugins; room for folders and metadata files. */
const MAX_ENTRIES = 300;
const MAX_PLUGIN_FILES = 200;
const MAX_PLUGIN_BYTES = 4 * 1024 * 1024;

export interface ConfigBody {
  config: Record<string, unknown>;
  /** The files of plugins/ by path (`plugins/index.ts`); absent when the body has no such folder. */
  plugins?: Map<string, Uint8Array>;
}

/** The plugin files of the ZIP: entries under `plugins/` beside the configuration file. */
function pluginFiles(zip: AdmZip, root: string): Map<string, Uint8Array> | undefined {
  const files = zip.getEntries().filter((e) => !e.isDirectory && e.entryName.startsWith(`${root}plugins/`));
  if (!files.length) return undefined;
  if (files.length > MAX_PLUGIN_FILES) {
    throw badRequest(`plugins/ holds ${files.length} files; at most ${MAX_PLUGIN_FILES} are taken`);
  }
  const declared = files.reduce((n, e) => n + e.header.size, 0);
  if (declared > MAX_PLUGIN_BYTES) throw tooLarge('plugins/ is larger than 4 MB');
  return new Map(files.map((e) => [e.entryName.slice(root.length), e.getData()]));
}

export function readConfigBody(body: unknown): ConfigBody {
  if (!Buffer.isBuffer(body)) {
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { config: body as Record<string, unknown> };
    throw badRequest('The configuration must be a JSON object');
  }
  if (body.length === 0) throw badRequest('The request body is empty');
  const count = declaredEntryCount(body);
  if (count === undefined) throw badRequest('The body is not a readable ZIP file');
  if (count > MAX_ENTRIES)
    throw badRequest(`The ZIP holds ${count} entries; a configuration ZIP holds one JSON file`);
  let zip: AdmZip;
  try {
    zip = new AdmZip(body);
  } catch {
    throw badRequest('The body is not a readable ZIP file');
  }
  const entries = zip
    .getEntries()
    .filter(
      (e) =>
        !e.isDirectory &&
        !e.entryName.startsWith('__MACOSX/') &&
        e.entryName.endsWith('.json') &&
        !/(^|\/)plugins\//.test(e.entryName),
    );
  if (entries.length !== 1)
    throw badRequest(`The ZIP must hold exactly one .json file beside plugins/; it holds ${entries.length}`);
  const entry = entries[0]!;
  // The declared size is checked before inflating; adm-zip never inflates past it.
  if (entry.header.size > MAX_CONFIG_BYTES) throw tooLarge('The configuration file is larger than 16 MB');
  const data = entry.getData();
  if (nestsDeeperThan(data))
    throw badRequest(`${entry.entryName} is nested more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest(`${entry.entryName} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The configuration must be a JSON object');
  }
  const root = entry.entryName.slice(0, entry.entryName.lastIndexOf('/') + 1);
  const plugins = pluginFiles(zip, root);
  return { config: parsed as Record<string, unknown>, ...(plugins ? { plugins } : {}) };
}
