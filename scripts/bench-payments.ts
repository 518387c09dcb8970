// npm run bench:payments [-- --rounds N]: posting a payment, through the SDK against a server in
// this process, on a fresh SQLite database and, when TEST_DATABASE_URL names a PostgreSQL server,
// on a fresh PostgreSQL database too. Each round creates a payment (not measured) and posts it
// (measured): to the account (kept as its credit), and to an open invoice of two items (settling
// it, its delinquencies looked at in the same transaction). Each figure is the post's wall time and
// this process's CPU time over it (server and client share the process); the baseline in the same
// run is fetchPayment, the cheapest read of a payment. Target: a post's p50 at most 5 ms.
import { parseArgs } from 'node:util';
import { report } from '../bench/report.js';
import { account } from '../tests/support/policy.js';
import { openInvoice, paymentsConfig } from '../tests/support/payments.js';
import { startServer } from '../tests/support/server.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(values.rounds);
const out = report('bench:payments');
const postgres = process.env.TEST_DATABASE_URL;

const timed = async (work: () => Promise<unknown>) => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
};
const q = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function engine(name: string, url: string | undefined) {
  if (url) process.env.TEST_DATABASE_URL = url;
  else delete process.env.TEST_DATABASE_URL;
  const s = await startServer();
  try {
    const c = s.admin;
    const t = (await c.createTenant({ name: `bench${Date.now()}`, body: paymentsConfig() })).locator;
    const a = await account(c, t);
    const figures: Record<string, { wall: number; cpu: number }[]> = {
      baseline: [],
      account: [],
      invoice: [],
    };
    for (let i = 0; i < rounds; i++) {
      const p = await c.createPayment({
        tenantLocator: t,
        body: {
          type: 'standard',
          amount: 12.34,
          data: {},
          targets: [{ containerType: 'account', containerLocator: a.locator }],
        },
      });
      figures.account!.push(await timed(() => c.postPayment({ tenantLocator: t, locator: p.locator })));
      figures.baseline!.push(await timed(() => c.fetchPayment({ tenantLocator: t, locator: p.locator })));
      // The invoice is written into the server's database as the invoice job writes one.
      const inv = await openInvoice(s.db, t, {
        accountId: a.locator,
        dueTime: '2027-01-15T06:00:00.000Z',
        amounts: ['40.00', '10.01'],
      });
      const r = await c.createPayment({
        tenantLocator: t,
        body: {
          type: 'standard',
          amount: 50.01,
          data: {},
          targets: [{ containerType: 'invoice', containerLocator: inv.locator }],
        },
      });
      figures.invoice!.push(await timed(() => c.postPayment({ tenantLocator: t, locator: r.locator })));
    }
    out.log(`${name}, ${rounds} rounds (each a post to the account and one to an invoice)`);
    out.log('post to    wall p50   wall p90   CPU p50   CPU p90  (ms)');
    for (const [what, xs] of Object.entries(figures)) {
      const w = xs.map((x) => x.wall);
      const cpu = xs.map((x) => x.cpu);
      out.log(
        `${what.padEnd(10)} ${q(w, 0.5).toFixed(2).padStart(9)} ${q(w, 0.9).toFixed(2).padStart(10)} ${q(cpu, 0.5).toFixed(2).padStart(9)} ${q(cpu, 0.9).toFixed(2).padStart(9)}`,
      );
    }
    out.log('');
  } finally {
    await s.close();
  }
}

await engine('SQLite', undefined);
if (postgres) await engine('PostgreSQL', postgres);
out.write();
