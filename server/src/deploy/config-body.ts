// A configuration arrives as JSON, or as a ZIP holding it as one .json file. Either way it is
// checked whole by the deploy (schema and meaning together, config-service.ts), so every problem
// is reported in one round; here only the envelope is read.
import AdmZip from 'adm-zip';
import { badRequest, tooLarge } from '../errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../shared/json-depth.js';
import { declaredEntryCount } from '../shared/zip-guard.js';

const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
/** A configuration ZIP holds one JSON file; a little room for folders and metadata files. */
const MAX_ENTRIES = 100;

export function readConfigBody(body: unknown): Record<string, unknown> {
  if (!Buffer.isBuffer(body)) {
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
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
    .filter((e) => !e.isDirectory && !e.entryName.startsWith('__MACOSX/') && e.entryName.endsWith('.json'));
  if (entries.length !== 1)
    throw badRequest(`The ZIP must hold exactly one .json file; it holds ${entries.length}`);
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
  return parsed as Record<string, unknown>;
}
