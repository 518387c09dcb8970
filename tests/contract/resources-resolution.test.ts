import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';
import { secret } from '../support/resources.js';

let s: TestServer;
let t: string;

// Instances of one static name, and the groups that select them over time.
const INSTANCES: [string, string[]][] = [
  ['base2025', []],
  ['caNv2025', ['NV', 'CA', 'CA']],
  ['base2026', []],
  ['ny2026', ['NY']],
  ['base2027', []],
  ['ca2028', ['CA']],
];
const GROUPS: [string, string, string[], boolean][] = [
  ['g2025', '2025-01-01T00:00:00Z', ['base2025', 'caNv2025'], false],
  ['g2026', '2026-01-01T00:00:00Z', ['base2026', 'ny2026'], false],
  ['g2027', '2027-01-01T00:00:00Z', ['base2027'], true],
  ['g2028', '2028-01-01T00:00:00Z', ['ca2028'], false],
];

beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  for (const [name, jurisdictions] of INSTANCES) await secret(s.admin, t, name, jurisdictions);
  for (const [name, start, resourceNames, retired] of GROUPS) {
    const g = await s.admin.createResourceGroup({
      tenantLocator: t,
      body: { name, selectionStartTime: start, resourceNames },
    });
    if (retired) await s.admin.retire({ tenantLocator: t, locator: g.locator });
  }
});
afterAll(() => s.close());

describe('fetchResource by static name', () => {
  const cases: [string, string | undefined, string | 404][] = [
    ['2024-06-01T00:00:00Z', undefined, 404], // before every group
    ['2024-06-01T00:00:00Z', 'CA', 404],
    ['2025-06-01T00:00:00Z', undefined, 'base2025'],
    ['2025-06-01T00:00:00Z', 'CA', 'caNv2025'],
    ['2025-06-01T00:00:00Z', 'NV', 'caNv2025'],
    ['2025-06-01T00:00:00Z', 'TX', 'base2025'],
    ['2026-01-01T00:00:00Z', undefined, 'base2026'],
    ['2025-12-31T23:59:59.999Z', undefined, 'base2025'],
    ['2026-01-01T01:00:00+01:00', undefined, 'base2026'], // the same moment, another offset
    ['2026-06-01T00:00:00Z', 'CA', 'base2026'],
    ['2026-06-01T00:00:00Z', 'NY', 'ny2026'],
    ['2027-06-01T00:00:00Z', undefined, 'base2026'], // the 2027 group is retired
    ['2028-06-01T00:00:00Z', 'CA', 'ca2028'],
    ['2028-06-01T00:00:00Z', undefined, 'base2026'],
    ['2028-06-01T00:00:00Z', 'NY', 'ny2026'],
  ];

  it.each(cases)('at %s in %s answers %s', async (date, jurisdiction, expected) => {
    const call = s.admin.fetchResource({
      tenantLocator: t,
      name: 'RatingService',
      byStaticName: true,
      date,
      jurisdiction,
    });
    if (expected === 404) {
      const err = await failure(call);
      expect(err.status).toBe(404);
      expect(err.code).toBe('NOT_FOUND');
    } else {
      expect((await call).name).toBe(expected);
    }
  });

  it('answers the whole instance, jurisdictions sorted and de-duplicated', async () => {
    const r = await s.admin.fetchResource({
      tenantLocator: t,
      name: 'RatingService',
      byStaticName: true,
      date: '2025-06-01T00:00:00Z',
      jurisdiction: 'CA',
    });
    expect(r).toEqual({
      name: 'caNv2025',
      staticName: 'RatingService',
      resourceType: 'secret',
      jurisdictions: ['CA', 'NV'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      createdBy: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('resolves at the current moment when no date is given', async () => {
    const local = await tenant(s.admin);
    await secret(s.admin, local, 'past');
    await secret(s.admin, local, 'future');
    for (const [name, start] of [
      ['past', '2000-01-01T00:00:00Z'],
      ['future', '2999-01-01T00:00:00Z'],
    ] as const) {
      await s.admin.createResourceGroup({
        tenantLocator: local,
        body: { name, selectionStartTime: start, resourceNames: [name] },
      });
    }
    const r = await s.admin.fetchResource({
      tenantLocator: local,
      name: 'RatingService',
      byStaticName: true,
    });
    expect(r.name).toBe('past');
  });

  it('fetchSecret resolves the same way and answers the values of that instance', async () => {
    const r = await s.admin.fetchSecret({
      tenantLocator: t,
      name: 'RatingService',
      byStaticName: true,
      date: '2026-06-01T00:00:00Z',
      jurisdiction: 'NY',
    });
    expect(r.resource.name).toBe('ny2026');
    expect(r.secret).toEqual({ apiKey: { value: 'key-of-ny2026' } });
  });

  it('a static name is not an instance name, and an instance name is not a static name', async () => {
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'RatingService' }))).status).toBe(
      404,
    );
    const err = await failure(
      s.admin.fetchResource({
        tenantLocator: t,
        name: 'base2025',
        byStaticName: true,
        date: '2030-01-01T00:00:00Z',
      }),
    );
    expect(err.status).toBe(404);
  });
});

describe('fetchResource by name', () => {
  it('ignores date and jurisdiction', async () => {
    const r = await s.admin.fetchResource({
      tenantLocator: t,
      name: 'ny2026',
      date: '2000-01-01T00:00:00Z',
      jurisdiction: 'CA',
    });
    expect(r).toMatchObject({ name: 'ny2026', jurisdictions: ['NY'] });
  });

  it("answers 404 for an unknown name and for another tenant's instance", async () => {
    const other = await tenant(s.admin);
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'nothing' }))).status).toBe(404);
    expect((await failure(s.admin.fetchResource({ tenantLocator: other, name: 'ny2026' }))).status).toBe(404);
    const byStatic = await failure(
      s.admin.fetchResource({ tenantLocator: other, name: 'RatingService', byStaticName: true }),
    );
    expect(byStatic.status).toBe(404);
  });

  it('refuses a malformed name and date (400)', async () => {
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'no-dashes' }))).status).toBe(400);
    const err = await failure(
      s.admin.fetchResource({ tenantLocator: t, name: 'x', byStaticName: true, date: 'tomorrow' }),
    );
    expect(err.status).toBe(400);
    expect(err.problem?.errors?.[0]?.location).toBe('query.date');
  });
});
