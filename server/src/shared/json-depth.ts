// How deeply JSON text nests, read from its bytes before it is parsed. Parsing is not the risk
// (V8's JSON.parse copes); what follows is: validating, serialising and walking a value recurse
// once per level, and 5,000 nested objects overflowed the stack there. A configuration nests
// about 8 levels, data of a policy element a few more; 64 leaves room for any real document.
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text (UTF-8 bytes, or a string) opens more than `max` objects or arrays inside
 * each other. Brackets inside strings do not count; the text need not be valid JSON.
 */
export function nestsDeeperThan(text: Uint8Array | string, max = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Whether JSON text holds the escape of NUL (`\u0000`) in a string: PostgreSQL stores no NUL
 * in text or jsonb, so no string of a body may hold one, on either engine. (A raw NUL byte is not
 * valid JSON and the parser refuses it.)
 */
export function holdsNulEscape(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('\\u0000'); at !== -1; at = bytes.indexOf('\\u0000', at + 1)) {
    let slashes = 0;
    for (let i = at; i >= 0 && bytes[i] === 0x5c; i--) slashes++;
    if (slashes % 2 === 1) return true;
  }
  return false;
}
