// What the flag operations of quotes and of transactions ask alike: one flag added at the level the
// operation names, or flags added and cleared together, each added one with its level.
import { unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { FlagLevel } from './policy-store.js';

export type FlagInput = Schema<'UnderwritingFlagCreateRequest'>;
export type FlagAdd = { input: FlagInput; level: FlagLevel };

/** The flag an add-at-a-level operation makes; 422 when the body names another level. */
export function flagAtLevel(level: FlagLevel, input: FlagInput): FlagAdd {
  if (input.level !== undefined && input.level !== level)
    throw unprocessable(`This operation adds ${level} flags`, [
      { location: 'body.level', message: `is ${input.level}; must be ${level} or absent` },
    ]);
  return { input, level };
}

/** The flags an update adds and the ones it clears; 422 naming every added flag without a level. */
export function flagUpdate(input: Schema<'UnderwritingFlagsUpdateRequest'>): {
  add: FlagAdd[];
  clear: string[];
} {
  const problems: ProblemItem[] = [];
  const add = (input.addFlags ?? []).map((f, i) => {
    if (f.level === undefined)
      problems.push({ location: `body.addFlags[${i}].level`, message: 'is required' });
    return { input: f, level: f.level! };
  });
  if (problems.length) throw unprocessable('Each flag added needs a level', problems);
  return { add, clear: [...new Set(input.clearFlags ?? [])] };
}
