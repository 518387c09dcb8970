// The evaluation rules on their own, over an in-memory table that answers the lookup interface
// as its contract says (where columns match ignoring case; undefined when no table is in force).
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import { productModel } from '../product/index.js';
import type { ConstraintLookup, ConstraintQuery } from '../tables/constraint-lookup.js';
import { answerJson, createConstraintChecks, dependencyMap, type Node, type Subject } from './constraints.js';
import { STORED } from './request-paths.js';

const ROWS = [
  { state: 'IL', county: 'Cook', territory: 'T1' },
  { state: 'IL', county: 'Cook', territory: 'T2' },
  { state: 'IL', county: 'Lake', territory: 'T3' },
  { state: 'TX', county: 'Harris', territory: 'T4' },
];

function memoryLookup(): ConstraintLookup & { queries: Omit<ConstraintQuery, 'where' | 'columns'>[] } {
  /** Each table resolution asked for (an evaluation resolves a table once, then asks it per field). */
  const queries: Omit<ConstraintQuery, 'where' | 'columns'>[] = [];
  const values = (where: ConstraintQuery['where']) => {
    const rows = ROWS.filter((r) =>
      Object.entries(where).every(([c, vs]) =>
        vs.some((v) => v.toLowerCase() === r[c as keyof typeof r].toLowerCase()),
      ),
    );
    const out: Record<string, string[]> = { state: [], county: [], territory: [] };
    for (const r of rows)
      for (const c of Object.keys(out)) if (!out[c]!.includes(r[c as 'state'])) out[c]!.push(r[c as 'state']);
    return out;
  };
  const constraintTable: ConstraintLookup['constraintTable'] = async (_tenant, q) => {
    queries.push(q);
    return q.staticName === 'Geo'
      ? {
          values,
          question: (column, where) => (vs) =>
            values(Object.fromEntries(where.map((w, i) => [w, vs[i]!])))[column] ?? [],
        }
      : undefined;
  };
  return {
    queries,
    constraintTable,
    async constraintValues(tenant, q) {
      return (await constraintTable(tenant, q))?.values(q.where);
    },
  };
}

const model = productModel({
  products: { P: { contents: ['D+'], data: { state: { type: 'string' } } } },
  exposures: {
    D: {
      data: {
        state: { constraint: { table: 'Geo', column: 'state' } },
        county: { constraint: { table: 'Geo', column: 'county', where: { state: { key: 'state' } } } },
        territory: {
          constraint: {
            table: 'Geo',
            column: 'territory',
            where: { state: { key: 'state' }, county: { key: 'county' } },
          },
        },
        fixed: { constraint: { table: 'Geo', column: 'county', where: { state: { values: ['TX'] } } } },
        missing: { constraint: { table: 'Nowhere', column: 'x' } },
        plain: {},
      },
    },
  },
  constraintTables: {
    Geo: { selectionTimeBasis: 'policyStartTime', columns: { state: {}, county: {}, territory: {} } },
  },
});

function subject(rootData: Record<string, unknown>, dwellingData: Record<string, unknown>): Subject {
  const root: Node = { key: 'R', label: 'element R (P)', type: model.elements.get('P')!, data: rootData };
  const d: Node = {
    key: 'D1',
    label: 'element D1 (D)',
    type: model.elements.get('D')!,
    data: dwellingData,
    parent: root,
  };
  return {
    tenantId: 't',
    nodes: [root, d],
    jurisdiction: 'IL',
    dateFor: (basis) =>
      new Date(basis === 'policyStartTime' ? '2026-03-01T00:00:00Z' : '2030-01-01T00:00:00Z'),
  };
}

describe('evaluate', () => {
  it('narrows each field by prospective values; where columns not given take stored values', async () => {
    const lookup = memoryLookup();
    const checks = createConstraintChecks(lookup, model);
    const s = subject({}, { state: 'IL', county: 'Cook' });
    expect(await checks.evaluate(s, { D1: { county: {}, territory: {} } })).toEqual({
      D1: { county: ['Cook', 'Lake'], territory: ['T1', 'T2'] },
    });
    expect(
      await checks.evaluate(s, { D1: { county: { state: 'TX' }, territory: { county: 'lake' } } }),
    ).toEqual({
      D1: { county: ['Harris'], territory: ['T3'] },
    });
    expect(await checks.evaluate(s, { D1: { fixed: {} } })).toEqual({ D1: { fixed: ['Harris'] } });
    // Resolved at the date of the table's basis, in the entity's jurisdiction.
    expect(lookup.queries[0]).toMatchObject({
      staticName: 'Geo',
      jurisdiction: 'IL',
      date: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it('binds to the same element before its ancestors', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    expect(await checks.evaluate(subject({ state: 'TX' }, { state: 'IL' }), { D1: { county: {} } })).toEqual({
      D1: { county: ['Cook', 'Lake'] },
    });
  });

  it('an element named with no fields answers all its constrained fields; an unset binding allows nothing', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    const s = subject({}, {});
    const d = s.nodes[1]!;
    const fields = new Map(d.type.fields);
    fields.delete('missing');
    s.nodes[1] = { ...d, type: { ...d.type, fields } };
    expect(await checks.evaluate(s, { D1: {} })).toEqual({
      D1: { state: ['IL', 'TX'], county: [], territory: [], fixed: ['Harris'] },
    });
  });

  it('a table not in force at the date and jurisdiction is a 422 naming it', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    const err = (await checks
      .evaluate(subject({}, {}), { D1: { missing: {} } })
      .catch((e: unknown) => e)) as AppError;
    expect([err.status, err.errors?.[0]?.location]).toEqual([422, 'body.D1.missing']);
    expect(err.errors?.[0]?.message).toMatch(/"Nowhere"/);
  });

  it('refuses unknown elements, fields without constraints and unknown where columns, listing each (422)', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    const err = (await checks
      .evaluate(subject({}, {}), { X: {}, D1: { plain: {}, nope: {}, county: { zip: '1' } } })
      .catch((e: unknown) => e)) as AppError;
    expect(err.status).toBe(422);
    expect(err.errors?.map((e) => e.location)).toEqual([
      'body.X',
      'body.D1.plain',
      'body.D1.nope',
      'body.D1.county.zip',
    ]);
  });

  it('asks once for fields that share a table and where values', async () => {
    const lookup = memoryLookup();
    const checks = createConstraintChecks(lookup, model);
    // county (bound to the stored TX) and fixed (TX literally) select the same rows.
    expect(await checks.evaluate(subject({}, { state: 'TX' }), { D1: { county: {}, fixed: {} } })).toEqual({
      D1: { county: ['Harris'], fixed: ['Harris'] },
    });
    expect(lookup.queries).toHaveLength(1);
  });
});

describe('answerJson', () => {
  it('is the text JSON.stringify gives, with each values array serialised once', () => {
    const shared = Object.freeze(['IL', 'TX', 'a "quoted" \\ value', 'ü']) as string[];
    const answer = {
      '01HZX0000000000000000000A1': { state: shared, county: [] },
      'key "with" quotes': { territory: ['T1'], state: shared },
      '12': {},
    };
    expect(answerJson(answer).text).toBe(JSON.stringify(answer));
    expect(answerJson({}).text).toBe('{}');
    // A second answer with the same arrays gives the same text.
    expect(answerJson(answer).text).toBe(JSON.stringify(answer));
  });
});

describe('problems', () => {
  it('lists each stored value outside its allowed values, naming element, field and table', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    const problems = await checks.problems(
      subject({}, { state: 'IL', county: 'Harris', territory: 'T9', missing: 'x' }),
      STORED,
    );
    expect(problems.map((p) => p.location)).toEqual([
      'element D1 (D).data.county',
      'element D1 (D).data.territory',
      'element D1 (D).data.missing',
    ]);
    expect(problems[0]!.message).toBe(
      'D.county: "Harris" is not allowed by Geo.county (allowed: "Cook", "Lake")',
    );
    expect(problems[1]!.message).toMatch(/no value is allowed/);
    expect(problems[2]!.message).toMatch(
      /no constraint table "Nowhere" is in force at 2030-01-01T00:00:00.000Z in IL/,
    );
  });

  it('names a value the request gave by its request path', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    const paths = {
      element: () => undefined,
      field: (key: string, field: string) =>
        key === 'D1' && field === 'county' ? 'body.x.county' : undefined,
    };
    const problems = await checks.problems(
      subject({}, { state: 'IL', county: 'Harris', territory: 'T9' }),
      paths,
    );
    expect(problems.map((p) => p.location)).toEqual(['body.x.county', 'element D1 (D).data.territory']);
  });

  it('compares ignoring case and numbers by value', async () => {
    const checks = createConstraintChecks(memoryLookup(), model);
    expect(await checks.problems(subject({}, { state: 'il', county: 'COOK' }), STORED)).toEqual([]);
  });
});

describe('dependencyMap', () => {
  it('names bound elements with their current values, and literal values with no field', () => {
    const map = dependencyMap(subject({ state: 'TX' }, { state: 'IL' }));
    expect(map.R).toBeUndefined();
    expect(map.D1!.county).toEqual({
      table: 'Geo',
      column: 'county',
      where: { state: { staticLocator: 'D1', fieldName: 'state', values: ['IL'] } },
    });
    expect(map.D1!.territory!.where.county).toEqual({ staticLocator: 'D1', fieldName: 'county', values: [] });
    expect(map.D1!.fixed!.where.state).toEqual({ staticLocator: 'D1', fieldName: '', values: ['TX'] });
  });
});
