// npm run bench:transactions: transactions after issue on the compiled server (a fresh SQLite
// database, a process of its own, made for tests so its clock can be moved). A change priced and
// issued (create, accept: validation, pricing and underwriting on the way, then issue) on a policy
// with BENCH_EARLIER (20) earlier issued transactions: sequentially, its p50 and p99 and the
// server's CPU time per change; then BENCH_CONNECTIONS (50) connections each changing a policy of
// its own for BENCH_SECONDS, issued changes per second. Then BENCH_RENEWALS (10,000) policies whose
// renewals fall due together, and the time the auto-renewal job takes over them: one move of the
// tenant's clock, which answers once every due renewal is issued. Rated by a plugin that reads the
// element tree only (no table), so the figures are the transactions' own.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import AdmZip from 'adm-zip';
import { quantile, stop } from '../bench/load.js';
import { call } from '../bench/calls.js';
import { cpuMs, pin, SERVER_CORE } from '../bench/wrk.js';
import { report } from '../bench/report.js';
import { startInsuite } from '../bench/insuite.js';

const EARLIER = Number(process.env.BENCH_EARLIER ?? 20);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 10_000);
const SETUP_CONCURRENCY = 8;

const out = report('bench:transactions');
const START = '2027-01-01T06:00:00.000Z';
const HOUR = 3_600_000;

const PLUGIN = `
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({ elementLocator: d.locator, chargeType: 'premium', rate: '1200' })),
});
`;

function tenantZip(): Buffer {
  const config = JSON.parse(
    readFileSync(new URL('../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  config.autoRenewalPlans = {
    bench: {
      generateAutoRenewals: true,
      renewalCreateLeadDays: 60,
      renewalAcceptLeadDays: 45,
      renewalIssueLeadDays: 35,
    },
  };
  config.defaultAutoRenewalPlan = 'bench';
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  zip.addFile('plugins/index.ts', Buffer.from(PLUGIN));
  return zip.toBuffer();
}

/** `n` calls of `fn`, `width` at a time. */
async function pooled(n: number, width: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < n; i = next++) await fn(i);
    }),
  );
}

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  process.env.INSUITE_TEST_CONTROLS = 'true';
  process.env.INSUITE_PROCESSES = '1';
  // The job runs when the clock moves; its own timer stays out of the measured parts.
  process.env.INSUITE_RENEWAL_POLL_MS = '86400000';
  const server = await startInsuite(token);
  pin(server.child.pid!, SERVER_CORE);
  const { port } = server;
  const pid = server.child.pid!;
  const api = <T>(method: string, path: string, body?: unknown, type?: string) =>
    call<T>(port, token, method, path, body, type);
  try {
    const { locator: t } = await api<{ locator: string }>(
      'POST',
      `/config/createTenant?name=benchtx`,
      tenantZip(),
      'application/zip',
    );
    await api('PUT', `/test-controls/tenants/${t}/clock`, { now: START });
    const account = await api<{ locator: string }>('POST', `/policy/${t}/accounts`, {
      type: 'ConsumerAccount',
      data: { firstName: 'Ada' },
    });
    const policy = async () => {
      const q = await api<{ locator: string }>('POST', `/policy/${t}/quotes`, {
        productName: 'Homeowners',
        accountLocator: account.locator,
        startTime: START,
        data: { channel: 'direct' },
        elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1990 } }],
      });
      await api('PATCH', `/policy/${t}/quotes/${q.locator}/accept`);
      const issued = await api<{ policyLocator: string }>('PATCH', `/policy/${t}/quotes/${q.locator}/issue`);
      return issued.policyLocator;
    };
    /** The `i`th change of a policy: an hour after the one before, priced and issued. */
    const change = async (p: string, i: number) => {
      const c = await api<{ locator: string }>('PATCH', `/policy/${t}/policies/${p}/change`, [
        { action: 'params', effectiveTime: new Date(Date.parse(START) + (i + 1) * HOUR).toISOString() },
      ]);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/accept`);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/issue`);
    };

    // Sequential: one policy, its earlier transactions issued first.
    const one = await policy();
    for (let i = 0; i < EARLIER; i++) await change(one, i);
    const latencies: number[] = [];
    let cpu = cpuMs(pid);
    for (let i = 0; i < CHANGES; i++) {
      const at = performance.now();
      await change(one, EARLIER + i);
      latencies.push(performance.now() - at);
    }
    const seqCpu = ((cpuMs(pid) - cpu) * 1000) / CHANGES;
    latencies.sort((a, b) => a - b);

    // Concurrent: a policy per connection, each with its earlier transactions.
    const policies: string[] = [];
    await pooled(CONNECTIONS, SETUP_CONCURRENCY, async () => {
      const p = await policy();
      for (let i = 0; i < EARLIER; i++) await change(p, i);
      policies.push(p);
    });
    let issued = 0;
    cpu = cpuMs(pid);
    const began = performance.now();
    const end = began + SECONDS * 1000;
    await Promise.all(
      policies.map(async (p) => {
        for (let i = EARLIER; performance.now() < end; i++) {
          await change(p, i);
          issued++;
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const conCpu = ((cpuMs(pid) - cpu) * 1000) / issued;

    out.log(
      `Change priced and issued on a policy with ${EARLIER} earlier transactions (3 calls: create, accept, issue):`,
    );
    out.log('');
    out.log('| measure | value |');
    out.log('|---|---|');
    out.log(`| sequential p50 (ms per change) | ${quantile(latencies, 0.5).toFixed(2)} |`);
    out.log(`| sequential p99 (ms per change) | ${quantile(latencies, 0.99).toFixed(2)} |`);
    out.log(`| sequential CPU per change (µs) | ${seqCpu.toFixed(0)} |`);
    out.log(`| issued changes/s at ${CONNECTIONS} connections | ${(issued / seconds).toFixed(0)} |`);
    out.log(`| CPU per change at ${CONNECTIONS} connections (µs) | ${conCpu.toFixed(0)} |`);

    // Renewals: every one falls due with one move of the tenant's clock.
    const setupAt = performance.now();
    await pooled(RENEWALS, SETUP_CONCURRENCY, async () => void (await policy()));
    const setup = (performance.now() - setupAt) / 1000;
    cpu = cpuMs(pid);
    const moveAt = performance.now();
    await api('POST', `/test-controls/tenants/${t}/clock/advance`, { duration: 'P11M' });
    const job = (performance.now() - moveAt) / 1000;
    const jobCpu = ((cpuMs(pid) - cpu) * 1000) / RENEWALS;
    const sample = await api<{ items: unknown[] }>('GET', `/policy/${t}/policies/${policies[0]}/terms/list`);
    if (sample.items.length !== 2) throw new Error(`a policy was not renewed: ${JSON.stringify(sample)}`);
    out.log('');
    out.log(
      `Auto-renewal job over ${RENEWALS} due policies (${RENEWALS + CONNECTIONS + 1} in the tenant; made in ${setup.toFixed(0)} s):`,
    );
    out.log('');
    out.log('| measure | value |');
    out.log('|---|---|');
    out.log(`| job run, all renewed (s) | ${job.toFixed(1)} |`);
    out.log(`| renewals/s | ${(RENEWALS / job).toFixed(0)} |`);
    out.log(`| CPU per renewal (µs) | ${jobCpu.toFixed(0)} |`);
    out.write();
  } finally {
    await stop(server.child);
  }
}

await main();
