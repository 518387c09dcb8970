import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentsProblems,
  dataProblems,
  fieldValueProblems,
  parseContent,
  productModel,
  sameValue,
  type FieldDecl,
} from './elements.js';

const homeowners = () =>
  JSON.parse(
    readFileSync(new URL('../../../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

describe('parseContent', () => {
  it.each([
    ['Dwelling', { type: 'Dwelling', min: 1, max: 1 }],
    ['Dwelling?', { type: 'Dwelling', min: 0, max: 1 }],
    ['Dwelling+', { type: 'Dwelling', min: 1, max: Infinity }],
    ['Dwelling*', { type: 'Dwelling', min: 0, max: Infinity }],
    ['Dwel ling', undefined],
    ['Dwelling?+', undefined],
  ])('%s', (entry, expected) => {
    expect(parseContent(entry)).toEqual(expected);
  });
});

describe('productModel', () => {
  it('reads element types, account types and constraint tables of the homeowners configuration', () => {
    const m = productModel(homeowners());
    expect([...m.elements.keys()].sort()).toEqual(['Contents', 'Dwelling', 'Homeowners', 'Liability']);
    expect(m.elements.get('Homeowners')!.contents).toEqual([{ type: 'Dwelling', min: 1, max: Infinity }]);
    expect(m.elements.get('Dwelling')!.fields.get('county')!.constraint).toEqual({
      table: 'StateCounty',
      column: 'county',
      where: { state: { key: 'state' } },
    });
    expect(m.accounts.get('ConsumerAccount')!.fields.get('email')!.regex).toBe('^[^@\\s]+@[^@\\s]+$');
    expect(m.constraintTables.get('StateCounty')).toEqual({
      selectionTimeBasis: 'currentTime',
      columns: ['state', 'county'],
    });
  });

  it('a type that extends another inherits its fields and contents; its own declarations win', () => {
    const m = productModel({
      products: { P: { contents: ['Base*'] } },
      exposures: {
        Base: { contents: ['C?'], data: { a: { type: 'int' }, b: { type: 'string' } } },
        Sub: { extend: 'Base', contents: ['C+'], data: { b: { type: 'int' }, c: {} } },
      },
      coverages: { C: {} },
    });
    const sub = m.elements.get('Sub')!;
    expect(sub.chain).toEqual(['Sub', 'Base']);
    expect([...sub.fields.values()].map((f) => [f.name, f.type])).toEqual([
      ['a', 'int'],
      ['b', 'int'],
      ['c', 'string'],
    ]);
    expect(sub.contents).toEqual([{ type: 'C', min: 1, max: Infinity }]);
    // A Sub stands where a Base is expected.
    expect(contentsProblems(m, m.elements.get('P')!, ['Sub', 'Base'])).toEqual([]);
  });
});

describe('fieldValueProblems', () => {
  const f = (decl: Partial<FieldDecl>): FieldDecl => ({ name: 'f', type: 'string', quantifier: '', ...decl });
  const cases: [string, Partial<FieldDecl>, unknown, number][] = [
    ['a string', {}, 'x', 0],
    ['a number for a string', {}, 5, 1],
    ['an object', {}, { a: 1 }, 1],
    ['null', {}, null, 1],
    ['an int as text', { type: 'int' }, '42', 0],
    ['an int as a number', { type: 'int' }, 42, 0],
    ['a fraction for an int', { type: 'int' }, 4.5, 1],
    ['a decimal', { type: 'decimal' }, '4.50', 0],
    ['a boolean', { type: 'boolean' }, true, 0],
    ['a boolean as text', { type: 'boolean' }, 'false', 0],
    ['yes for a boolean', { type: 'boolean' }, 'yes', 1],
    ['a date', { type: 'date' }, '2026-02-28', 0],
    ['an impossible date', { type: 'date' }, '2026-02-30', 1],
    ['a datetime', { type: 'datetime' }, '2026-02-28T10:00:00Z', 0],
    ['an option ignoring case', { options: ['direct', 'broker'] }, 'Direct', 0],
    ['not an option', { options: ['direct', 'broker'] }, 'agent', 1],
    ['a numeric option by value', { type: 'decimal', options: ['100000'] }, '100000.0', 0],
    ['under min', { type: 'int', min: '1800', max: '2100' }, 1799, 1],
    ['at min', { type: 'int', min: '1800', max: '2100' }, 1800, 0],
    ['over max', { type: 'int', min: '1800', max: '2100' }, '2101', 1],
    ['a date after max', { type: 'date', max: '2026-12-31' }, '2027-01-01', 1],
    ['too short', { minLength: 2 }, 'a', 1],
    ['too long, in characters', { maxLength: 3 }, 'äöüß', 1],
    ['three characters, six bytes', { maxLength: 3 }, 'äöü', 0],
    ['matching the regex', { regex: '[a-z]+@[a-z]+' }, 'a@b', 0],
    ['the regex matches the whole value only', { regex: '[a-z]+@[a-z]+' }, 'a@b!', 1],
    ['too short and not matching: both', { minLength: 5, regex: '\\d+' }, 'ab', 2],
  ];
  it.each(cases)('%s', (_name, decl, value, problems) => {
    expect(fieldValueProblems(f(decl), value)).toHaveLength(problems);
  });
});

describe('dataProblems', () => {
  it('names undeclared fields and every refused value', () => {
    const dwelling = productModel(homeowners()).elements.get('Dwelling')!;
    expect(
      dataProblems(dwelling, { yearBuilt: 1700, constructionType: 'straw', roof: 'tile', state: 'IL' }),
    ).toEqual([
      { field: 'yearBuilt', message: '1700 is less than the minimum 1800' },
      {
        field: 'constructionType',
        message: '"straw" is not one of the options "frame", "masonry", "superiorMasonry"',
      },
      { field: 'roof', message: 'Dwelling declares no field "roof"' },
    ]);
  });
});

describe('contentsProblems', () => {
  const m = productModel(homeowners());
  const home = m.elements.get('Homeowners')!;
  const dwelling = m.elements.get('Dwelling')!;
  it.each([
    ['one Dwelling (+)', home, ['Dwelling'], []],
    ['three Dwellings (+)', home, ['Dwelling', 'Dwelling', 'Dwelling'], []],
    ['no Dwelling (+)', home, [], ['Homeowners needs at least one Dwelling, has none']],
    ['nothing under a Dwelling (?)', dwelling, [], []],
    ['one of each (?)', dwelling, ['Contents', 'Liability'], []],
    ['two Contents (?)', dwelling, ['Contents', 'Contents'], ['Dwelling holds at most one Contents, has 2']],
    ['a type it does not hold', dwelling, ['Dwelling'], ['Dwelling cannot hold a Dwelling']],
    ['an unknown type', dwelling, ['Pool'], ['"Pool" is not a declared element type']],
  ] as const)('%s', (_name, parent, children, expected) => {
    expect(contentsProblems(m, parent, children)).toEqual(expected);
  });

  it('an entry without a quantifier needs exactly one', () => {
    const model = productModel({ products: { P: { contents: ['C'] } }, coverages: { C: {} } });
    const p = model.elements.get('P')!;
    expect(contentsProblems(model, p, [])).toEqual(['P needs exactly one C, has none']);
    expect(contentsProblems(model, p, ['C'])).toEqual([]);
    expect(contentsProblems(model, p, ['C', 'C'])).toEqual(['P holds at most one C, has 2']);
  });
});

describe('sameValue', () => {
  it.each([
    ['IL', 'il', true],
    ['1.50', '1.5', true],
    ['1e3', '1000', true],
    ['Cook', 'Lake', false],
    ['01', '1', true],
  ])('%s = %s: %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});
