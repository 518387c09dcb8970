import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateConfig } from './validate-config.js';

type Config = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (): Config =>
  JSON.parse(
    readFileSync(new URL('../../../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as Config;

const errorsOf = (change: (c: Config) => void): string[] => {
  const c = fixture();
  change(c);
  return validateConfig(c).map(formatProblem);
};

describe('validateConfig', () => {
  it('accepts the homeowners configuration', () => {
    expect(validateConfig(fixture())).toEqual([]);
  });

  it('accepts a minimal configuration', () => {
    expect(validateConfig({ accounts: {}, charges: {}, products: {} })).toEqual([]);
  });

  const cases: [string, (c: Config) => void, string[]][] = [
    [
      'misspelled references, each with the nearest declared name',
      (c) => {
        c.exposures.Dwelling.contents = ['Content?', 'Liability?'];
        c.exposures.Dwelling.data.county.constraint.column = 'countie';
        c.exposures.Dwelling.data.county.constraint.where = { stat: { key: 'stat' } };
        c.coverages.Liability.extend = 'Content';
        c.documents.Declarations.templateSnippets = ['LetterHed'];
      },
      [
        'coverages.Liability.extend: "Content" is not a declared type of coverages; did you mean "Contents"?',
        'exposures.Dwelling.contents[0]: element type "Content" is not declared; did you mean "Contents"?',
        'exposures.Dwelling.data.county.constraint: column "countie" is not a column of "StateCounty"; did you mean "county"?',
        'exposures.Dwelling.data.county.constraint.where.stat: "stat" is not a column of "StateCounty"; did you mean "state"?',
        'exposures.Dwelling.data.county.constraint.where.stat.key: "stat" is not a field or coverage term of this element or of an element holding it; did you mean "state"?',
        'documents.Declarations.templateSnippets[0]: "LetterHed" is not declared in templateSnippets; did you mean "Letterhead"?',
      ],
    ],
    [
      'a configuration without its required sections',
      (c) => Object.keys(c).forEach((k) => delete c[k]),
      ['accounts: is required', 'charges: is required', 'products: is required'],
    ],
    [
      'a section of the wrong shape',
      (c) => ((c.tables = []), (c.customFonts = 'x')),
      [
        'tables: must be an object',
        'customFonts: must be an array',
        'documents.Declarations.customFonts[0]: "CorporateSans" is not declared in customFonts',
      ],
    ],
    [
      'a constraint naming an undeclared table',
      (c) => (c.exposures.Dwelling.data.county.constraint.table = 'Nope'),
      ['exposures.Dwelling.data.county.constraint: table "Nope" is not declared in constraintTables'],
    ],
    [
      'a constraint naming an unknown column',
      (c) => (c.exposures.Dwelling.data.county.constraint.column = 'city'),
      ['exposures.Dwelling.data.county.constraint: column "city" is not a column of "StateCounty"'],
    ],
    [
      'a where column that is not a column',
      (c) => (c.exposures.Dwelling.data.county.constraint.where = { region: { key: 'state' } }),
      ['exposures.Dwelling.data.county.constraint.where.region: "region" is not a column of "StateCounty"'],
    ],
    [
      'a where key naming an unknown field',
      (c) => (c.exposures.Dwelling.data.county.constraint.where.state.key = 'province'),
      [
        'exposures.Dwelling.data.county.constraint.where.state.key: "province" is not a field or coverage term of this element or of an element holding it',
      ],
    ],
    [
      'a where key naming a field of a containing element',
      (c) => {
        c.products.Homeowners.data.region = { type: 'string' };
        c.exposures.Dwelling.data.county.constraint.where.state.key = 'region';
      },
      [],
    ],
    [
      'a where key naming a field of a contained element',
      (c) =>
        (c.products.Homeowners.data.channel.constraint = {
          table: 'StateCounty',
          column: 'state',
          where: { county: { key: 'yearBuilt' } },
        }),
      [
        'products.Homeowners.data.channel.constraint.where.county.key: "yearBuilt" is not a field or coverage term of this element or of an element holding it',
      ],
    ],
    [
      'a where condition with neither key nor values',
      (c) => (c.exposures.Dwelling.data.county.constraint.where.state = {}),
      ['exposures.Dwelling.data.county.constraint.where.state: needs a key (a field) or values'],
    ],
    [
      'a field depending on itself',
      (c) => (c.exposures.Dwelling.data.county.constraint.where.state.key = 'county'),
      ['exposures.Dwelling.data.county.constraint.where.state.key: a field cannot depend on itself'],
    ],
    [
      'contents naming an unknown element type',
      (c) => c.exposures.Dwelling.contents.push('Pool*'),
      ['exposures.Dwelling.contents[2]: element type "Pool" is not declared'],
    ],
    [
      'contents with a bad quantifier',
      (c) => (c.products.Homeowners.contents = ['Dwelling!?']),
      [
        'products.Homeowners.contents[0]: "Dwelling!?" is not an element type optionally followed by ?, !, + or *',
      ],
    ],
    [
      'contents naming a product',
      (c) => c.exposures.Dwelling.contents.push('Homeowners'),
      ['exposures.Dwelling.contents[2]: "Homeowners" is a product; products cannot be contained'],
    ],
    [
      'an element type declared twice',
      (c) => (c.coverages.Dwelling = { data: {} }),
      ['coverages.Dwelling: element type "Dwelling" is already declared in exposures'],
    ],
    [
      'a bad data type',
      (c) => (c.exposures.Dwelling.data.yearBuilt.type = 'integer'),
      [
        'exposures.Dwelling.data.yearBuilt.type: "integer" is not a data type (one of string, int, decimal, boolean, date, datetime)',
      ],
    ],
    [
      'options that are not of the field type',
      (c) => (c.coverages.Liability.data.limit.options = ['100000', 'lots']),
      ['coverages.Liability.data.limit.options[1]: "lots" is not a decimal value'],
    ],
    [
      'bounds out of order and of the wrong type',
      (c) => {
        c.exposures.Dwelling.data.yearBuilt.min = '2200';
        c.coverages.Contents.data.limit.max = 'ten';
      },
      [
        'exposures.Dwelling.data.yearBuilt: min 2200 is greater than max 2100',
        'coverages.Contents.data.limit.max: "ten" is not a decimal value',
      ],
    ],
    [
      'bounds and lengths on fields they do not apply to',
      (c) => {
        c.accounts.ConsumerAccount.data.firstName.min = '1';
        c.exposures.Dwelling.data.yearBuilt.maxLength = 4;
      },
      [
        'exposures.Dwelling.data.yearBuilt.maxLength: applies to string fields, not int',
        'accounts.ConsumerAccount.data.firstName.min: applies to int, decimal, date and datetime fields, not string',
      ],
    ],
    [
      'lengths out of order',
      (c) => (c.accounts.ConsumerAccount.data.firstName.minLength = 100),
      ['accounts.ConsumerAccount.data.firstName: minLength 100 is greater than maxLength 80'],
    ],
    [
      'a regular expression that does not compile',
      (c) => (c.accounts.ConsumerAccount.data.email.regex = '(['),
      [
        'accounts.ConsumerAccount.data.email.regex: is not a valid regular expression (Invalid regular expression: /([/: Unterminated character class)',
      ],
    ],
    [
      'date bounds',
      (c) => (c.products.Homeowners.data.since = { type: 'date', min: '2020-02-30' }),
      ['products.Homeowners.data.since.min: "2020-02-30" is not a date value'],
    ],
    [
      'an extend naming an unknown type, and a cycle',
      (c) => {
        c.exposures.Dwelling.extend = 'Building';
        c.coverages.Contents.extend = 'Liability';
        c.coverages.Liability.extend = 'Contents';
      },
      [
        'exposures.Dwelling.extend: "Building" is not a declared type of exposures',
        'coverages.Contents.extend: extending "Liability" forms a cycle',
        'coverages.Liability.extend: extending "Contents" forms a cycle',
      ],
    ],
    [
      'a table column with a bad data type, and one without',
      (c) => {
        c.tables.TerritoryRates.columns.baseRate.dataType = 'money';
        delete c.constraintTables.StateCounty.columns.county.dataType;
      },
      [
        'tables.TerritoryRates.columns.baseRate.dataType: "money" is not a column type (one of int, decimal, boolean, string, date)',
        'constraintTables.StateCounty.columns.county.dataType: is required (one of int, decimal, boolean, string, date)',
      ],
    ],
    [
      'a lookup table without key columns',
      (c) => {
        for (const col of Object.values(c.tables.TerritoryRates.columns) as Config[]) col.isKey = false;
      },
      ['tables.TerritoryRates.columns: a lookup table needs at least one key column (isKey: true)'],
    ],
    [
      'a range table with bad range columns',
      (c) => {
        c.rangeTables.AgeOfHomeFactors.rangeStart = 'constructionType';
        c.rangeTables.AgeOfHomeFactors.rangeEnd = 'oldest';
      },
      [
        'rangeTables.AgeOfHomeFactors.rangeStart: column "constructionType" must be of type int or decimal',
        'rangeTables.AgeOfHomeFactors.rangeStart: column "constructionType" bounds the range and cannot be a key column',
        'rangeTables.AgeOfHomeFactors.rangeEnd: "oldest" is not a column of this table',
      ],
    ],
    [
      'a static name declared in two sections',
      (c) => (c.secrets.StateCounty = { items: {} }),
      ['secrets.StateCounty: static name "StateCounty" is already declared in constraintTables'],
    ],
    [
      'secret items without the dataType the reference requires',
      (c) =>
        (c.secrets.RatingService.items = { apiKey: { type: 'string' }, endpoint: { dataType: 'string' } }),
      ['secrets.RatingService.items.apiKey.dataType: is required'],
    ],
    [
      'declarations without what the reference requires',
      (c) => {
        delete c.secrets.RatingService.items;
        delete c.tables.TerritoryRates.selectionTimeBasis;
        delete c.constraintTables.StateCounty.columns.county.makeDistinct;
        delete c.documents.Declarations.trigger;
        delete c.templateSnippets.Letterhead.selectionTimeBasis;
        delete c.coverages.Contents.data;
        delete c.bootstrap.resources.resourceGroups;
      },
      [
        'coverages.Contents.data: is required',
        'tables.TerritoryRates.selectionTimeBasis: is required',
        'constraintTables.StateCounty.columns.county.makeDistinct: is required',
        'secrets.RatingService.items: is required',
        'documents.Declarations.trigger: is required',
        'templateSnippets.Letterhead.selectionTimeBasis: is required',
        'bootstrap.resources.resourceGroups: is required',
      ],
    ],
    [
      'a static name that is no resource name',
      (c) => c.customFonts.push('Corporate Sans'),
      [
        'customFonts[1]: "Corporate Sans" is not a valid static name (letters, digits, _ and $, at most 120 characters)',
      ],
    ],
    [
      'a document using undeclared snippets and fonts',
      (c) => {
        c.documents.Declarations.templateSnippets.push('Footer');
        c.documents.PrivacyNotice.customFonts = ['Serif'];
      },
      [
        'documents.Declarations.templateSnippets[1]: "Footer" is not declared in templateSnippets',
        'documents.PrivacyNotice.customFonts[0]: "Serif" is not declared in customFonts',
      ],
    ],
    [
      'bootstrap resources of the wrong shape',
      (c) => {
        c.bootstrap.resources.resourceInstances = {
          ratingCA: { staticName: 'Unknown', jurisdictions: 'CA' },
        };
        c.bootstrap.resources.resourceGroups = {
          launch: { selectionStartTime: 'soon', resourceNames: 'ratingCA' },
        };
      },
      [
        'bootstrap.resources.resourceInstances.ratingCA.staticName: "Unknown" is not declared in any resource section',
        'bootstrap.resources.resourceInstances.ratingCA.jurisdictions: must be an array of strings',
        'bootstrap.resources.resourceGroups.launch.selectionStartTime: must be a date-time such as 2026-01-01T00:00:00Z',
        'bootstrap.resources.resourceGroups.launch.resourceNames: must be an array of resource names',
      ],
    ],
    [
      'well-formed bootstrap resources',
      (c) => {
        c.bootstrap.resources.resourceInstances = {
          ratingCA: { staticName: 'RatingService', jurisdictions: ['CA'] },
        };
        c.bootstrap.resources.resourceGroups = {
          launch: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['ratingCA'] },
        };
      },
      [],
    ],
  ];

  it.each(cases)('reports %s', (_name, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it('reports every problem at once', () => {
    const errors = errorsOf((c) => {
      c.exposures.Dwelling.data.county.constraint.table = 'Nope';
      c.exposures.Dwelling.data.yearBuilt.type = 'year';
      c.exposures.Dwelling.contents.push('Pool');
    });
    expect(errors).toHaveLength(3);
  });

  it('survives values of any shape without throwing', () => {
    for (const v of [null, 1, 'x', [], { accounts: [], charges: 1, products: { P: 'x' } }]) {
      expect(() => validateConfig(v)).not.toThrow();
      expect(validateConfig(v).length).toBeGreaterThan(0);
    }
    expect(() =>
      validateConfig({
        accounts: { A: { data: { f: { type: 'string', constraint: 'x' } } } },
        charges: {},
        products: {},
      }),
    ).not.toThrow();
  });
});
