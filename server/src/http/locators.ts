// Identifiers in paths have one form, fixed before the gate or the validator reads them, so the
// two can never disagree on what a locator names. UUIDs (users, tenants) are the 8-4-4-4-12
// hexadecimal form, read case-insensitively and handed on in lower case; ULIDs are 26 characters
// of Crockford base32 in upper case. Anything else (`urn:uuid:…`, `{…}`, missing dashes, a
// lower-case ULID) is answered 400 naming the parameter, whoever asks and whatever it names.
import { AppError } from '../errors.js';
import { ULID_FORM as ULID } from '../util.js';
import { detailOf, plainMessage } from './problem-text.js';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export type LocatorFormat = 'uuid' | 'ulid';

/** The canonical form of `value`, or undefined when it is not one of `format`. */
export function canonicalLocator(format: LocatorFormat, value: string): string | undefined {
  if (format === 'uuid') return UUID.test(value) ? value.toLowerCase() : undefined;
  return ULID.test(value) ? value : undefined;
}

/** What else to say about a format beyond the validator's words for it. */
const MORE: Record<LocatorFormat, string> = {
  uuid: ' (8-4-4-4-12 hexadecimal digits; not urn:uuid: or braced)',
  ulid: '',
};

/**
 * Rewrites each identifier of `params` to its canonical form in place; 400 naming every one that
 * is not an identifier of its declared format, in the validator's location and words.
 */
export function canonicalLocators(
  formats: Readonly<Record<string, LocatorFormat>>,
  params: Record<string, string>,
): void {
  const problems: { location: string; message: string }[] = [];
  for (const [name, format] of Object.entries(formats)) {
    const value = params[name];
    if (value === undefined) continue;
    const canonical = canonicalLocator(format, value);
    if (canonical !== undefined) {
      params[name] = canonical;
      continue;
    }
    const location = `params.${name}`;
    problems.push({
      location,
      message: plainMessage(location, `must match format "${format}"`) + MORE[format],
    });
  }
  if (problems.length) {
    const detail = detailOf(
      problems.map((p) => p.message),
      'A locator in the path is malformed',
    );
    throw new AppError(400, 'VALIDATION_FAILED', detail, problems);
  }
}
