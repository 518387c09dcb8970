// How long the test controls' reset and restore take, through the SDK against a harness server
// in this process (npm run bench:test-controls [-- --rounds N] [--database-url postgres://…]).
// The state restored holds the example tenant (tests/fixtures/homeowners) with its tables. Each
// round alternates restore and reset; each figure is the call's wall time and this process's CPU
// time over it (server and client share the process). Baseline in the same run: fetchTenant, the
// cheapest authenticated call.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startInsuite } from '../server/testing/start.js';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '50' }, 'database-url': { type: 'string' } },
});
const rounds = Number(values.rounds);
const insuite = await startInsuite({ databaseUrl: values['database-url'] });
try {
  const tenant = await insuite.createTenant(
    'homeowners',
    resolve(import.meta.dirname, '../tests/fixtures/homeowners'),
  );
  const seeded = await insuite.snapshot();
  const timed = async (work: () => Promise<unknown>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  const figures: Record<string, { wall: number; cpu: number }[]> = { baseline: [], restore: [], reset: [] };
  for (let i = 0; i < rounds; i++) {
    figures.restore!.push(await timed(() => insuite.restore(seeded)));
    figures.baseline!.push(await timed(() => insuite.client.fetchTenant({ locator: tenant.locator })));
    figures.reset!.push(await timed(() => insuite.reset()));
  }
  const q = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  console.log(
    `${values['database-url'] ? 'PostgreSQL' : 'SQLite'}, ${rounds} rounds; snapshot: ${seeded.tables} tables, ${seeded.rows} rows`,
  );
  console.log('call        wall p50   wall p90   CPU p50   CPU p90  (ms)');
  for (const [name, xs] of Object.entries(figures)) {
    const w = xs.map((x) => x.wall);
    const c = xs.map((x) => x.cpu);
    console.log(
      `${name.padEnd(10)} ${q(w, 0.5).toFixed(2).padStart(9)} ${q(w, 0.9).toFixed(2).padStart(10)} ${q(c, 0.5).toFixed(2).padStart(9)} ${q(c, 0.9).toFixed(2).padStart(9)}`,
    );
  }
} finally {
  await insuite.stop();
}
