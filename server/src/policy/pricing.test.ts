import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import type { StoredElement } from './element-tree.js';
import { minorDigits } from '../product/index.js';
import { chargesOf, durationIn, roundToMinor, termEnd } from './pricing.js';

let n = 0;
const ids = { ulid: () => `01J${String(++n).padStart(23, '0')}` } as never;
const dwelling: StoredElement = {
  locator: 'D1',
  staticLocator: 'SD1',
  type: 'Dwelling',
  data: {},
  elements: [],
};
const root: StoredElement = {
  locator: 'P1',
  staticLocator: 'SP1',
  type: 'Homeowners',
  data: {},
  elements: [dwelling],
};
const config = {
  charges: { premium: { category: 'premium' as const }, tax: { category: 'tax' as const }, fee: {} },
  products: { Homeowners: { charges: ['premium'] } },
  exposures: { Dwelling: { charges: ['tax'] } },
};
const price = (items: Parameters<typeof chargesOf>[3], duration = '1', currency = 'USD') =>
  chargesOf(config, 'Homeowners', root, items, { currency, duration: new Decimal(duration), ids });

describe('money', () => {
  it('rounds once, half away from zero, to the currency minor unit', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(roundToMinor(new Decimal('934.375'), 'USD').toFixed()).toBe('934.38');
    expect(roundToMinor(new Decimal('-0.125'), 'USD').toFixed()).toBe('-0.13');
    expect(roundToMinor(new Decimal('100.5'), 'JPY').toFixed()).toBe('101');
  });

  it('multiplies rates by the duration exactly (no binary floats)', () => {
    const [c] = price([{ elementLocator: 'D1', chargeType: 'premium', rate: '0.1' }], '3');
    expect(c!.amount).toBe('0.3');
    const [d] = price([{ elementLocator: 'D1', chargeType: 'tax', rate: '1200' }], '0.5');
    expect(d).toMatchObject({
      amount: '600',
      rate: '1200',
      chargeCategory: 'tax',
      elementStaticLocator: 'SD1',
    });
  });

  it('drops charges that round to zero and takes an amount as it is', () => {
    expect(price([{ elementLocator: 'D1', chargeType: 'premium', amount: '0.004' }])).toEqual([]);
    expect(price([{ elementLocator: 'P1', chargeType: 'premium', amount: '12.345' }])[0]!.amount).toBe(
      '12.35',
    );
  });

  it('refuses a charge type not declared and listed, an unknown element, and a missing or bad number', () => {
    const fail = (items: Parameters<typeof chargesOf>[3]) => {
      try {
        price(items);
      } catch (e) {
        return (e as AppError).errors?.map((x) => x.location);
      }
      return undefined;
    };
    expect(fail([{ elementLocator: 'D1', chargeType: 'fee', amount: '1' }])).toEqual([
      'rate.items[0].chargeType',
    ]);
    expect(fail([{ elementLocator: 'P1', chargeType: 'tax', amount: '1' }])).toEqual([
      'rate.items[0].chargeType',
    ]);
    expect(fail([{ elementLocator: 'X', chargeType: 'premium', amount: '1' }])).toEqual([
      'rate.items[0].elementLocator',
    ]);
    expect(fail([{ elementLocator: 'D1', chargeType: 'premium' }])).toEqual(['rate.items[0]']);
    expect(fail([{ elementLocator: 'D1', chargeType: 'premium', rate: 'NaN' }])).toEqual(['rate.items[0]']);
  });
});

describe('durations', () => {
  it('counts calendar months and years from the start, and the rest as a share of the next unit', () => {
    // Jan 31 + 1 month is Feb 28; the 3 days to Mar 3 are a share of the 31 to Mar 31.
    expect(
      durationIn('months', '2026-01-31T00:00:00Z', '2026-03-03T00:00:00Z').toDecimalPlaces(6).toFixed(),
    ).toBe('1.096774');
    expect(durationIn('years', '2026-03-01T00:00:00Z', '2027-03-01T00:00:00Z').toFixed()).toBe('1');
    expect(durationIn('months', '2026-03-01T00:00:00Z', '2026-03-16T12:00:00Z').toFixed()).toBe('0.5');
    expect(durationIn('days', '2026-03-01T00:00:00Z', '2026-03-02T12:00:00Z').toFixed()).toBe('1.5');
    expect(termEnd('years', '2026-03-01T00:00:00.000Z', 1)).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('durations on the wall clock of a time zone', () => {
  it('counts whole months across a daylight-saving change exactly', () => {
    // Midnight in Chicago: CST (UTC-6) on 1 March, CDT (UTC-5) on 1 July.
    expect(
      durationIn(
        'months',
        '2026-03-01T06:00:00.000Z',
        '2026-07-01T05:00:00.000Z',
        'America/Chicago',
      ).toFixed(),
    ).toBe('4');
    expect(
      durationIn(
        'years',
        '2026-03-01T06:00:00.000Z',
        '2027-03-01T06:00:00.000Z',
        'America/Chicago',
      ).toFixed(),
    ).toBe('1');
    expect(termEnd('months', '2026-03-01T06:00:00.000Z', 4, 'America/Chicago')).toBe(
      '2026-07-01T05:00:00.000Z',
    );
    // In UTC the same span is not whole: the hour the clocks moved is a share of a month.
    expect(durationIn('months', '2026-03-01T06:00:00.000Z', '2026-07-01T05:00:00.000Z').toFixed()).not.toBe(
      '4',
    );
  });
});
