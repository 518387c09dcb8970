import { describe, expect, it } from 'vitest';
import { checkResult, decimalOf, ResultProblem } from './results.js';
import type { PluginStep } from './types.js';

/** The problem a result gets, as `field: message`. */
function problem(step: PluginStep, result: unknown): string {
  try {
    checkResult(step, result);
  } catch (err) {
    expect(err).toBeInstanceOf(ResultProblem);
    return `${(err as ResultProblem).field}: ${(err as ResultProblem).message.slice((err as ResultProblem).field.length + 2)}`;
  }
  throw new Error('the result was taken');
}

describe('a plugin result in its step shape', () => {
  it('keeps the fields of the shape, drops the rest and the optional nulls', () => {
    expect(
      checkResult('validate', {
        errors: [
          { message: 'too old', elementLocator: 'E1', extra: 1 },
          { message: 'x', elementLocator: null },
        ],
        more: true,
      }),
    ).toEqual({ errors: [{ message: 'too old', elementLocator: 'E1' }, { message: 'x' }] });
    expect(
      checkResult('rate', {
        items: [
          { elementLocator: 'E1', chargeType: 'premium', rate: 12.5, tag: 't' },
          { elementLocator: 'E1', chargeType: 'fee', amount: '10.00', tag: null },
          { elementLocator: 'E1', chargeType: 'tax', rate: 1e21, amount: 1e-7 },
        ],
      }),
    ).toEqual({
      items: [
        { elementLocator: 'E1', chargeType: 'premium', rate: '12.5', tag: 't' },
        { elementLocator: 'E1', chargeType: 'fee', amount: '10.00' },
        { elementLocator: 'E1', chargeType: 'tax', rate: '1000000000000000000000', amount: '0.0000001' },
      ],
    });
    expect(
      checkResult('underwrite', {
        flags: [
          { level: 'block', note: 'n', elementLocator: 'E1', tag: 'a', other: [] },
          { level: 'info', note: null },
        ],
      }),
    ).toEqual({ flags: [{ level: 'block', note: 'n', elementLocator: 'E1', tag: 'a' }, { level: 'info' }] });
  });

  it('names the first field outside the shape by its path', () => {
    const long = 'x'.repeat(10_001);
    const cases: [PluginStep, unknown, string][] = [
      ['validate', undefined, '(result): must be an object with "errors"'],
      ['validate', [], '(result): must be an object with "errors"'],
      ['validate', {}, 'errors: must be an array'],
      ['validate', { errors: {} }, 'errors: must be an array'],
      [
        'validate',
        { errors: new Array(10_001).fill({ message: 'm' }) },
        'errors: holds more than 10000 entries',
      ],
      ['validate', { errors: ['bad'] }, 'errors[0]: must be an object'],
      ['validate', { errors: [{ message: 'ok' }, {}] }, 'errors[1].message: is required'],
      ['validate', { errors: [{ message: null }] }, 'errors[0].message: must be a string'],
      ['validate', { errors: [{ message: 3 }] }, 'errors[0].message: must be a string'],
      ['validate', { errors: [{ message: long }] }, 'errors[0].message: is longer than 10000 characters'],
      [
        'validate',
        { errors: [{ message: 'm', elementLocator: 4 }] },
        'errors[0].elementLocator: must be a string',
      ],
      ['rate', { items: [{ chargeType: 'p', rate: 1 }] }, 'items[0].elementLocator: is required'],
      ['rate', { items: [{ elementLocator: 'E', rate: 1 }] }, 'items[0].chargeType: is required'],
      [
        'rate',
        { items: [{ elementLocator: 'E', chargeType: 'p' }] },
        'items[0]: must give a rate or an amount',
      ],
      [
        'rate',
        {
          items: [
            { elementLocator: 'E', chargeType: 'p', rate: 1 },
            { elementLocator: 'E', chargeType: 'p', amount: '1e3' },
          ],
        },
        'items[1].amount: must be a finite number or a decimal string such as "12.50"',
      ],
      [
        'rate',
        { items: [{ elementLocator: 'E', chargeType: 'p', rate: null }] },
        'items[0].rate: must be a finite number or a decimal string such as "12.50"',
      ],
      [
        'rate',
        { items: [{ elementLocator: 'E', chargeType: 'p', rate: '1'.repeat(31) }] },
        'items[0].rate: must be a finite number or a decimal string such as "12.50"',
      ],
      [
        'rate',
        { items: [{ elementLocator: 'E', chargeType: 'p', rate: 1, tag: 5 }] },
        'items[0].tag: must be a string',
      ],
      [
        'underwrite',
        { flags: [{}] },
        'flags[0].level: is required, one of approve, block, decline, reject, info',
      ],
      [
        'underwrite',
        { flags: [{ level: 'Block' }] },
        'flags[0].level: must be one of approve, block, decline, reject, info',
      ],
      [
        'underwrite',
        { flags: [{ level: 'info', note: long }] },
        'flags[0].note: is longer than 10000 characters',
      ],
    ];
    for (const [step, result, expected] of cases) expect(problem(step, result), expected).toBe(expected);
  });
});

describe('decimalOf', () => {
  it('writes a number in plain decimal notation with its shortest round-trip digits', () => {
    expect(decimalOf(12.5)).toBe('12.5');
    expect(decimalOf(-0.1)).toBe('-0.1');
    expect(decimalOf(0)).toBe('0');
    expect(decimalOf(-0)).toBe('0');
    expect(decimalOf(1e21)).toBe('1000000000000000000000');
    expect(decimalOf(-1.5e-7)).toBe('-0.00000015');
    expect(decimalOf(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(decimalOf(Number.MAX_VALUE)).toBe('17976931348623157' + '0'.repeat(292));
    expect(decimalOf(5e-324)).toBe('0.' + '0'.repeat(323) + '5');
  });
});
