// npm run bench:scale: one and two server processes (INSUITE_PROCESSES), on SQLite and on
// PostgreSQL, for two reads (fetchResourceGroup; fetchTableRecord by static name) and one write
// (createResourceGroup), with the same load generator (wrk when installed, else a Node one) and the
// same alternating rounds, in one table; then what each operation class costs PostgreSQL
// and what each operation class costs the database (statements per request: bench/db-cost.ts).
//
// PostgreSQL is measured when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: each run
// makes its own database there and drops it after. The compiled server is started as production
// starts it (npm run build:server, built here first). One process is pinned to one core and the
// load to another, as in npm run bench; two processes are not pinned (their workers take both
// cores), and PostgreSQL is never pinned. On a small machine the load generator, the servers and
// PostgreSQL share the cores: read the ratios of one run, not the absolutes.
//
// BENCH_CONNECTIONS (default 50), BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_PROCESSES (1,2),
// BENCH_ONLY (a regular expression on scenario names).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { createClient } from '@insuite/client';
import { buildServer } from '../server/build.mjs';
import { freePort } from '../tests/support/ports.js';
import { databaseCosts } from '../bench/db-cost.js';
import { groupCreations, readableTenant } from '../bench/targets.js';
import { load as nodeLoad, median, type Result } from '../bench/load.js';
import {
  hasWrk,
  pin,
  pinning,
  SERVER_CORE,
  serverEnv,
  serverFlags,
  wrk,
  type WrkTarget,
} from '../bench/wrk.js';
import { pgDatabase } from '../bench/postgres.js';
import { report } from '../bench/report.js';

const out = report('bench:scale');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const MAIN = fileURLToPath(new URL('../dist/server/main.mjs', import.meta.url));

type Engine = 'SQLite' | 'PostgreSQL';

interface Target extends WrkTarget {
  body?: (n: number) => string;
}

interface Server {
  engine: Engine;
  processes: number;
  port: number;
  child: ChildProcess;
  targets: Map<string, () => Target>;
  /** The server's own PostgreSQL database. */
  databaseUrl?: string;
  close(): Promise<void>;
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
  } catch {
    return false;
  }
}

async function startServer(engine: Engine, processes: number, token: string): Promise<Server> {
  const database = engine === 'PostgreSQL' ? await pgDatabase(POSTGRES!) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'insuite-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...serverFlags(), MAIN], {
    env: {
      ...serverEnv(),
      ...(database ? { DATABASE_URL: database.url } : {}),
      INSUITE_PROCESSES: String(processes),
      INSUITE_DATA_DIR: dataDir,
      INSUITE_ADMIN_TOKEN: token,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      INSUITE_VALIDATE_RESPONSES: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return await prepare(engine, processes, token, child, port, database?.url, close);
  } catch (err) {
    // A server that never became ready, or whose tenant could not be made, is not left running.
    await close();
    throw err;
  }
}

async function prepare(
  engine: Engine,
  processes: number,
  token: string,
  child: ChildProcess,
  port: number,
  databaseUrl: string | undefined,
  close: () => Promise<void>,
): Promise<Server> {
  const deadline = Date.now() + 60_000;
  while (!(await ready(port))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server was not ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  // One process as in npm run bench (one core); several take what the machine has.
  if (processes === 1) pin(child.pid!, SERVER_CORE);

  const auth = { Authorization: `Bearer ${token}` };
  const sdk = createClient({ baseUrl: `http://127.0.0.1:${port}`, token });
  const { tenant: t, group } = await readableTenant(sdk);
  const creations = groupCreations(auth);
  const targets = new Map<string, () => Target>([
    ['fetchResourceGroup', () => ({ method: 'GET', path: `/resource/${t}/groups/${group}`, headers: auth })],
    [
      'fetchTableRecord',
      () => ({
        method: 'GET',
        path: `/resource/${t}/tables/TerritoryRates/record?key=IL&key=Cook`,
        headers: auth,
      }),
    ],
    ['createResourceGroup (write)', () => creations(t)],
  ]);
  for (const name of [...targets.keys()]) if (ONLY && !ONLY.test(name)) targets.delete(name);
  return { engine, processes, port, child, targets, databaseUrl, close };
}

const load = (port: number, t: Target, seconds: number): Promise<Result> =>
  hasWrk ? Promise.resolve(wrk(port, t, seconds, CONNECTIONS)) : nodeLoad(port, t, seconds, CONNECTIONS);

const cell = (r: { rps: number; p99: number } | undefined) =>
  r ? `${r.rps.toFixed(0).padStart(12)}${r.p99.toFixed(1).padStart(8)}` : ' '.repeat(20);

/** How long PostgreSQL may keep a backend's statistics before reporting them (PGSTAT_IDLE_INTERVAL). */
const STATS_DELAY_MS = 11_000;

/**
 * Statements per request under load on PostgreSQL: every statement insuite sends outside a
 * transaction is a transaction of its own, so the database's count of transactions
 * (pg_stat_database) over a run, divided by the requests answered, is what a request cost it
 * (the webhook poller's few statements included).
 */
async function underLoad(servers: Server[]) {
  out.log(`\nStatements per request under load on PostgreSQL (${SECONDS} s at ${CONNECTIONS} connections):`);
  for (const s of servers) {
    const db = knexFactory({ client: 'pg', connection: s.databaseUrl, pool: { min: 0, max: 1 } });
    const transactions = async () => {
      const { rows } = (await db.raw(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
      )) as { rows: { n: string }[] };
      return Number(rows[0]!.n);
    };
    try {
      for (const [name, target] of s.targets) {
        await new Promise((r) => setTimeout(r, STATS_DELAY_MS));
        const before = await transactions();
        const r = await load(s.port, target(), SECONDS);
        await new Promise((r) => setTimeout(r, STATS_DELAY_MS));
        // The query that read `before` is one more.
        const sent = (await transactions()) - before - 1;
        out.log(
          `  ${name.padEnd(30)}${s.processes}P ${(sent / (r.rps * SECONDS)).toFixed(3).padStart(7)} (${sent} for ${Math.round(r.rps * SECONDS)} requests)`,
        );
      }
    } finally {
      await db.destroy();
    }
  }
}

async function main() {
  await buildServer();
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const engines: Engine[] = POSTGRES ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  if (!POSTGRES) out.log('BENCH_DATABASE_URL is not set: SQLite only');
  const servers: Server[] = [];
  try {
    for (const engine of engines)
      for (const n of PROCESSES) servers.push(await startServer(engine, n, token));
    const results = new Map<string, Result[]>();
    const key = (s: Server, name: string) => `${s.engine} ${s.processes} ${name}`;
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of servers) {
        for (const [name, target] of s.targets) {
          await load(s.port, target(), 1);
          const r = await load(s.port, target(), SECONDS);
          results.set(key(s, name), [...(results.get(key(s, name)) ?? []), r]);
        }
      }
    }
    const summary = (s: Server | undefined, name: string) => {
      const rs = s && results.get(key(s, name));
      if (!rs) return undefined;
      return {
        rps: median(rs.map((r) => r.rps)),
        p99: median(rs.map((r) => r.p99)),
        errors: rs.reduce((a, r) => a + r.errors, 0),
      };
    };
    const find = (engine: Engine, n: number) => servers.find((s) => s.engine === engine && s.processes === n);

    out.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} alternating rounds; load from ` +
        `${hasWrk ? 'wrk (1 thread)' : 'a Node load generator'}` +
        `${pinning ? '; 1 process pinned to one core and the load to another, 2 processes not pinned' : ''}; ` +
        `PostgreSQL on the same machine; nP: n server processes\n`,
    );
    const head = PROCESSES.map((n) => `${n}P req/s`.padStart(12) + 'p99 ms'.padStart(8)).join('');
    out.log(
      'scenario'.padEnd(30) +
        'engine'.padEnd(12) +
        head +
        (PROCESSES.length > 1 ? '   2P/1P' : '') +
        '  non-2xx',
    );
    const names = [...(servers[0]?.targets.keys() ?? [])];
    for (const name of names) {
      for (const engine of engines) {
        const cells = PROCESSES.map((n) => summary(find(engine, n), name));
        const scale =
          cells.length > 1 && cells[0] && cells[1] ? (cells[1].rps / cells[0].rps).toFixed(2) : '';
        const errors = cells.reduce((a, c) => a + (c?.errors ?? 0), 0);
        out.log(
          name.padEnd(30) +
            engine.padEnd(12) +
            cells.map(cell).join('') +
            (PROCESSES.length > 1 ? scale.padStart(8) : '') +
            String(errors).padStart(9),
        );
      }
    }
    if (POSTGRES) {
      out.log('\nPostgreSQL / SQLite, same process count, same run:');
      for (const name of names) {
        const line = PROCESSES.map((n) => {
          const pg = summary(find('PostgreSQL', n), name);
          const lite = summary(find('SQLite', n), name);
          return pg && lite ? `${n} process${n > 1 ? 'es' : ''} ${(pg.rps / lite.rps).toFixed(2)}` : '';
        }).join(', ');
        out.log(`  ${name.padEnd(30)}${line}`);
      }
    }
    if (POSTGRES) await underLoad(servers.filter((s) => s.databaseUrl));
  } finally {
    for (const s of servers) await s.close();
  }
  // Counted in this process, one engine after the other, on an idle machine's terms (no load).
  const lite = await databaseCosts(undefined);
  const pg = POSTGRES ? await databaseCosts(POSTGRES) : undefined;
  out.log('\nStatements per request, one request at a time (on PostgreSQL each is one round trip):');
  out.log('operation'.padEnd(60) + 'SQLite'.padStart(8) + (pg ? 'PostgreSQL'.padStart(12) : ''));
  lite.forEach((c, i) =>
    out.log(
      c.operation.padEnd(60) +
        c.statements.toFixed(2).padStart(8) +
        (pg ? pg[i]!.statements.toFixed(2).padStart(12) : ''),
    ),
  );
  out.write();
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
