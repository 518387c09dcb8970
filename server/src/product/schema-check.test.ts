import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAgainstSchema } from './schema-check.js';

const fixture = () =>
  JSON.parse(
    readFileSync(new URL('../../../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

describe('checkAgainstSchema', () => {
  it('accepts the homeowners configuration, with extra sections', () => {
    expect(checkAgainstSchema('ConfigurationRef', { ...fixture(), plugins: { any: ['thing'] } })).toEqual([]);
  });

  const cases: [string, string, unknown, { location: string; message: string }[]][] = [
    [
      'a missing required section',
      'ConfigurationRef',
      { accounts: {}, products: {} },
      [{ location: 'body.charges', message: 'is required' }],
    ],
    [
      'a wrong type deep inside',
      'ConfigurationRef',
      { accounts: { A: { data: { f: { minLength: 'one' } } } }, charges: {}, products: {} },
      [{ location: 'body.accounts.A.data.f.minLength', message: 'must be an integer' }],
    ],
    [
      'a value outside an enum',
      'ConfigurationRef',
      { accounts: {}, charges: { c: { category: 'gift' } }, products: {} },
      [
        {
          location: 'body.charges.c.category',
          message:
            'must be one of none, premium, tax, fee, credit, invoiceFee, cededPremium, nonFinancial, surcharge',
        },
      ],
    ],
    [
      'a bad date-time',
      'ResourceGroupRef',
      { selectionStartTime: '2026-13-45' },
      [{ location: 'body.selectionStartTime', message: 'must match format "date-time"' }],
    ],
    [
      'an item of the wrong type',
      'ConfigurationRef',
      { accounts: {}, charges: {}, products: {}, customFonts: ['a', 2] },
      [{ location: 'body.customFonts[1]', message: 'must be a string' }],
    ],
    [
      'a property a closed schema does not allow',
      'SecretCreateRequest',
      { name: 'a', staticName: 'b', jurisdictions: [], secret: {}, extra: 1 },
      [{ location: 'body.extra', message: 'is not an allowed property' }],
    ],
  ];

  it.each(cases)('reports %s', (_name, schema, value, expected) => {
    expect(checkAgainstSchema(schema, value)).toEqual(expected);
  });
});
