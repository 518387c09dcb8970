// What a request costs the database: the statements (each one round trip: pg sends parse, bind,
// execute and sync together) that one request of each operation class sends to PostgreSQL, counted
// in the driver of an in-process server on a fresh database (TEST_DATABASE_URL's server). Counted
// one request at a time in steady state (the same request made before), and once right after an
// identity change. Used by npm run bench:scale.
import Database from '../server/src/db/sqlite-driver.js';
import pg from 'pg';
import { startServer } from '../tests/support/server.js';
import { readableTenant } from './targets.js';

export interface Cost {
  operation: string;
  /** Statements (round trips) per request, averaged over the requests counted. */
  statements: number;
  /** Of them, those inside a transaction (begin and commit/rollback included). */
  inTransactions: number;
}

let counting = false;
let statements = 0;
let inTransactions = 0;

function instrumentSqlite() {
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
    string,
    (...a: unknown[]) => unknown
  >;
  probe.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = proto[method]!;
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      if (counting) {
        statements++;
        if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(this.source)) inTransactions++;
      }
      return original.apply(this, args);
    };
  }
}

function instrument() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  // One call of query is one statement sent (and one round trip).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      statements++;
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
      if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(text ?? '')) inTransactions++;
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

async function count(times: number, call: () => Promise<unknown>): Promise<[number, number]> {
  statements = 0;
  inTransactions = 0;
  counting = true;
  try {
    for (let i = 0; i < times; i++) await call();
  } finally {
    counting = false;
  }
  return [statements / times, inTransactions / times];
}

/**
 * Statements per request of each operation class, on the PostgreSQL server of `databaseUrl`, or on
 * SQLite without it.
 */
export async function databaseCosts(databaseUrl: string | undefined): Promise<Cost[]> {
  if (databaseUrl) {
    process.env.TEST_DATABASE_URL = databaseUrl;
    instrument();
  } else {
    delete process.env.TEST_DATABASE_URL;
    instrumentSqlite();
  }
  const server = await startServer({ env: { INSUITE_VALIDATE_RESPONSES: 'false' } });
  try {
    const sdk = server.admin;
    const { tenant: t, group } = await readableTenant(sdk);
    let n = 0;
    const classes: [string, () => Promise<unknown>][] = [
      ['GET /healthz (no token)', () => fetch(`${server.baseUrl}/healthz`)],
      ['fetchTenants (token only)', () => sdk.fetchTenants()],
      [
        'fetchResourceGroup (token, tenant, one row)',
        () => sdk.fetchResourceGroup({ tenantLocator: t, locator: group }),
      ],
      [
        'fetchTableRecord (static name resolved through groups)',
        () => sdk.fetchTableRecord({ tenantLocator: t, name: 'TerritoryRates', key: ['IL', 'Cook'] }),
      ],
      [
        'createResourceGroup (a write)',
        () =>
          sdk.createResourceGroup({
            tenantLocator: t,
            body: { name: `w${n++}`, selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
          }),
      ],
    ];
    const out: Cost[] = [];
    for (const [operation, call] of classes) {
      await call();
      await call();
      const [s, tx] = await count(20, call);
      out.push({ operation, statements: s, inTransactions: tx });
    }
    // The first request after an identity change reads the token again.
    const [s, tx] = await count(1, async () => {
      await sdk.createRole({
        body: { name: `r${n++}`, description: 'bench', permissions: ['tenants.read'] },
      });
    });
    const [after] = await count(1, () => sdk.fetchResourceGroup({ tenantLocator: t, locator: group }));
    out.push({ operation: 'createRole (an identity change)', statements: s, inTransactions: tx });
    out.push({ operation: 'fetchResourceGroup right after it', statements: after, inTransactions: 0 });
    return out;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  for (const c of await databaseCosts(url))
    console.log(
      `${c.operation.padEnd(60)} ${c.statements.toFixed(2).padStart(6)} ${c.inTransactions.toFixed(2).padStart(6)}`,
    );
}
