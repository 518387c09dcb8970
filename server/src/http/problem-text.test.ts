import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineColumn, malformedJson, plainMessage } from './problem-text.js';

describe('malformed JSON', () => {
  it.each([
    ['{"a":1\n "b":2}', 2, 2],
    ['x', 1, 1],
    ['{"a": tru}', 1, 10],
    ['{"a":', 1, 6],
    ['[1,]', 1, 4],
    ['{"a":1}}', 1, 8],
    ['{"a":"\\q"}', 1, 8],
  ])('%j goes wrong at line %i, column %i', (text, line, column) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(lineColumn(text, jsonErrorOffset(text)!)).toEqual({ line, column });
  });

  it('finds no error in valid JSON', () => {
    for (const t of ['{"a":[1,2,{"b":null}],"c":-1.5e3,"d":"\\u00e9"}', ' "s" ', 'true', '0'])
      expect(jsonErrorOffset(t)).toBeUndefined();
  });

  it('says where and why', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(malformedJson(message, text)).toMatch(/^The request body is not valid JSON at line 3, column 3: /);
  });
});

describe('validator messages in words', () => {
  it.each([
    ['body.name', "must have required property 'name'", 'The field name is required but missing'],
    ['query.count', 'must be <= 1000', 'The query parameter count must be at most 1000'],
    ['body.n', 'must be integer', 'The field n must be a whole number'],
    ['body.n', 'must be string,null', 'The field n must be a string or null'],
    ['body.tags', 'must NOT have more than 3 items', 'The field tags must have at most 3 entries'],
    [
      'params.name',
      'must match pattern "^_?[a-zA-Z$][a-zA-Z\\d_$]*$"',
      'The path parameter name must be a name: a letter or $ (optionally after one _), then letters, digits, _ or $, with no spaces',
    ],
  ])('%s %s', (location, message, sentence) => {
    expect(plainMessage(location, message)).toBe(sentence);
  });
});
