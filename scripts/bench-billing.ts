// One clock step that generates the invoices of 10,000 policies (npm run bench:billing
// [-- --policies N] [--database-url postgres://…]): on SQLite, and on PostgreSQL when a URL is
// given (or TEST_DATABASE_URL is set). A server made for tests runs in this process; one policy is
// issued through the SDK and its first installment copied to N policies' worth of rows (the issue
// path is bench:transactions'), all due at one generate time; then the tenant's clock is moved
// past it and the move answers once the job has written every invoice, its items and its
// invoice.generate event. Figures: the move's wall time, invoices per second, and this process's
// CPU per invoice (server and client share the process). The section goes into docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { report } from '../bench/report.js';
import { startServer } from '../tests/support/server.js';
import { withPlugins } from '../tests/support/plugins.js';
import { quote } from '../tests/support/policy.js';
import { RATE_PLUGIN, billingConfig, monthStart } from '../tests/support/billing.js';
import { defaultIds } from '../server/src/util.js';

const { values } = parseArgs({
  options: { policies: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } },
});
const N = Number(values.policies);
const pg = values['database-url'] ?? process.env.TEST_DATABASE_URL;
const out = report('bench:billing');
out.log(`One clock step invoicing ${N} policies (the target: ≤ 10 s on each engine). The machine is shared.`);
out.log('engine       step wall (s)   invoices/s   CPU per invoice (ms)');

for (const engine of ['SQLite', ...(pg ? ['PostgreSQL'] : [])]) {
  if (engine === 'PostgreSQL') process.env.TEST_DATABASE_URL = pg;
  else delete process.env.TEST_DATABASE_URL;
  const s = await startServer({
    env: {
      INSUITE_TEST_CONTROLS: 'true',
      INSUITE_RENEWAL_POLL_MS: '86400000',
      INSUITE_BILLING_POLL_MS: '86400000',
    },
  });
  try {
    const t = (
      await s.admin.createTenant({
        name: `bench-${defaultIds.ulid()}`,
        body: withPlugins({ 'index.ts': RATE_PLUGIN }, billingConfig()) as never,
      })
    ).locator;
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: '2026-12-01T12:00:00.000Z' } });
    const q = await quote(s.admin, t, {
      startTime: monthStart(12),
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    await s.admin.acceptQuote({ tenantLocator: t, locator: q.locator });
    await s.admin.issueQuote({ tenantLocator: t, locator: q.locator });
    const first = (await s.db('installments').where({ tenant_id: t, frame_index: 0 }).first()) as Record<
      string,
      unknown
    >;
    // N - 1 more policies' first installments, each its own policy, all due at the same time.
    const rows = Array.from({ length: N - 1 }, () => ({
      ...first,
      id: defaultIds.ulid(),
      policy_id: defaultIds.ulid(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await s.db.batchInsert('installments', rows.slice(i, i + 500), 500);
    const cpu = process.cpuUsage();
    const start = performance.now();
    await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: 'P21D' } });
    const wall = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    const made = Number(
      ((await s.db('invoices').where({ tenant_id: t }).count({ n: '*' })) as { n: number | string }[])[0]!.n,
    );
    if (made !== N) throw new Error(`${made} invoices made, not ${N}`);
    out.log(
      `${engine.padEnd(12)} ${wall.toFixed(2).padStart(13)} ${(N / wall).toFixed(0).padStart(12)} ${((used.user + used.system) / 1000 / N).toFixed(3).padStart(22)}`,
    );
  } finally {
    await s.close();
  }
}
out.write();
