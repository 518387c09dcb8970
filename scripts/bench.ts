// npm run bench: request throughput and latency of insuite against the servers one would write by
// hand for the same job, measured in the same run and reported as ratios: plain node:http answering
// a fixed small JSON object (the limit of one Node process: the bar of /healthz), and a Fastify peer
// of fetchResourceGroup, fetchTableRecord and createResourceGroup (bench/peer.ts: schemas, the bearer
// token hashed and looked up in SQLite, prepared statements: the bar of the reads and writes). The
// Fastify peer's /healthz and bare Express answering the fixed object show, beside /healthz, how
// close to node:http a framework answers. Each server runs in
// its own process with the same Node flags; the load comes over loopback from wrk when it is
// installed (else from a Node load generator in this process), with a fixed number of connections
// for a fixed time (bounded: it stops by itself). With taskset the server is pinned to one core and
// wrk to another, so they do not compete. Figures depend on the machine and on what else runs:
// compare the ratios, not the absolutes.
//
// BENCH_CONNECTIONS (default 50), BENCH_SECONDS (5), BENCH_ROUNDS (3, alternating), BENCH_ONLY (a
// regular expression: only the scenarios it matches, besides their references), BENCH_PROFILE (a
// directory: the insuite server writes a V8 CPU profile there when it stops),
// BENCH_VALIDATE_RESPONSES=true (response validation on, as in tests).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startInsuite } from '../bench/insuite.js';
import { groupCreations } from '../bench/targets.js';
import { load as nodeLoad, start, type Result } from '../bench/load.js';
import { tableZip } from '../client/src/index.js';
import { BIG_LOOKUP_TABLE, bigLookupCsv } from './table-data.js';
import {
  cpuMs,
  hasWrk,
  pin,
  pinning,
  rssMiB,
  SERVER_CORE,
  serverFlags,
  wrk,
  type WrkTarget,
} from '../bench/wrk.js';
import { report } from '../bench/report.js';

const out = report('bench');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const PROFILE = process.env.BENCH_PROFILE;

interface Target extends WrkTarget {
  /** The same body for the Node load generator (`n` counts requests). */
  body?: (n: number) => string;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // SIGINT: the server exits through process.exit, which writes a CPU profile when asked for.
    child.kill('SIGINT');
  });
}

const load = (port: number, t: Target, seconds: number): Promise<Result> =>
  hasWrk ? Promise.resolve(wrk(port, t, seconds, CONNECTIONS)) : nodeLoad(port, t, seconds, CONNECTIONS);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mib = (x: number) => `${x.toFixed(0)} MiB`;

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const auth = { Authorization: `Bearer ${token}` };
  const plain = await start('http', token);
  pin(plain.child.pid!, SERVER_CORE);
  const peer = await start('fastify', token);
  pin(peer.child.pid!, SERVER_CORE);
  const insuite = await startInsuite(token, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []);
  pin(insuite.child.pid!, SERVER_CORE);
  const express = await start('baseline', token);
  pin(express.child.pid!, SERVER_CORE);
  const floor = await start('floor', token);
  pin(floor.child.pid!, SERVER_CORE);
  const children = [plain.child, peer.child, insuite.child, express.child, floor.child];
  try {
    // State for the insuite scenarios, made through the API.
    // At rest: started, nothing asked yet (the peer holds its rows already).
    const rest = { peer: rssMiB(peer.child.pid!), insuite: rssMiB(insuite.child.pid!) };
    const created = await fetch(`http://127.0.0.1:${insuite.port}/config/createTenant?name=bench`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ accounts: {}, charges: {}, products: {}, ...BIG_LOOKUP_TABLE }),
    }).then((r) => r.json() as Promise<{ locator: string }>);
    const t = created.locator;
    // A 10,000-row lookup table (the peer holds the same rows), in force through the group.
    const uploaded = await fetch(
      `http://127.0.0.1:${insuite.port}/resource/${t}/tables?name=lookup&staticName=BigLookup`,
      {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/zip' },
        body: new Uint8Array(await tableZip(bigLookupCsv(10_000))),
      },
    );
    if (!uploaded.ok) throw new Error(`lookup table upload: ${uploaded.status} ${await uploaded.text()}`);
    const group = await fetch(`http://127.0.0.1:${insuite.port}/resource/${t}/groups`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'g',
        selectionStartTime: '2026-01-01T00:00:00Z',
        resourceNames: ['lookup'],
      }),
    }).then((r) => r.json() as Promise<{ locator: string }>);
    const lookupKey = 'key=r3&key=p4&key=17';
    const writeTarget = groupCreations(auth);
    const pidOf = new Map([plain, peer, insuite, express, floor].map((x) => [x.port, x.child.pid!]));
    // [name, port, target, the scenario it is compared with]
    const HTTP = 'plain node:http, fixed small JSON';
    const PEER_READ = 'Fastify peer of fetchResourceGroup';
    const PEER_WRITE = 'Fastify peer of createResourceGroup';
    const PEER_LOOKUP = 'Fastify peer of fetchTableRecord';
    const all: [string, number, () => Target, string][] = [
      [HTTP, plain.port, () => ({ method: 'GET', path: '/item' }), HTTP],
      // What a hand-written /healthz costs with Fastify, and with bare Express: how close to
      // node:http a framework can answer a fixed object.
      ['Fastify peer of GET /healthz', peer.port, () => ({ method: 'GET', path: '/healthz' }), HTTP],
      ['bare Express, fixed small JSON', express.port, () => ({ method: 'GET', path: '/item' }), HTTP],
      // insuite's server with none of its steps (bench/server.ts): the floor of its /healthz.
      [
        "Express's objects as insuite makes them, no steps",
        floor.port,
        () => ({ method: 'GET', path: '/healthz' }),
        HTTP,
      ],
      [
        PEER_READ,
        peer.port,
        () => ({ method: 'GET', path: `/resource/${peer.tenant}/groups/${peer.group}`, headers: auth }),
        PEER_READ,
      ],
      [
        'insuite GET /healthz (validated, public)',
        insuite.port,
        () => ({ method: 'GET', path: '/healthz' }),
        HTTP,
      ],
      [
        'insuite fetchResourceGroup (token, tenant, permission, validated)',
        insuite.port,
        () => ({ method: 'GET', path: `/resource/${t}/groups/${group.locator}`, headers: auth }),
        PEER_READ,
      ],
      [
        PEER_LOOKUP,
        peer.port,
        () => ({
          method: 'GET',
          path: `/resource/${peer.tenant}/tables/BigLookup/record?${lookupKey}`,
          headers: auth,
        }),
        PEER_LOOKUP,
      ],
      [
        'insuite fetchTableRecord (10k-row lookup table, by static name)',
        insuite.port,
        () => ({ method: 'GET', path: `/resource/${t}/tables/BigLookup/record?${lookupKey}`, headers: auth }),
        PEER_LOOKUP,
      ],
      [PEER_WRITE, peer.port, () => writeTarget(peer.tenant!), PEER_WRITE],
      ['insuite createResourceGroup (validated write)', insuite.port, () => writeTarget(t), PEER_WRITE],
    ];
    const picked = all.filter(([name]) => !ONLY || ONLY.test(name));
    const needed = new Set(picked.map(([, , , ref]) => ref));
    const scenarios = all.filter(([name]) => needed.has(name) || picked.some(([n]) => n === name));
    const results = new Map<string, Result[]>();
    /** Server CPU per request, in µs, of each run. */
    const cpu = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, port, target] of scenarios) {
        await load(port, target(), WARMUP_SECONDS);
        const before = cpuMs(pidOf.get(port)!);
        const r = await load(port, target(), SECONDS);
        const used = cpuMs(pidOf.get(port)!) - before;
        results.set(name, [...(results.get(name) ?? []), r]);
        cpu.set(name, [...(cpu.get(name) ?? []), (used * 1000) / (r.rps * SECONDS)]);
      }
    }
    const after = { peer: rssMiB(peer.child.pid!), insuite: rssMiB(insuite.child.pid!) };
    const rpsOf = (name: string) => median(results.get(name)!.map((r) => r.rps));
    out.log(
      `\n${CONNECTIONS} connections, ${SECONDS}s per run, median of ${ROUNDS} alternating rounds; ` +
        `load from ${hasWrk ? 'wrk (1 thread)' : 'a Node load generator'}` +
        `${pinning ? ', server and load pinned to separate cores' : ''}; ` +
        `servers started with ${serverFlags().join(' ') || 'no extra Node flags'} (as npm start chooses)\n`,
    );
    out.log(
      'scenario'.padEnd(68) +
        'req/s'.padStart(8) +
        '  ratio  to' +
        '   p50 ms' +
        '   p99 ms' +
        '  non-2xx' +
        '  CPU µs/req',
    );
    const short = (ref: string) => (ref === HTTP ? 'http' : 'peer');
    for (const [name, , , ref] of scenarios) {
      const rs = results.get(name)!;
      const rps = median(rs.map((r) => r.rps));
      out.log(
        name.padEnd(68) +
          rps.toFixed(0).padStart(8) +
          (rps / rpsOf(ref)).toFixed(2).padStart(7) +
          short(ref).padStart(5) +
          median(rs.map((r) => r.p50))
            .toFixed(2)
            .padStart(9) +
          median(rs.map((r) => r.p99))
            .toFixed(2)
            .padStart(9) +
          String(rs.reduce((a, r) => a + r.errors, 0)).padStart(9) +
          median(cpu.get(name)!).toFixed(0).padStart(12),
      );
    }
    out.log(
      '\nCPU µs/req: the CPU time of the server process (all threads) over the run, per request answered; ' +
        'steadier than req/s when other work shares the machine.',
    );
    out.log(
      `\nserver RSS at rest / after the runs: Fastify peer ${mib(rest.peer)} / ${mib(after.peer)}, ` +
        `insuite ${mib(rest.insuite)} / ${mib(after.insuite)}`,
    );
    out.write();
  } finally {
    await Promise.all(children.map(stop));
  }
}

void main();
