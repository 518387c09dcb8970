// The cost of INSUITE_SQLITE_SYNCHRONOUS: small write transactions (one row of about 1 KB, as an
// event or a secret is) committed one after the other through the server's own database setup,
// under synchronous=NORMAL and synchronous=FULL, on a file in the folder given (default: a
// temporary folder; give the disk the data folder lives on). Prints commits per second and the
// median and 99th percentile time of one commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../server/src/db/knex.js';
import { report } from '../bench/report.js';

const out = report('bench:durability');

const COMMITS = Number(process.env.COMMITS ?? 2000);
const base = mkdtempSync(join(process.argv[2] ?? tmpdir(), 'insuite-durability-'));

let run = 0;
async function measure(mode: 'normal' | 'full'): Promise<void> {
  const db = createDb({ sqlitePath: join(base, `${mode}-${run++}.db`), sqliteSynchronous: mode });
  await db.schema.createTable('writes', (t) => {
    t.increments('id');
    t.text('data').notNullable();
  });
  const data = 'x'.repeat(1024);
  const times: number[] = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < COMMITS; i++) {
    const t0 = process.hrtime.bigint();
    await db.transaction(async (tx) => {
      await tx('writes').insert({ data });
    });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  out.log(
    `synchronous=${mode.toUpperCase().padEnd(6)} ${COMMITS} commits in ${seconds.toFixed(2)} s: ` +
      `${Math.round(COMMITS / seconds)} commits/s, median ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
  await db.destroy();
}

try {
  // Twice each, alternating, so that neither mode alone meets a busy moment of the machine.
  for (const mode of ['normal', 'full', 'normal', 'full'] as const) await measure(mode);
  out.write();
} finally {
  rmSync(base, { recursive: true, force: true });
}
