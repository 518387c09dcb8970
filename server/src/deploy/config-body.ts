// A configuration arrives as JSON, or as a ZIP holding it as one .json file. Either way it is
// checked whole by the deploy (schema and meaning together, config-service.ts), so every problem
// is reported in one round; here only the envelope is read.
import { badRequest, tooLarge, unprocessable, type AppError } from '../errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../shared/json-depth.js';
import {
  declaredEntryCount,
  isIgnoredEntry,
  listEntries,
  readEntry,
  ZipError,
  type ZipLimits,
} from '../shared/zip.js';

/** A configuration ZIP holds one JSON file; a little room for folders and metadata files. */
const MAX_ENTRIES = 100;
const LIMITS: ZipLimits = {
  maxEntries: MAX_ENTRIES,
  maxUncompressedBytes: 16 * 1024 * 1024,
  // JSON repeats itself far more than a table's CSV does, and the total size is bounded anyway.
  maxRatio: 1000,
};

const refused = (err: ZipError): AppError =>
  err.status === 413
    ? tooLarge(err.message)
    : err.status === 422
      ? unprocessable(err.message)
      : badRequest(err.message);

/** The one .json file of a configuration ZIP, read under the limits. */
function jsonEntry(body: Buffer): { name: string; data: Buffer } {
  try {
    const entries = listEntries(body, LIMITS).filter((e) => !isIgnoredEntry(e) && e.name.endsWith('.json'));
    if (entries.length !== 1)
      throw badRequest(`The ZIP must hold exactly one .json file; it holds ${entries.length}`);
    return { name: entries[0]!.name, data: readEntry(body, entries[0]!) };
  } catch (err) {
    throw err instanceof ZipError ? refused(err) : err;
  }
}

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
  const { name, data } = jsonEntry(body);
  if (nestsDeeperThan(data)) throw badRequest(`${name} is nested more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The configuration must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
