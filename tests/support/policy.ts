// Tenants, accounts and quotes built through the API for the policy tests.
import type { InsuiteClient, Schema } from '@insuite/client';
import { homeownersConfig, unique } from './given.js';
import type { TestServer } from './server.js';

type Config = Schema<'ConfigurationRef'>;
type Obj = Record<string, unknown>;

/**
 * The homeowners configuration with more to evaluate: a three-level chain state → county →
 * territory on the Dwelling (table CountyTerritory, dated by the policy start), and a coverage
 * field whose where binds to its Dwelling (`zone`, also declared on the root: the nearer wins), to
 * the root (`region`) and to a fixed value (`kind`).
 */
export function chainConfig(): Config {
  const c = homeownersConfig() as unknown as Obj & {
    products: Record<string, Obj & { data: Obj }>;
    exposures: Record<string, Obj & { data: Obj }>;
    coverages: Record<string, Obj & { data: Obj }>;
    constraintTables: Obj;
  };
  c.products.Homeowners!.data.region = { type: 'string', options: ['north', 'south'] };
  c.products.Homeowners!.data.zone = { type: 'string' };
  c.exposures.Dwelling!.data.zone = { type: 'string' };
  c.exposures.Dwelling!.data.territory = {
    type: 'string',
    constraint: {
      table: 'CountyTerritory',
      column: 'territory',
      where: { state: { key: 'state' }, county: { key: 'county' } },
    },
  };
  c.coverages.Contents!.data.band = {
    type: 'string',
    constraint: {
      table: 'Bands',
      column: 'band',
      where: { zone: { key: 'zone' }, region: { key: 'region' }, kind: { values: ['contents'] } },
    },
  };
  c.constraintTables.CountyTerritory = {
    selectionTimeBasis: 'policyStartTime',
    columns: {
      state: { dataType: 'string', makeDistinct: false },
      county: { dataType: 'string', makeDistinct: false },
      territory: { dataType: 'string', makeDistinct: false },
    },
  };
  c.constraintTables.Bands = {
    selectionTimeBasis: 'currentTime',
    columns: {
      zone: { dataType: 'string', makeDistinct: false },
      region: { dataType: 'string', makeDistinct: false },
      kind: { dataType: 'string', makeDistinct: false },
      band: { dataType: 'string', makeDistinct: false },
    },
  };
  return c as unknown as Config;
}

export async function chainTenant(client: InsuiteClient): Promise<string> {
  const result = await client.createTenant({ name: unique('t'), body: chainConfig() });
  if (!result.deploymentResult.isSuccess) throw new Error(result.deploymentResult.errors.join('\n'));
  return result.locator;
}

export const account = (client: InsuiteClient, tenantLocator: string, data: Obj = { firstName: 'Ada' }) =>
  client.createAccount({ tenantLocator, body: { type: 'ConsumerAccount', data } });

/** A homeowners quote with one Dwelling holding Contents and Liability. */
export async function quote(
  client: InsuiteClient,
  tenantLocator: string,
  opts: { accountLocator?: string; startTime?: string; data?: Obj; dwelling?: Obj; contents?: Obj } = {},
) {
  const accountLocator = opts.accountLocator ?? (await account(client, tenantLocator)).locator;
  return client.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator,
      startTime: opts.startTime ?? '2026-03-01T00:00:00Z',
      data: opts.data ?? { channel: 'direct' },
      elements: [
        {
          type: 'Dwelling',
          data: opts.dwelling ?? { constructionType: 'frame', yearBuilt: 1990 },
          elements: [
            { type: 'Contents', data: opts.contents ?? { limit: '25000' } },
            { type: 'Liability', data: { limit: '300000' } },
          ],
        },
      ],
    },
  });
}

/** The events the outbox holds for a tenant, oldest first. */
export async function outbox(s: TestServer, tenantLocator: string): Promise<{ type: string; data: Obj }[]> {
  const rows = (await s
    .db('events')
    .where({ tenant_id: tenantLocator })
    .orderBy('seq')
    .select('type', 'data')) as { type: string; data: string }[];
  return rows.map((r) => ({ type: r.type, data: JSON.parse(r.data) as Obj }));
}

/** Accepts a quote (running validation, pricing and underwriting on the way) and issues it. */
export async function acceptAndIssue(client: InsuiteClient, ids: { tenantLocator: string; locator: string }) {
  await client.acceptQuote(ids);
  return client.issueQuote(ids);
}
