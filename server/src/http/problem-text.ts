// Problem texts for people. The validator speaks AJV ("must match pattern "^_?[a-zA-Z$]…"");
// these functions say the same in a sentence that names the field and what is allowed. The
// `location` of each item stays as it was, for programs. Pure functions, no I/O.
import type { BodyLimitClass } from '../../../generated/operations.js';

/** The setting that raises each class of body limit. */
export const LIMIT_SETTING: Record<BodyLimitClass, string> = {
  json: 'INSUITE_JSON_LIMIT_BYTES',
  template: 'INSUITE_TEMPLATE_LIMIT_BYTES',
  file: 'INSUITE_FILE_LIMIT_BYTES',
  'table-zip': 'INSUITE_TABLE_ZIP_LIMIT_BYTES',
  'config-zip': 'INSUITE_CONFIG_ZIP_LIMIT_BYTES',
};

const MB = 1024 * 1024;
export const sizeText = (n: number): string =>
  n >= MB ? `${Math.round((n / MB) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;

/** Patterns of the contract, in words. */
const PATTERN_WORDS: Record<string, string> = {
  '^[0-9A-HJKMNP-TV-Z]{26}$': 'a locator: 26 characters of digits and capital letters (a ULID)',
  '^_?[a-zA-Z$][a-zA-Z\\d_$]*$':
    'a name: a letter or $ (optionally after one _), then letters, digits, _ or $, with no spaces',
};

const FORMAT_WORDS: Record<string, string> = {
  ulid: 'a locator: 26 characters of digits and capital letters (a ULID)',
  uuid: 'a UUID such as 3f1e2d4c-5b6a-4789-8abc-def012345678',
  'date-time': 'a date and time with its offset, such as 2026-01-01T00:00:00Z',
  date: 'a date such as 2026-01-01',
  email: 'an email address',
  int32: 'a whole number that fits in 32 bits',
  int64: 'a whole number that fits in 64 bits',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** `body.fields.name` → "the field fields.name of the body"; `query.count` → "the query parameter count". */
export function fieldName(location: string): string {
  const [where, ...rest] = location.split('.');
  const name = rest.join('.');
  if (!name) return where === 'body' ? 'the body' : where || 'the request';
  switch (where) {
    case 'body':
      return `the field ${name}`;
    case 'query':
      return `the query parameter ${name}`;
    case 'params':
    case 'path':
      return `the path parameter ${name}`;
    case 'headers':
    case 'header':
      return `the header ${name}`;
    default:
      return location;
  }
}

/** One validator message as a sentence naming the field and what is allowed. */
export function plainMessage(location: string, message: string): string {
  const field = fieldName(location);
  let m: RegExpMatchArray | null;
  if ((m = message.match(/must have required property '([^']+)'/))) {
    if (m[1] === 'body') return 'The request has no body; this operation needs one';
    return `${cap(field)} is required but missing`;
  }
  if (/must NOT have additional properties/.test(message))
    return `${cap(field)} is not known here; remove it or check its spelling`;
  if (/must NOT have unevaluated properties/.test(message))
    return `${cap(field)} is not known here; remove it or check its spelling`;
  if ((m = message.match(/^Unknown query parameter '([^']+)'/)))
    return `The query parameter ${m[1]} is not known to this operation; remove it or check its spelling`;
  if (/must be (string|integer|number|boolean|array|object|null)(?:,\w+)*$/.test(message)) {
    const types = message
      .replace(/^.*must be /, '')
      .split(',')
      .map((t) => TYPE_WORDS[t] ?? t);
    return `${cap(field)} must be ${types.join(' or ')}`;
  }
  if ((m = message.match(/must be equal to one of the allowed values:?\s*(.*)$/)))
    return m[1] ? `${cap(field)} must be one of: ${m[1]}` : `${cap(field)} is not one of the allowed values`;
  if ((m = message.match(/must be (<=|>=|<|>) (-?[\d.]+)/))) {
    const words = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' }[m[1]!];
    return `${cap(field)} must be ${words} ${m[2]}`;
  }
  if ((m = message.match(/must NOT have (more|fewer) than (\d+) (characters|items|properties)/))) {
    const bound = m[1] === 'more' ? 'at most' : 'at least';
    const unit = m[3] === 'items' ? 'entries' : m[3];
    return `${cap(field)} must have ${bound} ${m[2]} ${unit}`;
  }
  if ((m = message.match(/must match pattern "(.*)"$/)))
    return `${cap(field)} must be ${PATTERN_WORDS[m[1]!] ?? `text matching ${m[1]}`}`;
  if ((m = message.match(/must match format "([^"]+)"/)))
    return `${cap(field)} must be ${FORMAT_WORDS[m[1]!] ?? `in the format ${m[1]}`}`;
  if (/must NOT have duplicate items/.test(message)) return `${cap(field)} must not repeat an entry`;
  if (/^Parameter '[^']+' must be url encoded/.test(message))
    return `${cap(fieldName(location))} must be URL-encoded: encode reserved characters such as spaces, ! or / (encodeURIComponent)`;
  if (/must match exactly one schema in oneOf|must match a schema in anyOf/.test(message))
    return `${cap(field)} matches none of the shapes this operation accepts`;
  return `${cap(field)} is invalid: ${message.replace(/^request\/\S+ /, '')}`;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The detail of a list of problems: the first one, and how many more there are. */
export function detailOf(sentences: string[], fallback: string): string {
  if (!sentences.length) return fallback;
  const more = sentences.length - 1;
  return more
    ? `${sentences[0]} (and ${more} more problem${more > 1 ? 's' : ''}, listed in errors)`
    : sentences[0]!;
}

/** Line and column (from 1) of a character position in a text. */
export function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/**
 * Where a JSON text first goes wrong (a character offset), or undefined when it parses. Node's
 * JSON.parse names a position only for some errors (not for an unexpected token), so the malformed-JSON answer finds it here.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail();
            }
          }
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || !m[0] || m[0] === '-') fail();
    i += m![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 10_000) fail();
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    number();
  };
  try {
    value(0);
    ws();
    return i < text.length ? i : undefined;
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
}

/** "The request body is not valid JSON: … at line 4, column 3", from a JSON.parse error and the text. */
export function malformedJson(message: string, body: string | undefined): string {
  const reason = message
    .replace(/^(Unexpected token .*?), ".*" is not valid JSON$/s, '$1')
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ after JSON at position \d+.*$/s, ' after the JSON value')
    .replace(/ \(line \d+ column \d+\)$/, '');
  const offset = body === undefined ? undefined : jsonErrorOffset(body);
  if (offset === undefined || body === undefined) return `The request body is not valid JSON: ${reason}`;
  const { line, column } = lineColumn(body, offset);
  return `The request body is not valid JSON at line ${line}, column ${column}: ${reason}`;
}
