// The published data model offline: custom data types, quantifiers and coverage terms as the
// configuration check reads them, and as `insuite types` writes them.
import { describe, expect, it } from 'vitest';
import { tenantTypesModule } from './tenant-types.js';
import { formatProblem, validateConfig } from './validate-config.js';

const config = () => ({
  accounts: { Owner: { data: { name: { type: 'string!' }, phones: { type: 'Phone*' } } } },
  charges: {
    premium: {
      category: 'premium',
      handling: 'normal',
      invoicing: 'scheduled',
      transactionBundlingEnabled: false,
    },
  },
  dataTypes: { Phone: { data: { number: { type: 'string!' } } } },
  coverageTerms: {
    Deductible: { type: 'deductible', options: { d250: { value: 250 }, d500: { value: 500 } } },
  },
  products: {
    Pet: {
      contents: ['Vet!'],
      data: { species: { type: 'string!', options: ['dog', 'cat'] }, tags: { type: 'string+' } },
    },
  },
  coverages: { Vet: { coverageTerms: ['Deductible'], data: {} } },
});

describe('the data model, checked', () => {
  it('accepts data types, quantifiers, coverage terms and required contents', () => {
    expect(validateConfig(config())).toEqual([]);
  });

  it('names each mistake', () => {
    const c = config() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    c.products.Pet.data.tags.type = 'string++';
    c.products.Pet.data.size = { type: 'int', options: [5000] };
    c.dataTypes.string = { data: {} };
    c.accounts.Owner.data.phones.options = ['1'];
    c.coverageTerms.Deductible.type = 'deductable';
    c.coverageTerms.Limit = { type: 'limit' };
    expect(validateConfig(c).map(formatProblem)).toEqual([
      'dataTypes.string: "string" is a built-in data type and cannot be declared again',
      'coverageTerms.Deductible.type: "deductable" is not a coverage term type (one of splitLimit, deductible, limit); did you mean "deductible"?',
      'coverageTerms.Limit.options: is required: the options an element chooses from',
      'products.Pet.data.tags.type: "string++" is not a data type (one of string, int, decimal, boolean, date, datetime, Phone, followed by one of ?, !, + or * where a quantifier is meant)',
      'products.Pet.data.size.options[0]: is the JSON number 5000; options are strings, so write it as "5000"',
      'accounts.Owner.data.phones.options: applies to fields of the built-in types, not Phone',
    ]);
  });
});

describe('insuite types', () => {
  it('types required fields, lists, custom data types and coverage terms', () => {
    const text = tenantTypesModule(config(), 'pets');
    expect(text).toContain('export type Phone = {\n  /** string! */\n  number: string;\n};');
    expect(text).toContain('  /** Phone* */\n  phones?: (Phone)[];');
    expect(text).toContain('  species: "dog" | "cat";');
    expect(text).toContain('  tags: (string)[];');
    expect(text).toContain('  coverageTerms?: { Deductible?: "d250" | "d500" };');
  });

  it('types a required field scoped to some of quick quotes, quotes and policies as optional, its scope in its comment', () => {
    const c = config() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    c.products.Pet.data.species.scope = 'Q,P';
    c.products.Pet.data.tags.scope = 'QQ, Q, P';
    const text = tenantTypesModule(c, 'pets');
    expect(text).toContain('  /** string!, scope Q,P */\n  species?: "dog" | "cat";');
    expect(text).toContain('  /** string+, scope QQ,Q,P */\n  tags: (string)[];');
  });
});
