// What a plugin's export returned, checked against the JSON Schema of its step (by Ajv, as the
// contract's requests are). A result is untrusted JSON: anything outside the shape is named by its
// path (`items[2].amount`), numbers leave as decimal strings, and only the fields of the shape are
// kept.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Decimal } from 'decimal.js';
import type { PluginStep, StepResults } from './types.js';

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
const DECIMAL_TEXT = 'must be a finite number or a decimal string such as "12.50"';

const text = { type: 'string', maxLength: MAX_TEXT };
const optionalText = { type: ['string', 'null'], maxLength: MAX_TEXT };
// JSON has no infinite numbers, so every number is finite.
const decimal = { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d{1,30}(\\.\\d{1,30})?$' }] };

/** The entries' fields of each step: the list's name, the required fields, then the optional. */
const SHAPES = {
  validate: { list: 'errors', entry: { message: text }, optional: { elementLocator: optionalText } },
  rate: {
    list: 'items',
    entry: { elementLocator: text, chargeType: text },
    optional: { rate: decimal, amount: decimal, tag: optionalText },
    // A charge is a rate (times the duration) or an amount.
    anyOf: [{ required: ['rate'] }, { required: ['amount'] }],
  },
  underwrite: {
    list: 'flags',
    entry: { level: { enum: ['approve', 'block', 'decline', 'reject', 'info'] } },
    optional: { note: optionalText, elementLocator: optionalText, tag: optionalText },
  },
} as const;

type Shape = (typeof SHAPES)[PluginStep];

const schemaOf = (shape: Shape) => ({
  type: 'object',
  required: [shape.list],
  properties: {
    [shape.list]: {
      type: 'array',
      maxItems: MAX_ENTRIES,
      items: {
        type: 'object',
        required: Object.keys(shape.entry),
        properties: { ...shape.entry, ...shape.optional },
        ...('anyOf' in shape ? { anyOf: shape.anyOf } : {}),
      },
    },
  },
});

let ajv: Ajv | undefined;
const checks = new Map<PluginStep, ValidateFunction>();
function checkOf(step: PluginStep): ValidateFunction {
  let check = checks.get(step);
  if (!check) {
    ajv ??= new Ajv({ allowUnionTypes: true, verbose: true });
    check = ajv.compile(schemaOf(SHAPES[step]));
    checks.set(step, check);
  }
  return check;
}

/** Compiles the checks of every step ahead of the first result, which then does not wait for it. */
export function compileResultChecks(): void {
  for (const step of Object.keys(SHAPES) as PluginStep[]) checkOf(step);
}

/** A finite number in plain decimal notation (never an exponent), as its shortest round-trip digits. */
export const decimalOf = (n: number): string => new Decimal(n).toFixed();

/** Ajv's first problem as the field it names (`items[2].amount`) and what is wrong with it. */
function problemOf(shape: Shape, errors: ErrorObject[]): ResultProblem {
  // A failed anyOf lists its branches' errors first, then its own.
  const e = errors.find((x) => x.keyword === 'anyOf') ?? errors[0]!;
  const path = e.instancePath
    .slice(1)
    .replace(/\/(\d+)/g, '[$1]')
    .replaceAll('/', '.');
  const params = e.params as { missingProperty?: string; type?: string | string[]; allowedValues?: string[] };
  if (!path) {
    return e.keyword === 'required'
      ? new ResultProblem(shape.list, 'must be an array')
      : new ResultProblem('(result)', `must be an object with "${shape.list}"`);
  }
  if (e.keyword === 'required') {
    const missing = params.missingProperty!;
    const allowed = (e.parentSchema?.properties as Record<string, { enum?: string[] }>)[missing]?.enum;
    return new ResultProblem(
      `${path}.${missing}`,
      `is required${allowed ? `, one of ${allowed.join(', ')}` : ''}`,
    );
  }
  const kind = [params.type ?? []].flat()[0];
  const message: Record<string, string> = {
    type: `must be ${kind === 'array' || kind === 'object' ? 'an' : 'a'} ${kind}`,
    maxItems: `holds more than ${MAX_ENTRIES} entries`,
    maxLength: `is longer than ${MAX_TEXT} characters`,
    enum: `must be one of ${params.allowedValues?.join(', ')}`,
    anyOf: /\.(rate|amount)$/.test(path) ? DECIMAL_TEXT : 'must give a rate or an amount',
  };
  return new ResultProblem(path, message[e.keyword] ?? e.message ?? 'is outside the shape');
}

/** The entry with the fields of the shape only: numbers as decimal strings, optional nulls left out. */
function kept(shape: Shape, entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of [...Object.keys(shape.entry), ...Object.keys(shape.optional)]) {
    const v = entry[key];
    if (v !== undefined && v !== null) out[key] = typeof v === 'number' ? decimalOf(v) : v;
  }
  return out;
}

/** The result in the step's shape; throws ResultProblem naming the first bad field. */
export function checkResult<S extends PluginStep>(step: S, result: unknown): StepResults[S] {
  const check = checkOf(step);
  const shape = SHAPES[step];
  if (!check(result)) throw problemOf(shape, check.errors ?? []);
  const list = (result as Record<string, Record<string, unknown>[]>)[shape.list]!;
  return { [shape.list]: list.map((entry) => kept(shape, entry)) } as unknown as StepResults[S];
}
