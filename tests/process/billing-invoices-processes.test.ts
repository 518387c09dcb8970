// The invoice job across processes on one database of the engine of this run (the same SQLite
// file, or one PostgreSQL database). Policies are issued by a process whose job does not run again,
// with terms that started 360 days ago on a monthly plan: every installment of each is due, as
// after a long downtime; then:
// - two processes started at once, with a lease so short that it lapses while a run is under way
//   (so both generate at the same time), invoice every installment exactly once;
// - a process killed (SIGKILL) once the job has made its first invoices, then a new process on
//   the same database, finish the rest: no installment invoiced twice, none left out.
// What is asserted is the end state, read from the database once every process is gone: each
// installment on one invoice, one invoice per policy and generate time, each invoice's total the
// sum of its installments, every invoice with its items and one invoice.generate event.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/knex.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { RATE_PLUGIN, billingConfig } from '../support/billing.js';
import {
  count,
  DAY_MS,
  filledOnce,
  issuedPolicies,
  KILL_SEED as seed,
  RENEWALS_QUIET,
  untilDone,
  workFolder,
} from '../support/job-processes.js';
import { quote } from '../support/policy.js';
import { serverProcess, type ServerProcess } from '../support/server-process.js';

const POLICIES = 40;
const work = workFolder('insuite-invoices-');

/**
 * A database with POLICIES issued one-year monthly policies, every installment of each due now:
 * filled once for the file, a copy of its own for each test.
 */
const filledCopy = filledOnce(work, async (admin) => {
  const t = (
    await admin.createTenant({
      name: unique('inv'),
      body: withPlugins({ 'index.ts': RATE_PLUGIN }, billingConfig()) as never,
    })
  ).locator;
  const start = new Date(Date.now() - 360 * DAY_MS).toISOString();
  const policies = await issuedPolicies(admin, t, POLICIES, () =>
    quote(admin, t, { startTime: start, dwelling: { constructionType: 'frame', yearBuilt: 1990 } }),
  );
  return { tenant: t, policies };
});
async function duePolicies() {
  const { where, db, filled, drop } = await filledCopy();
  const pending = await count(db('installments').whereNotNull('pending_at').count({ n: '*' }));
  expect(pending).toBe(12 * POLICIES);
  return { where, db, ...filled, drop };
}

/** Waits until no installment is left to invoice. */
const allInvoiced = (db: Db, alive: () => boolean) =>
  untilDone(
    db,
    async (d) => (await count(d('installments').whereNotNull('pending_at').count({ n: '*' }))) === 0,
    alive,
  );

/** Every installment invoiced once, one invoice per policy and generate time, each summing its own. */
async function invoicedOnce(db: Db, tenant: string, policies: string[]) {
  const installments = (await db('installments')
    .where({ tenant_id: tenant })
    .select('id', 'policy_id', 'generate_time', 'amount', 'invoice_id', 'pending_at')) as {
    id: string;
    policy_id: string;
    generate_time: string;
    amount: string;
    invoice_id: string | null;
    pending_at: string | null;
  }[];
  expect(installments).toHaveLength(12 * policies.length);
  expect(installments.filter((i) => i.invoice_id === null || i.pending_at !== null)).toEqual([]);
  const invoices = (await db('invoices')
    .where({ tenant_id: tenant })
    .select('id', 'policy_id', 'total_amount')) as { id: string; policy_id: string; total_amount: string }[];
  expect(invoices).toHaveLength(12 * policies.length);
  const byInvoice = new Map<string, typeof installments>();
  for (const i of installments) byInvoice.set(i.invoice_id!, [...(byInvoice.get(i.invoice_id!) ?? []), i]);
  for (const inv of invoices) {
    const mine = byInvoice.get(inv.id) ?? [];
    expect(mine.length, `invoice ${inv.id} has its installment`).toBe(1);
    expect(mine[0]!.policy_id).toBe(inv.policy_id);
    expect(new Decimal(inv.total_amount).eq(mine[0]!.amount)).toBe(true);
  }
  for (const p of policies) {
    const times = installments.filter((i) => i.policy_id === p).map((i) => i.generate_time);
    expect(new Set(times).size).toBe(12);
  }
  const items = await count(db('invoice_items').where({ tenant_id: tenant }).count({ n: '*' }));
  expect(items).toBe(invoices.length);
  const events = (await db('events')
    .where({ tenant_id: tenant, type: 'invoice.generate' })
    .select('data')) as {
    data: string;
  }[];
  expect(events.map((e) => (JSON.parse(e.data) as { locator: string }).locator).sort()).toEqual(
    invoices.map((i) => i.id).sort(),
  );
}

describe('the invoice job across processes', () => {
  it('two processes at once, their lease lapsing mid-run: every installment invoiced exactly once', async () => {
    const { where, db, tenant, policies, drop } = await duePolicies();
    const servers: ServerProcess[] = [];
    try {
      // A lease of 100 ms lapses while a run is under way: the other process takes the job up
      // beside the first, and only the guarded take of each installment keeps one from two invoices.
      const env = { ...RENEWALS_QUIET, INSUITE_BILLING_POLL_MS: '20', INSUITE_BILLING_LEASE_MS: '100' };
      servers.push(
        ...(await Promise.all([serverProcess({ ...where, env }), serverProcess({ ...where, env })])),
      );
      await allInvoiced(db, () => servers.every((s) => s.child.exitCode === null));
      await Promise.all(servers.map((s) => s.stop()));
      await invoicedOnce(db, tenant, policies);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
      await drop();
    }
  }, 300_000);

  it('a process killed mid-run, then a new one: the rest invoiced, none twice, none missing', async () => {
    const { where, db, tenant, policies, drop } = await duePolicies();
    const env = { ...RENEWALS_QUIET, INSUITE_BILLING_POLL_MS: '50', INSUITE_BILLING_LEASE_MS: '1000' };
    let server: ServerProcess | undefined;
    try {
      server = await serverProcess({ ...where, env });
      const total = 12 * policies.length;
      const after = 1 + (seed % Math.floor(total / 2));
      console.log(`killed after ${after} invoices made, from KILL_SEED=${seed}`);
      for (let i = 0; i < 4000; i++) {
        if ((await count(db('invoices').count({ n: '*' }))) >= after) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      await server.kill();
      const atKill = await count(db('invoices').count({ n: '*' }));
      console.log(`killed with ${atKill} of ${total} invoices made`);
      expect(atKill).toBeLessThan(total);
      server = await serverProcess({ ...where, env });
      await allInvoiced(db, () => server!.child.exitCode === null);
      await server.stop();
      await invoicedOnce(db, tenant, policies);
    } finally {
      await server?.stop();
      await db.destroy();
      await drop();
    }
  }, 300_000);
});
