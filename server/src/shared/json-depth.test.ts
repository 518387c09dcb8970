import { describe, expect, it } from 'vitest';
import { holdsNulEscape, nestsDeeperThan } from './json-depth.js';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(1000), 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
  });

  it('reads bytes as well as text', () => {
    expect(nestsDeeperThan(Buffer.from('['.repeat(65) + ']'.repeat(65)))).toBe(true);
    expect(nestsDeeperThan(Buffer.from('['.repeat(64) + ']'.repeat(64)))).toBe(false);
  });
});

describe('holdsNulEscape', () => {
  it('finds \\u0000 escaped in a string, not an escaped backslash before u0000', () => {
    expect(holdsNulEscape(Buffer.from(JSON.stringify({ a: 'x\u0000y' })))).toBe(true);
    expect(holdsNulEscape(Buffer.from(JSON.stringify({ a: '\\u0000' })))).toBe(false);
    expect(holdsNulEscape(Buffer.from(JSON.stringify({ a: '\\\u0000' })))).toBe(true);
    expect(holdsNulEscape(Buffer.from('{"a":"b"}'))).toBe(false);
  });
});
