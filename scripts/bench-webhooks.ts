// npm run bench:webhooks: how fast the dispatcher empties the outbox into a local sink (one and
// four subscribed webhooks), and what the outbox costs createAccount: its req/s in a tenant with
// no webhook against a tenant whose webhook receives every account.create, measured in the same
// run in alternating rounds. The server runs in its own process; the sink and the load run here.
// Figures depend on the machine and on what else runs: compare the ratios, not the absolutes.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, type Db } from '../server/src/db/knex.js';
import { createEventsService } from '../server/src/events/events-service.js';
import { defaultIds, systemClock } from '../server/src/util.js';
import { report } from '../bench/report.js';

const out = report('bench:webhooks');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Started {
  child: ChildProcess;
  port: number;
  sqlitePath: string;
  databaseUrl?: string;
}

function startServer(token: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('../bench/webhooks-server.ts', import.meta.url).pathname, [token], {
      // BENCH_CPU_PROF=dir writes a CPU profile of the server there when it stops.
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m: Omit<Started, 'child'>) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A receiver that answers 204 at once and counts distinct events per path. */
async function sink() {
  const seen = new Map<string, Set<string>>();
  const server = createServer((req, res) => {
    const event = String(req.headers['x-insuite-event'] ?? '');
    const path = req.url ?? '';
    req.resume();
    req.on('end', () => {
      let set = seen.get(path);
      if (!set) seen.set(path, (set = new Set()));
      set.add(event);
      res.statusCode = 204;
      res.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    count: (path: string) => seen.get(path)?.size ?? 0,
    connections: () => connections,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function api<T>(port: number, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const webhook = (url: string, eventTypes: string[]) => ({
  name: `bench-${randomBytes(3).toString('hex')}`,
  enabled: true,
  eventTypes,
  endpoint: { url },
  failureHandling: {
    alertEndpoint: { url: '' },
    triggers: [],
    retryStrategy: { type: 'linear', interval: 1, attempts: 1 },
    divert: true,
    suspend: false,
  },
});

/** Writes EVENTS events in transactions of 500 and waits until every webhook has them all. */
async function drain(
  db: Db,
  tenantId: string,
  counts: (() => number)[],
): Promise<{ seconds: number; write: number }> {
  const events = createEventsService({ clock: systemClock, ids: defaultIds });
  const userId = randomUUID();
  const start = performance.now();
  for (let i = 0; i < EVENTS; i += 500) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(EVENTS, i + 500); j++) {
        await events.record(tx, tenantId, {
          type: 'account.create',
          requestId: defaultIds.ulid(),
          userId,
          data: { account: { n: j } },
        });
      }
    });
  }
  const write = (performance.now() - start) / 1000;
  const deadline = start + 300_000;
  while (counts.some((c) => c() < EVENTS)) {
    if (performance.now() > deadline) throw new Error('the outbox did not drain within 5 minutes');
    await new Promise((r) => setTimeout(r, 5));
  }
  return { seconds: (performance.now() - start) / 1000, write };
}

function send(agent: Agent, port: number, path: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** req/s of POSTs to `path` over CONNECTIONS connections for `seconds`. */
async function load(port: number, path: string, token: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const body = JSON.stringify({
    type: 'ConsumerAccount',
    data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
  });
  let done = 0;
  let errors = 0;
  let firstError: number | undefined;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const status = await send(agent, port, path, { Authorization: `Bearer ${token}` }, body);
        done++;
        if (status >= 300) {
          errors++;
          firstError ??= status;
        }
      }
    }),
  );
  agent.destroy();
  return { rps: done / seconds, errors, firstError };
}

/** The same number of POSTs to the sink from plain node:http in another process (the baseline). */
function baseline(url: string, streams: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(
      new URL('../bench/post-loop.ts', import.meta.url).pathname,
      [url, String(EVENTS), String(streams)],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.once('message', (m: { seconds: number }) => {
      child.kill();
      resolve(m.seconds);
    });
    child.once('exit', (code) => (code ? reject(new Error(`baseline exited with ${code}`)) : undefined));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const server = await startServer(token);
  const receiver = await sink();
  const db = createDb({ databaseUrl: server.databaseUrl, sqlitePath: server.sqlitePath });
  const config = JSON.parse(
    readFileSync(new URL('../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as unknown;
  const newTenant = async (name: string) =>
    (await api<{ locator: string }>(server.port, token, 'POST', `/config/createTenant?name=${name}`, config))
      .locator;
  try {
    out.log(`\nDelivery: ${EVENTS} events written to the outbox, until every webhook has them all`);
    out.log(
      `(${server.databaseUrl ? 'PostgreSQL' : 'SQLite'}; the sink answers 204 at once; the baseline is plain`,
    );
    out.log(
      `node:http posting as many event-sized bodies one after another per stream; median of ${ROUNDS} rounds)\n`,
    );
    out.log(
      'webhooks'.padEnd(10) +
        'events/s'.padStart(10) +
        'deliveries/s'.padStart(14) +
        'baseline/s'.padStart(12) +
        '  ratio',
    );
    for (const n of [1, 4]) {
      const runs: { dispatcher: number; base: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const base = (EVENTS * n) / (await baseline(receiver.url('/'), n));
        const t = await newTenant(`drain${n}r${round}`);
        const paths = Array.from({ length: n }, (_v, i) => `/t${n}r${round}/w${i}`);
        for (const p of paths) {
          await api(
            server.port,
            token,
            'POST',
            `/event/${t}/webhooks`,
            webhook(receiver.url(p), ['account.create']),
          );
        }
        const r = await drain(
          db,
          t,
          paths.map((p) => () => receiver.count(p)),
        );
        runs.push({ dispatcher: (EVENTS * n) / r.seconds, base });
      }
      const d = median(runs.map((r) => r.dispatcher));
      const b = median(runs.map((r) => r.base));
      out.log(
        String(n).padEnd(10) +
          (d / n).toFixed(0).padStart(10) +
          d.toFixed(0).padStart(14) +
          b.toFixed(0).padStart(12) +
          (d / b).toFixed(2).padStart(7),
      );
    }

    const plain = await newTenant('plain');
    const hooked = await newTenant('hooked');
    await api(
      server.port,
      token,
      'POST',
      `/event/${hooked}/webhooks`,
      webhook(receiver.url('/accounts'), ['account.create']),
    );
    const probe = await load(server.port, `/policy/${plain}/accounts`, token, 0.2);
    if (probe.errors > 0) {
      out.log(
        `\ncreateAccount answers ${probe.firstError}: its outbox cost cannot be measured on this build.`,
      );
      return;
    }
    const rounds: { plain: number; hooked: number; errors: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await load(server.port, `/policy/${plain}/accounts`, token, 1);
      const a = await load(server.port, `/policy/${plain}/accounts`, token, SECONDS);
      await load(server.port, `/policy/${hooked}/accounts`, token, 1);
      const b = await load(server.port, `/policy/${hooked}/accounts`, token, SECONDS);
      rounds.push({ plain: a.rps, hooked: b.rps, errors: a.errors + b.errors });
    }
    const p = median(rounds.map((r) => r.plain));
    const h = median(rounds.map((r) => r.hooked));
    out.log(
      `\ncreateAccount, ${CONNECTIONS} connections, ${SECONDS}s per run, median of ${ROUNDS} alternating rounds\n`,
    );
    out.log('tenant'.padEnd(46) + 'req/s'.padStart(8) + '  ratio');
    out.log('no webhook'.padEnd(46) + p.toFixed(0).padStart(8) + '   1.00');
    out.log(
      'a webhook receiving every account.create'.padEnd(46) +
        h.toFixed(0).padStart(8) +
        (h / p).toFixed(2).padStart(7),
    );
    out.log(`non-2xx answers: ${rounds.reduce((a, r) => a + r.errors, 0)}`);
    const delivered = receiver.count('/accounts');
    out.log(`account.create events delivered to the sink by the end: ${delivered}`);
    out.write();
  } finally {
    await db.destroy();
    await receiver.close();
    server.child.kill('SIGTERM');
  }
}

void main();
