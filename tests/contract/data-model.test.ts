// The configuration's published data model, enforced: custom data types (`dataTypes`) and their
// fields, quantifiers on fields (`?`, `!`, `+`, `*`) and contents, and coverage terms chosen per
// element. Each is refused at deploy when declared wrongly, and enforced on create and update with
// a 422 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { startServer, type TestServer } from '../support/server.js';

const config = () => ({
  charges: {
    premium: {
      category: 'premium',
      handling: 'normal',
      invoicing: 'scheduled',
      transactionBundlingEnabled: false,
    },
  },
  accounts: { Owner: { data: { name: { type: 'string!' }, phones: { type: 'Phone*' } } } },
  dataTypes: {
    Phone: { data: { number: { type: 'string!' }, kind: { type: 'string?', options: ['home', 'mobile'] } } },
  },
  coverageTerms: {
    Deductible: { type: 'deductible', options: { d250: { value: 250 }, d500: { value: 500 } } },
  },
  products: {
    Pet: {
      defaultDurationBasis: 'years',
      charges: ['premium'],
      contents: ['Animal!', 'Vet?'],
      data: { species: { type: 'string!', options: ['dog', 'cat'] }, tags: { type: 'string*' } },
    },
  },
  exposures: { Animal: { data: { name: { type: 'string!' }, vaccinations: { type: 'date+' } } } },
  coverages: { Vet: { coverageTerms: ['Deductible'], data: {} } },
});

const PLUGIN = `
export function validate({ quote, tables }) {
  // A table the configuration does not declare: the call fails naming it.
  if (quote.element.data.tags?.includes('lookup')) tables.lookup('Rates', ['x']);
  return { errors: [] };
}
export function rate({ quote, coverageTerms }) {
  const vet = quote.element.elements.find((e) => e.type === 'Vet');
  const chosen = vet?.coverageTerms?.Deductible;
  const amount = chosen ? String(1000 - coverageTerms.Deductible.options[chosen].value) : '1000';
  return { items: [{ elementLocator: quote.element.locator, chargeType: 'premium', amount }] };
}`;

let s: TestServer;
let t: string;
let owner: string;
beforeAll(async () => {
  s = await startServer();
  const made = await s.admin.createTenant({
    name: unique('pets'),
    body: withPlugins({ 'index.js': PLUGIN }, config()),
  });
  expect(made.deploymentResult).toMatchObject({ isSuccess: true, errors: [] });
  t = made.locator;
  owner = (
    await s.admin.createAccount({
      tenantLocator: t,
      body: { type: 'Owner', data: { name: 'Ada', phones: [{ number: '555', kind: 'MOBILE' }] } },
    })
  ).locator;
}, 120_000);
afterAll(() => s?.close());

const animal = { type: 'Animal', data: { name: 'Rex', vaccinations: ['2026-01-02'] } };
const create = (body: Record<string, unknown>) =>
  s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Pet',
      accountLocator: owner,
      startTime: '2026-03-01T00:00:00Z',
      data: { species: 'dog' },
      elements: [animal],
      ...body,
    } as never,
  });
const problems = async (p: Promise<unknown>) => {
  const err = await failure(p);
  expect(err.status).toBe(422);
  return (err.problem?.errors ?? []).map((e: { location?: string; message: string }) => [
    e.location,
    e.message,
  ]);
};

describe('custom data types and quantifiers', () => {
  it("stores a custom type's values, options in their declared spelling", async () => {
    const a = await s.admin.fetchAccount({ tenantLocator: t, locator: owner });
    expect(a.data).toEqual({ name: 'Ada', phones: [{ number: '555', kind: 'mobile' }] });
    const q = await create({ data: { species: 'DOG', tags: [] } });
    expect(q.element.data).toEqual({ species: 'dog', tags: [] });
  });

  it('refuses missing required fields, lists that are not lists and bad nested values, naming each field', async () => {
    expect(
      await problems(
        create({ data: { tags: 'x' }, elements: [{ type: 'Animal', data: { vaccinations: [] } }] }),
      ),
    ).toEqual([
      ['body.data.tags', 'Pet.tags: must be a list of values (its type ends in *)'],
      ['body.data.species', 'Pet.species: is required'],
      ['body.elements[0].data.vaccinations', 'Animal.vaccinations: needs at least one value'],
      ['body.elements[0].data.name', 'Animal.name: is required'],
    ]);
    expect(
      await problems(
        s.admin.createAccount({
          tenantLocator: t,
          body: { type: 'Owner', data: { name: 'B', phones: [{ kind: 'fax', numbr: '1' }] } },
        }),
      ),
    ).toEqual([
      ['body.data.phones[0].kind', 'Owner.phones[0].kind: "fax" is not one of the options "home", "mobile"'],
      [
        'body.data.phones[0].numbr',
        'Owner.phones[0].numbr: Phone declares no field "numbr"; did you mean "number"?',
      ],
      ['body.data.phones[0].number', 'Owner.phones[0].number: is required'],
    ]);
  });

  it('refuses removing a required field on update', async () => {
    const q = await create({});
    expect(
      await problems(
        s.admin.updateQuote({ tenantLocator: t, locator: q.locator, body: { removeData: { species: '' } } }),
      ),
    ).toEqual([[expect.stringContaining('data.species'), 'Pet.species: is required']]);
  });

  it('enforces a required content (Animal!)', async () => {
    const err = await failure(create({ elements: [] }));
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toContain('Pet needs exactly one Animal, has none');
  });
});

describe('coverage terms', () => {
  it('takes an option per element, answers it, hands it to plugins, and refuses others', async () => {
    const q = await create({ elements: [animal, { type: 'Vet', coverageTerms: { Deductible: 'D500' } }] });
    const vet = q.element.elements!.find((e) => e.type === 'Vet')!;
    expect(vet.coverageTerms).toEqual({ Deductible: 'd500' });
    expect(
      await problems(
        s.admin.updateQuote({
          tenantLocator: t,
          locator: q.locator,
          body: { elements: [{ locator: vet.locator, setCoverageTerms: { Deductible: 'd100' } }] },
        }),
      ),
    ).toEqual([
      [
        expect.stringContaining('coverageTerms.Deductible'),
        'Vet: "d100" is not an option of Deductible (one of "d250", "d500")',
      ],
    ]);
    const price = await s.admin.priceQuote({ tenantLocator: t, locator: q.locator });
    expect(price.items.map((i) => i.amount)).toEqual([500]);

    expect(
      await problems(create({ elements: [{ ...animal, coverageTerms: { Deductible: 'd250' } }] })),
    ).toEqual([
      ['body.elements[0].coverageTerms.Deductible', 'Animal: Animal takes no coverage term "Deductible"'],
    ]);
  });
});

describe('at deploy', () => {
  it('refuses unknown data types, undeclared coverage terms and charges, and bad options', async () => {
    const bad = config() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    bad.products.Pet.data.owner = { type: 'Persn' };
    bad.dataTypes.Person = { data: { n: { type: 'string' } } };
    bad.coverages.Vet.coverageTerms = ['Deductable'];
    bad.coverages.Vet.charges = ['premum'];
    bad.coverageTerms.Deductible.options.d1000 = { value: '1000' };
    const r = await s.admin.deployConfigZip({ tenantLocator: t, body: bad as never });
    expect(r.deploymentResult.isSuccess).toBe(false);
    expect(r.deploymentResult.errors).toEqual(
      expect.arrayContaining([
        'products.Pet.data.owner.type: "Persn" is not a data type (one of string, int, decimal, boolean, date, datetime, Phone, Person); did you mean "Person"?',
        'coverages.Vet.coverageTerms[0]: "Deductable" is not declared in coverageTerms; did you mean "Deductible"?',
        'coverages.Vet.charges[0]: "premum" is not declared in charges; did you mean "premium"?',
        'coverageTerms.Deductible.options.d1000.value: must be a number',
      ]),
    );
  });
});

describe('a plugin looking up a table the configuration does not declare', () => {
  it('fails the call naming the table', async () => {
    const q = await create({ data: { species: 'dog', tags: ['lookup'] } });
    const err = await failure(s.admin.validateQuote({ tenantLocator: t, locator: q.locator }));
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toContain('table "Rates" is not declared in tables');
  });
});
