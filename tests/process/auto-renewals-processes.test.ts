// The auto-renewal job across processes on one database of the engine of this run (the same
// SQLite file, or one PostgreSQL database). Policies are issued with a term that ends within the
// plan's lead days of the real time, by a process whose job does not run again; then the job's
// catch-up at start has every step of each renewal due:
// - two processes started at once, with a lease so short that it lapses while a run is under way
//   (so both take steps at the same time), make every renewal exactly once;
// - a process killed (SIGKILL) once the job has made its first renewal transaction, then a new
//   process on the same database, finish the rest: no renewal twice, none missing.
// What is asserted is the end state, read from the database once every process is gone: each
// policy has one renewal transaction, issued, its second term right after the first, and its
// auto-renewal issued with that transaction; one transaction.issue event per renewal.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/knex.js';
import { homeownersConfig, unique } from '../support/given.js';
import {
  count,
  DAY_MS,
  filledOnce,
  issuedPolicies,
  KILL_SEED as seed,
  untilDone,
  workFolder,
} from '../support/job-processes.js';
import { withPlugins } from '../support/plugins.js';
import { FLAT_RATE_PLUGIN, STANDARD_PLAN } from '../support/renewals.js';
import { quote } from '../support/policy.js';
import { serverProcess, type ServerProcess } from '../support/server-process.js';

const POLICIES = 60;
const PLUGIN = FLAT_RATE_PLUGIN;
const PLANS = {
  standard: STANDARD_PLAN,
};
const work = workFolder('insuite-renewals-');

/**
 * A database with POLICIES issued one-year policies, each of whose renewal steps is due by now:
 * filled once for the file, a copy of its own for each test.
 */
const filledCopy = filledOnce(work, async (admin) => {
  const config = {
    ...(homeownersConfig() as object),
    autoRenewalPlans: PLANS,
    defaultAutoRenewalPlan: 'standard',
  };
  const t = (
    await admin.createTenant({
      name: unique('ar'),
      body: withPlugins({ 'index.ts': PLUGIN }, config) as never,
    })
  ).locator;
  // 360 days before now: the one-year term ends in five or six days, within every lead day of
  // the plan; the renewed term ends a year after, far from due.
  const start = new Date(Date.now() - 360 * DAY_MS).toISOString();
  const policies = await issuedPolicies(admin, t, POLICIES, () => quote(admin, t, { startTime: start }));
  return { tenant: t, policies };
});
async function duePolicies() {
  const { where, db, filled, drop } = await filledCopy();
  return { where, db, ...filled, drop };
}

/** Waits until every policy's first auto-renewal is issued. */
const allIssued = (db: Db, n: number, alive: () => boolean) =>
  untilDone(
    db,
    async (d) => (await count(d('auto_renewals').where({ state: 'issued' }).count({ n: '*' }))) >= n,
    alive,
  );

/** Each policy renewed exactly once: one renewal transaction, issued, its term, its auto-renewal. */
async function renewedOnce(db: Db, tenant: string, policies: string[]) {
  const renewals = (await db('policy_transactions')
    .where({ tenant_id: tenant, category: 'renewal' })
    .select('id', 'policy_id', 'state')) as { id: string; policy_id: string; state: string }[];
  const byPolicy = new Map<string, string[]>();
  for (const r of renewals) byPolicy.set(r.policy_id, [...(byPolicy.get(r.policy_id) ?? []), r.state]);
  const wrong = policies.filter((p) => JSON.stringify(byPolicy.get(p)) !== '["issued"]');
  expect(wrong.map((p) => [p, byPolicy.get(p) ?? []])).toEqual([]);
  expect(renewals).toHaveLength(policies.length);

  const terms = (await db('policy_terms')
    .where({ tenant_id: tenant })
    .orderBy(['policy_id', 'number'])
    .select('id', 'policy_id', 'number', 'start_time', 'end_time', 'transaction_id')) as {
    id: string;
    policy_id: string;
    number: number;
    start_time: string;
    end_time: string;
    transaction_id: string;
  }[];
  const ars = (await db('auto_renewals')
    .where({ tenant_id: tenant })
    .select('term_id', 'state', 'transaction_id')) as {
    term_id: string;
    state: string;
    transaction_id: string;
  }[];
  for (const p of policies) {
    const [first, second, ...more] = terms.filter((x) => x.policy_id === p);
    expect(more, `policy ${p} has two terms`).toEqual([]);
    expect([Number(first!.number), Number(second!.number)]).toEqual([1, 2]);
    expect(second!.start_time, `policy ${p}: no gap between its terms`).toBe(first!.end_time);
    const renewal = renewals.find((r) => r.policy_id === p)!;
    expect(second!.transaction_id).toBe(renewal.id);
    expect(ars.filter((a) => a.term_id === first!.id)).toEqual([
      { term_id: first!.id, state: 'issued', transaction_id: renewal.id },
    ]);
  }
  const issueEvents = (await db('events')
    .where({ tenant_id: tenant, type: 'transaction.issue' })
    .select('data')) as { data: string }[];
  const issuedOnce = issueEvents
    .map((e) => (JSON.parse(e.data) as { locator: string }).locator)
    .filter((l) => renewals.some((r) => r.id === l));
  expect(issuedOnce.sort()).toEqual(renewals.map((r) => r.id).sort());
}

describe('the auto-renewal job across processes', () => {
  it('two processes at once, their lease lapsing mid-run: every due renewal made exactly once', async () => {
    const { where, db, tenant, policies, drop } = await duePolicies();
    const servers: ServerProcess[] = [];
    try {
      // A lease of 100 ms lapses while a run is under way: the other process takes the job up
      // beside the first, and only the auto-renewal's version keeps them from taking a step twice.
      const env = { INSUITE_RENEWAL_POLL_MS: '20', INSUITE_RENEWAL_LEASE_MS: '100' };
      servers.push(
        ...(await Promise.all([serverProcess({ ...where, env }), serverProcess({ ...where, env })])),
      );
      await allIssued(db, policies.length, () => servers.every((s) => s.child.exitCode === null));
      await Promise.all(servers.map((s) => s.stop()));
      await renewedOnce(db, tenant, policies);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
      await drop();
    }
  }, 300_000);

  it('a process killed mid-run, then a new one: the rest finished, no renewal twice, none missing', async () => {
    const { where, db, tenant, policies, drop } = await duePolicies();
    // The new process takes the job up once the killed one's lease has lapsed.
    const env = { INSUITE_RENEWAL_POLL_MS: '50', INSUITE_RENEWAL_LEASE_MS: '1000' };
    let server: ServerProcess | undefined;
    try {
      server = await serverProcess({ ...where, env });
      // Killed once the job has made a random number of renewal transactions (at least one, at
      // most half): the kill lands mid-run.
      const after = 1 + (seed % Math.floor(policies.length / 2));
      console.log(`killed after ${after} renewal transactions made, from KILL_SEED=${seed}`);
      for (let i = 0; i < 2400; i++) {
        const made = await count(db('auto_renewals').whereNotNull('transaction_id').count({ n: '*' }));
        if (made >= after) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      await server.kill();
      const atKill = await count(db('auto_renewals').where({ state: 'issued' }).count({ n: '*' }));
      console.log(`killed with ${atKill} of ${policies.length} renewals issued`);
      expect(atKill).toBeLessThan(policies.length);
      server = await serverProcess({ ...where, env });
      await allIssued(db, policies.length, () => server!.child.exitCode === null);
      await server.stop();
      await renewedOnce(db, tenant, policies);
    } finally {
      await server?.stop();
      await db.destroy();
      await drop();
    }
  }, 300_000);
});
