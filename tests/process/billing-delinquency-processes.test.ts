// The delinquency job across processes on one database of the engine of this run (the same SQLite
// file, or one PostgreSQL database). Policies are issued by a process whose jobs do not run again,
// with terms that started 360 days ago on a monthly plan and the standard delinquency plan (10
// days of grace, a reminder, a cancellation issued): every invoice of each is due and unpaid, as
// after a long downtime. A process invoices them and starts on their delinquencies; it is killed
// (SIGKILL) once the delinquency job has written some of its steps (a lapse transaction taken
// partway, say), and a new process on the same database finishes the rest. What is asserted is the end state, read from the database once every
// process is gone: one delinquency per policy holding every invoice of it, lapsed with one
// cancellation issued, and each step's event written once.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/knex.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN } from '../support/billing.js';
import {
  count,
  DAY_MS,
  filledDatabase,
  issuedPolicies,
  KILL_SEED as seed,
  RENEWALS_QUIET,
  untilDone,
  workFolder,
} from '../support/job-processes.js';
import { paymentsConfig } from '../support/payments.js';
import { quote } from '../support/policy.js';
import { serverProcess, type ServerProcess } from '../support/server-process.js';

const POLICIES = 12;
const work = workFolder('insuite-delinquencies-');
/** The events one policy's delinquency writes: its start, its grace, its reminder, its lapse. */
const ONCE = [
  'delinquency.create',
  'delinquency.startGrace',
  'delinquency.triggerEvent',
  'delinquency.triggerLapse',
  'delinquency.createLapseTransaction',
];

/** A database with `n` issued one-year monthly policies, every invoice of each due and unpaid once made. */
async function duePolicies(n: number) {
  const { where, db, filled, drop } = await filledDatabase(work(), async (admin) => {
    const t = (
      await admin.createTenant({
        name: unique('dlq'),
        body: withPlugins(
          { 'index.ts': RATE_PLUGIN },
          paymentsConfig({ installmentPlans: PLANS, defaultInstallmentPlan: 'monthly' }),
        ) as never,
      })
    ).locator;
    const start = new Date(Date.now() - 360 * DAY_MS).toISOString();
    const policies = await issuedPolicies(admin, t, n, () =>
      quote(admin, t, { startTime: start, dwelling: { constructionType: 'frame', yearBuilt: 1990 } }),
    );
    return { tenant: t, policies };
  });
  expect(await count(db('delinquencies').count({ n: '*' }))).toBe(0);
  return { where, db, ...filled, drop };
}

/** Waits until every policy's delinquency has nothing left to do and its cancellation is issued. */
const allLapsed = (db: Db, n: number, alive: () => boolean) =>
  untilDone(
    db,
    async (d) =>
      (await count(d('delinquencies').whereNull('due_at').count({ n: '*' }))) === n &&
      (await count(
        d('policy_transactions').where({ category: 'cancellation', state: 'issued' }).count({ n: '*' }),
      )) === n,
    alive,
  );

async function lapsedOnce(db: Db, tenant: string, policies: string[]) {
  const delinquencies = (await db('delinquencies')
    .where({ tenant_id: tenant })
    .select('id', 'policy_id', 'state', 'due_at', 'lapse_transaction_id')) as {
    id: string;
    policy_id: string;
    state: string;
    due_at: string | null;
    lapse_transaction_id: string | null;
  }[];
  // One per policy, lapsed, nothing left to do.
  expect(delinquencies.map((d) => d.policy_id).sort()).toEqual([...policies].sort());
  for (const d of delinquencies) {
    expect(d.state, d.id).toBe('lapseTransactionCreated');
    expect(d.due_at, d.id).toBeNull();
  }
  // One cancellation per policy, issued: the delinquency's.
  const cancellations = (await db('policy_transactions')
    .whereIn('policy_id', policies)
    .where({ category: 'cancellation' })
    .select('id', 'policy_id', 'state')) as { id: string; policy_id: string; state: string }[];
  expect(cancellations.map((c) => c.policy_id).sort()).toEqual([...policies].sort());
  expect(cancellations.every((c) => c.state === 'issued')).toBe(true);
  expect(cancellations.map((c) => c.id).sort()).toEqual(
    delinquencies.map((d) => d.lapse_transaction_id).sort(),
  );
  // Every invoice owing something is on exactly one delinquency, its policy's.
  const owing = (
    (await db('invoices').where({ tenant_id: tenant }).select('id', 'policy_id', 'total_amount')) as {
      id: string;
      policy_id: string;
      total_amount: string;
    }[]
  ).filter((i) => new Decimal(i.total_amount).gt(0));
  expect(owing).toHaveLength(12 * policies.length);
  const refs = (await db('delinquency_references')
    .where({ tenant_id: tenant, reference_type: 'invoice' })
    .select('reference_id', 'delinquency_id')) as { reference_id: string; delinquency_id: string }[];
  expect(refs.map((r) => r.reference_id).sort()).toEqual(owing.map((i) => i.id).sort());
  const policyOf = new Map(delinquencies.map((d) => [d.id, d.policy_id]));
  const invoicePolicy = new Map(owing.map((i) => [i.id, i.policy_id]));
  for (const r of refs) expect(policyOf.get(r.delinquency_id)).toBe(invoicePolicy.get(r.reference_id));
  // Each step's event once per delinquency.
  const events = (await db('events')
    .where({ tenant_id: tenant })
    .whereIn('type', ONCE)
    .select('type', 'data')) as { type: string; data: string }[];
  for (const type of ONCE) {
    const of = events
      .filter((e) => e.type === type)
      .map((e) => (JSON.parse(e.data) as { locator: string }).locator)
      .sort();
    expect(of, type).toEqual(delinquencies.map((d) => d.id).sort());
  }
}

describe('the delinquency job across processes', () => {
  it('a process killed mid-run, then a new one: every delinquency finished, none twice, none missing', async () => {
    const { where, db, tenant, policies, drop } = await duePolicies(POLICIES);
    const env = { ...RENEWALS_QUIET, INSUITE_BILLING_POLL_MS: '50', INSUITE_BILLING_LEASE_MS: '1000' };
    let server: ServerProcess | undefined;
    try {
      // The steps: each delinquency's, and those of its lapse transaction (made, then taken on
      // to issued, one step at a time: a kill between two leaves it halfway for the next run).
      const before = await count(db('events').where('type', 'like', 'transaction.%').count({ n: '*' }));
      const steps = async () =>
        (await count(db('events').whereIn('type', ONCE).count({ n: '*' }))) +
        (await count(db('events').where('type', 'like', 'transaction.%').count({ n: '*' }))) -
        before;
      server = await serverProcess({ ...where, env });
      const after = 1 + (seed % (ONCE.length * policies.length));
      console.log(`killed after ${after} steps, from KILL_SEED=${seed}`);
      for (let i = 0; i < 4000; i++) {
        if ((await steps()) >= after) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      await server.kill();
      const atKill = await steps();
      server = await serverProcess({ ...where, env });
      await allLapsed(db, policies.length, () => server!.child.exitCode === null);
      await server.stop();
      const total = await steps();
      console.log(`killed with ${atKill} of ${total} steps written`);
      expect(atKill).toBeLessThan(total);
      await lapsedOnce(db, tenant, policies);
    } finally {
      await server?.stop();
      await db.destroy();
      await drop();
    }
  }, 300_000);
});
