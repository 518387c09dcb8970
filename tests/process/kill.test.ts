// Nothing lost on a kill: a server process is killed (SIGKILL: no shutdown, nothing flushed)
// at a random point of table uploads, configuration deploys, quote issues, webhook dispatch and a
// tenant import, then started again on the same database. Every write answered 2xx is there, and
// nothing is half-written. The invariants, read from the database after each restart:
// - every resource points at a content whose pieces add up to its size and hash, and every table
//   version (content of a table type) has its index record (table_contents) with it;
// - a tenant's configuration is the one of its newest deployment record: a deploy is all or none;
// - every issued quote has its policy, and the policy its issuance transaction; no policy without
//   an issued quote; a stored price is whole, and an issuance transaction carries its quote's
//   charges (priced by the example tenant's plugins);
// - the outbox holds one event per acknowledged change: one account.create per account, one
//   quote.issue per issued quote;
// and the dispatcher delivers, after the restart, every event that was pending.
// The kill points are random; the seed is printed (KILL_SEED replays one).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableZip, type InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { insuite } from '../support/cli.js';
import { homeownersConfig, unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { acceptAndIssue, account, quote } from '../support/policy.js';
import { fixtureCsv, uploadTable } from '../support/tables.js';
import { serverProcess, type ServerProcess, type Where } from '../support/server-process.js';
import { freshDatabase } from '../support/server.js';
import { receiver, webhookBody, type Receiver } from '../support/webhooks.js';

const seed = Number(process.env.KILL_SEED ?? randomBytes(4).readUInt32LE());
let state = seed || 1;
/** A random whole number of milliseconds in [lo, hi), from the printed seed. */
const between = (lo: number, hi: number): number => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return lo + (state % (hi - lo));
};

let where: Where;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
let server: ServerProcess;
let work: string;
const TOKEN = `ist_${randomBytes(24).toString('base64url')}`;

beforeAll(async () => {
  console.log(`kill points from KILL_SEED=${seed}`);
  work = mkdtempSync(join(tmpdir(), 'insuite-kill-'));
  database = await freshDatabase();
  where = {
    dataDir: join(work, 'data'),
    adminToken: TOKEN,
    databaseUrl: database.databaseUrl,
    // The killed dispatcher's lease on the webhook lapses after a few tries' time (its shortest,
    // with tries of a second) before the restarted one may carry on.
    env: { INSUITE_WEBHOOK_TIMEOUT_MS: '1000' },
  };
  server = await serverProcess(where);
  db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(where.dataDir, 'insuite.db') });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

const admin = (): InsuiteClient => server.as(TOKEN);

const RATED_DWELLING = { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 };
const examplePlugin = (file: string) =>
  readFileSync(new URL(`../fixtures/homeowners/plugins/${file}`, import.meta.url), 'utf8');

/** The example tenant with its plugins and the tables they rate from, in force from 2020. */
async function pricingTenant(client: InsuiteClient): Promise<string> {
  const body = withPlugins({ 'index.ts': examplePlugin('index.ts'), 'homes.ts': examplePlugin('homes.ts') });
  const t = (await client.createTenant({ name: unique('k'), body })).locator;
  await uploadTable(client, t, 'constraint', 'counties', 'StateCounty', fixtureCsv('state-county.csv'));
  await uploadTable(client, t, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  await uploadTable(client, t, 'range', 'ages', 'AgeOfHomeFactors', fixtureCsv('age-of-home-factors.csv'));
  await client.createResourceGroup({
    tenantLocator: t,
    body: {
      name: unique('g'),
      selectionStartTime: '2020-01-01T00:00:00Z',
      resourceNames: ['counties', 'rates', 'ages'],
    },
  });
  return t;
}

/**
 * Runs `writer` (which keeps writing with the client it is given, until it fails) on the server,
 * kills the server after a random time, and starts it again on the same database.
 */
async function killDuring(
  writer: (client: InsuiteClient) => Promise<void>,
  answered: () => number,
  lo = 0,
  hi = 800,
) {
  const client = admin();
  const writing = writer(client).catch(() => undefined);
  // At least one write answered first, so that there is something to lose.
  for (let i = 0; i < 1200 && answered() === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(answered()).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, between(lo, hi)));
  await server.kill();
  await writing;
  server = await serverProcess(where);
}

/** Keeps calling `once` until it throws (the server is gone). */
async function loop(once: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; ; i++) await once(i);
}

type Row = Record<string, unknown>;

async function invariants(): Promise<void> {
  // Resources and their contents, piece by piece.
  const resources = (await db('resources').select('id', 'resource_type', 'content_id')) as Row[];
  for (const r of resources) {
    expect(r.content_id, `resource ${String(r.id)} has content`).toBeTruthy();
    const c = (await db('resource_contents').where({ id: r.content_id }).first()) as Row | undefined;
    expect(c, `content of ${String(r.id)}`).toBeTruthy();
    const chunks = (await db('resource_content_chunks')
      .where({ content_id: r.content_id })
      .orderBy('seq')
      .select('data')) as { data: Buffer }[];
    const bytes = Buffer.concat(chunks.map((x) => Buffer.from(x.data)));
    expect(bytes.length).toBe(Number(c!.size));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(c!.sha256);
    if (['table', 'rangeTable', 'constraintTable'].includes(String(r.resource_type))) {
      const index = await db('table_contents').where({ content_id: r.content_id }).first();
      expect(index, `table version ${String(r.content_id)} has its index record`).toBeTruthy();
    }
  }
  // Deploys: a tenant's configuration is that of its newest deployment.
  for (const t of (await db('tenants').select('id', 'config')) as Row[]) {
    const newest = (await db('config_deployments')
      .where({ tenant_id: t.id })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first('config')) as Row | undefined;
    if (newest) expect(JSON.parse(String(t.config))).toEqual(JSON.parse(String(newest.config)));
  }
  // Issued quotes, policies, transactions.
  const issued = (await db('quotes').where({ state: 'issued' }).select('id', 'tenant_id')) as Row[];
  const policies = (await db('policies').select('id', 'quote_id', 'issued_transaction_id')) as Row[];
  expect(policies.length).toBe(issued.length);
  for (const q of issued) {
    const p = policies.find((x) => x.quote_id === q.id);
    expect(p, `issued quote ${String(q.id)} has its policy`).toBeTruthy();
    const tx = await db('policy_transactions')
      .where({ id: p!.issued_transaction_id, policy_id: p!.id })
      .first();
    expect(tx, `policy ${String(p!.id)} has its issuance transaction`).toBeTruthy();
  }
  // The outbox: one event per acknowledged change.
  const count = async (table: string, w: Row = {}) =>
    Number(((await db(table).where(w).count({ n: '*' })) as { n: number | string }[])[0]!.n);
  expect(await count('events', { type: 'account.create' })).toBe(await count('accounts'));
  expect(await count('events', { type: 'quote.issue' })).toBe(issued.length);
  // Prices: a stored price is whole, an issuance transaction carries its quote's charges as they
  // were, and each step taken has its event (no quote is reset here).
  const priced = (await db('quotes').whereNotNull('price').select('id', 'state', 'price')) as Row[];
  for (const q of priced) {
    const price = JSON.parse(String(q.price)) as { items: { amount: string }[] };
    expect(
      price.items.every((c) => /^\d+(\.\d+)?$/.test(c.amount)),
      `price of ${String(q.id)}`,
    ).toBe(true);
  }
  for (const q of issued) {
    const p = policies.find((x) => x.quote_id === q.id)!;
    const tx = (await db('policy_transactions')
      .where({ id: p.issued_transaction_id })
      .first('charges')) as Row;
    const quote = (await db('quotes').where({ id: q.id }).first('price')) as Row;
    const items = quote.price ? (JSON.parse(String(quote.price)) as { items: Row[] }).items : [];
    // The issued charges name the policy's elements: the static locator is the quote's, the
    // element's own locator is the policy's.
    const charges = (tx.charges ? JSON.parse(String(tx.charges)) : []) as Row[];
    const withoutElement = ({ elementLocator: _e, ...rest }: Row) => rest;
    expect(charges.map(withoutElement), `charges of ${String(q.id)}`).toEqual(items.map(withoutElement));
    for (const c of charges) expect(c.elementLocator).not.toBe(undefined);
  }
  expect(await count('events', { type: 'quote.price' })).toBe(priced.length);
  const accepted = (await db('quotes').whereIn('state', ['accepted', 'issued']).count({ n: '*' })) as {
    n: number | string;
  }[];
  expect(await count('events', { type: 'quote.accept' })).toBe(Number(accepted[0]!.n));
}

const csv = readFileSync(new URL('../fixtures/homeowners/territory-rates.csv', import.meta.url), 'utf8');

describe('killed during writes, started again', () => {
  it('table uploads: every one answered is there with its index; none is half-written', async () => {
    const t = (await admin().createTenant({ name: unique('k'), body: homeownersConfig() })).locator;
    const body = await tableZip(csv);
    const answered: string[] = [];
    await killDuring(
      (client) =>
        Promise.all(
          [0, 1, 2].map((w) =>
            loop(async (i) => {
              const name = `rates${w}x${i}`;
              await client.createLookupTable({ tenantLocator: t, name, staticName: 'TerritoryRates', body });
              answered.push(name);
            }),
          ),
        ).then(() => undefined),
      () => answered.length,
    );
    for (const name of answered) {
      const row = await admin().fetchTableRecord({
        tenantLocator: t,
        name,
        byStaticName: false,
        key: ['IL', 'Cook'],
      });
      expect(row.value).toMatchObject({ baseRate: '812.50' });
    }
    await invariants();
  }, 120_000);

  it('configuration deploys: the tenant holds the last one answered, or one after it, whole', async () => {
    const t = (await admin().createTenant({ name: unique('k'), body: homeownersConfig() })).locator;
    let lastAnswered = 0;
    await killDuring(
      (client) =>
        loop(async (i) => {
          // Deploy N declares one more charge type, deployN, by which it is known.
          const config = homeownersConfig() as { charges: Record<string, unknown> };
          config.charges = { ...config.charges, [`deploy${i + 1}`]: config.charges.premium };
          const r = await client.deployConfigZip({ tenantLocator: t, body: config as never });
          if (r.deploymentResult.isSuccess) lastAnswered = i + 1;
        }),
      () => lastAnswered,
    );
    const now = (await admin().fetchConfigDefinition({ tenantLocator: t })) as Record<string, unknown>;
    const numbers = Object.keys((now.charges ?? {}) as Record<string, unknown>).flatMap((k) => {
      const m = /^deploy(\d+)$/.exec(k);
      return m ? [Number(m[1])] : [];
    });
    // Whole: one deploy's configuration, not parts of two.
    expect(numbers).toHaveLength(1);
    expect(numbers[0]).toBeGreaterThanOrEqual(lastAnswered);
    await invariants();
  }, 120_000);

  it('a price and an issue: every quote answered issued has its policy, transaction and charges; the outbox has each', async () => {
    const t = await pricingTenant(admin());
    const issued: string[] = [];
    await killDuring(
      (client) =>
        Promise.all(
          [0, 1].map(() =>
            loop(async () => {
              const q = await quote(client, t, { dwelling: RATED_DWELLING });
              await acceptAndIssue(client, { tenantLocator: t, locator: q.locator });
              issued.push(q.locator);
            }),
          ),
        ).then(() => undefined),
      () => issued.length,
    );
    for (const q of issued) {
      const got = await admin().fetchQuote({ tenantLocator: t, locator: q });
      expect(got.quoteState ?? (got as { state?: string }).state).toBe('issued');
      const price = await admin().fetchPricedQuote({ tenantLocator: t, locator: q });
      expect(price.items.map((c) => c.amount)).toEqual([934.38]);
    }
    await invariants();
  }, 120_000);

  it('webhook dispatch: after the restart every event pending or in flight is delivered', async () => {
    const hook: Receiver = await receiver();
    try {
      const t = (await admin().createTenant({ name: unique('k'), body: homeownersConfig() })).locator;
      // A try that times out on a busy machine is tried again within the wait below, not a minute
      // later: what is asserted is that the restart loses nothing, not that every first try lands.
      await admin().createWebhook({
        tenantLocator: t,
        body: webhookBody(hook.url, {
          eventTypes: ['account.create'],
          failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 5 } },
        }),
      });
      const made: string[] = [];
      await killDuring(
        (client) =>
          loop(async () => {
            made.push((await account(client, t)).locator);
          }),
        () => made.length,
      );
      // The restarted dispatcher goes on where the killed one stopped (at least once).
      const delivered = () => new Set(hook.received.map((r) => String(r.event.data.locator)));
      for (let i = 0; i < 600 && made.some((a) => !delivered().has(a)); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(made.filter((a) => !delivered().has(a))).toEqual([]);
      await invariants();
    } finally {
      await hook.close();
    }
  }, 120_000);

  it('a tenant import: whatever it wrote before the kill is whole, and the import runs again', async () => {
    const source = (await admin().createTenant({ name: unique('src'), body: homeownersConfig() })).locator;
    const body = await tableZip(csv);
    for (let i = 0; i < 6; i++) {
      await admin().createLookupTable({
        tenantLocator: source,
        name: `rates${i}`,
        staticName: 'TerritoryRates',
        body,
      });
    }
    const dir = join(work, unique('export-'));
    expect((await insuite(['export', source, dir], { url: server.url, token: TOKEN })).code).toBe(0);
    const name = unique('imp');
    const tenantMade = async () => ((await db('tenants').where({ name }).first()) !== undefined ? 1 : 0);
    let made = 0;
    const watch = setInterval(() => void tenantMade().then((n) => (made = n)), 25);
    try {
      await killDuring(
        () =>
          insuite(['import', dir, '--name', name], { url: server.url, token: TOKEN }).then(() => undefined),
        () => made,
        0,
        600,
      );
    } finally {
      clearInterval(watch);
    }
    await invariants();
    const again = await insuite(['import', dir, '--name', unique('imp')], { url: server.url, token: TOKEN });
    // The exported tenant has charges and no rating plugin: the import says so, and nothing else.
    expect(again.stderr.replace(/^warning: products\.Homeowners\.charges: declares charges.*\n/m, '')).toBe(
      '',
    );
    expect(again.code).toBe(0);
    await invariants();
  }, 120_000);
});
