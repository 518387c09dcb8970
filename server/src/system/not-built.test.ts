import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { markNotBuilt, NOT_BUILT_BADGE } from './not-built.js';

const specText = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
type Spec = { paths: Record<string, Record<string, { operationId: string; 'x-badges'?: unknown }>> };
const badged = (text: string) =>
  Object.values((YAML.parse(text) as Spec).paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op['x-badges'] !== undefined)
    .map((op) => [op.operationId, op['x-badges']]);

describe('markNotBuilt', () => {
  it('badges exactly the operations named, and keeps the rest of the contract', () => {
    const marked = markNotBuilt(specText, new Set(['fetchEvent', 'createAccount']));
    expect(badged(marked).sort()).toEqual([
      ['createAccount', [NOT_BUILT_BADGE]],
      ['fetchEvent', [NOT_BUILT_BADGE]],
    ]);
    const { paths: before, ...restBefore } = YAML.parse(specText) as Spec;
    const { paths: after, ...restAfter } = YAML.parse(marked) as Spec;
    expect(restAfter).toEqual(restBefore);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it('serves the contract as written when every operation is built', () => {
    expect(markNotBuilt(specText, new Set())).toBe(specText);
    expect(badged(specText)).toEqual([]);
  });
});
