// What a plugin's export returned, checked against the shape of its step. A result is untrusted
// JSON: anything outside the shape is named by its path (`items[2].amount`), numbers leave as
// decimal strings, and only the fields of the shape are kept.
import { Decimal } from 'decimal.js';
import type { PluginStep, RateResult, StepResults, UnderwriteResult, ValidateResult } from './types.js';

export class ResultProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const MAX_ENTRIES = 10_000;
const MAX_TEXT = 10_000;
const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;
export const FLAG_LEVELS = ['approve', 'block', 'decline', 'reject', 'info'] as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number in plain decimal notation (never an exponent), as its shortest round-trip digits. */
export const decimalOf = (n: number): string => new Decimal(n).toFixed();

function list(result: unknown, key: string): unknown[] {
  if (!isObject(result)) throw new ResultProblem('(result)', `must be an object with "${key}"`);
  const value = result[key];
  if (!Array.isArray(value)) throw new ResultProblem(key, 'must be an array');
  if (value.length > MAX_ENTRIES) throw new ResultProblem(key, `holds more than ${MAX_ENTRIES} entries`);
  return value;
}

function entry(v: unknown, at: string): Record<string, unknown> {
  if (!isObject(v)) throw new ResultProblem(at, 'must be an object');
  return v;
}

function text(o: Record<string, unknown>, key: string, at: string, required: boolean): string | undefined {
  const v = o[key];
  if (v === undefined || (v === null && !required)) {
    if (required) throw new ResultProblem(`${at}.${key}`, 'is required');
    return undefined;
  }
  if (typeof v !== 'string') throw new ResultProblem(`${at}.${key}`, 'must be a string');
  if (v.length > MAX_TEXT) throw new ResultProblem(`${at}.${key}`, `is longer than ${MAX_TEXT} characters`);
  return v;
}

function decimal(o: Record<string, unknown>, key: string, at: string): string | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return decimalOf(v);
  if (typeof v === 'string' && DECIMAL.test(v)) return v;
  throw new ResultProblem(`${at}.${key}`, 'must be a finite number or a decimal string such as "12.50"');
}

const withOptional = <T extends object>(base: T, extra: Record<string, string | undefined>): T => {
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) (base as Record<string, string>)[k] = v;
  return base;
};

function validateResult(result: unknown): ValidateResult {
  return {
    errors: list(result, 'errors').map((v, i) => {
      const at = `errors[${i}]`;
      const o = entry(v, at);
      return withOptional(
        { message: text(o, 'message', at, true)! },
        { elementLocator: text(o, 'elementLocator', at, false) },
      );
    }),
  };
}

function rateResult(result: unknown): RateResult {
  return {
    items: list(result, 'items').map((v, i) => {
      const at = `items[${i}]`;
      const o = entry(v, at);
      const item: RateResult['items'][number] = withOptional(
        {
          elementLocator: text(o, 'elementLocator', at, true)!,
          chargeType: text(o, 'chargeType', at, true)!,
        },
        { rate: decimal(o, 'rate', at), amount: decimal(o, 'amount', at), tag: text(o, 'tag', at, false) },
      );
      if (item.rate === undefined && item.amount === undefined) {
        throw new ResultProblem(at, 'must give a rate or an amount');
      }
      return item;
    }),
  };
}

function underwriteResult(result: unknown): UnderwriteResult {
  return {
    flags: list(result, 'flags').map((v, i) => {
      const at = `flags[${i}]`;
      const o = entry(v, at);
      const level = o.level;
      if (!(FLAG_LEVELS as readonly unknown[]).includes(level)) {
        throw new ResultProblem(`${at}.level`, `must be one of ${FLAG_LEVELS.join(', ')}`);
      }
      return withOptional(
        { level: level as UnderwriteResult['flags'][number]['level'] },
        {
          note: text(o, 'note', at, false),
          elementLocator: text(o, 'elementLocator', at, false),
          tag: text(o, 'tag', at, false),
        },
      );
    }),
  };
}

const checks: { [S in PluginStep]: (result: unknown) => StepResults[S] } = {
  validate: validateResult,
  rate: rateResult,
  underwrite: underwriteResult,
};

/** The result in the step's shape; throws ResultProblem naming the first bad field. */
export const checkResult = <S extends PluginStep>(step: S, result: unknown): StepResults[S] =>
  checks[step](result) as StepResults[S];
