// npm run bench:constraints: evaluateConstraintsForQuote and fetchDependencyMapForQuote on a quote
// with 50 constrained fields over a 100,000-row constraint table. Latency from 1,000 sequential
// calls (p50, p99); throughput at 50 connections next to plain node:http in the same run (median of
// alternating rounds; from wrk, the server pinned to one core and wrk to another, when wrk and
// taskset are installed). Everything is set up through the HTTP interface on a fresh SQLite
// database in a server process of its own.
//
// The table Geo holds 50 states × 40 counties × 50 territories. The quote holds 10 Dwellings, each
// with 5 constrained fields bound within it (state; county by state; territory by state and
// county; state by county; county by territory), each Dwelling in another state: 41 distinct
// lookups per call.
import { randomBytes } from 'node:crypto';
import AdmZip from 'adm-zip';
import { load as nodeLoad, sequential, start, stop, type Result, type Target } from '../bench/load.js';
import { alternatingRounds, call, measured, row as tableRow, type Measured } from '../bench/calls.js';
import { hasWrk, pin, pinning, SERVER_CORE, wrk } from '../bench/wrk.js';
import { report } from '../bench/report.js';

const out = report('bench:constraints');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const DWELLINGS = 10;

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const stateOf = (s: number) => `S${pad(s, 2)}`;
const countyOf = (s: number, c: number) => `${stateOf(s)}-C${pad(c, 2)}`;
const territoryOf = (s: number, c: number, t: number) => `${countyOf(s, c)}-T${pad(t, 2)}`;

function geoZip(): Buffer {
  const lines = ['state,county,territory'];
  for (let s = 0; s < 50; s++)
    for (let c = 0; c < 40; c++)
      for (let t = 0; t < 50; t++) lines.push(`${stateOf(s)},${countyOf(s, c)},${territoryOf(s, c, t)}`);
  const zip = new AdmZip();
  zip.addFile('geo.csv', Buffer.from(lines.join('\n') + '\n'));
  return zip.toBuffer();
}

const constraint = (column: string, where: Record<string, string>) => ({
  type: 'string',
  constraint: {
    table: 'Geo',
    column,
    where: Object.fromEntries(Object.entries(where).map(([col, key]) => [col, { key }])),
  },
});

const config = {
  accounts: { A: { data: {} } },
  charges: {},
  products: { Bench: { contents: ['Dwelling+'], data: {} } },
  exposures: {
    Dwelling: {
      data: {
        state: constraint('state', {}),
        county: constraint('county', { state: 'state' }),
        territory: constraint('territory', { state: 'state', county: 'county' }),
        stateOfCounty: constraint('state', { county: 'county' }),
        countyOfTerritory: constraint('county', { territory: 'territory' }),
      },
    },
  },
  constraintTables: {
    Geo: {
      selectionTimeBasis: 'policyStartTime',
      columns: {
        state: { dataType: 'string', makeDistinct: false },
        county: { dataType: 'string', makeDistinct: false },
        territory: { dataType: 'string', makeDistinct: false },
      },
    },
  },
};

const row = (name: string, r: Measured, base?: number) => tableRow(name, r, base, 58);

/** 50 connections for `seconds`: wrk when installed (the body as a Lua string), else the Node generator. */
const load = (port: number, t: Target, seconds: number, connections: number): Promise<Result> =>
  hasWrk
    ? Promise.resolve(
        wrk(port, { ...t, ...(t.body ? { luaBody: JSON.stringify(t.body(0)) } : {}) }, seconds, connections),
      )
    : nodeLoad(port, t, seconds, connections);

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const baseline = await start('http', token);
  pin(baseline.child.pid!, SERVER_CORE);
  const insuite = await start('insuite', token);
  pin(insuite.child.pid!, SERVER_CORE);
  const port = insuite.port;
  try {
    const { locator: t } = await call<{ locator: string }>(
      port,
      token,
      'POST',
      '/config/createTenant?name=bench',
      config,
    );
    await call(
      port,
      token,
      'POST',
      `/resource/${t}/constraints?name=geo&staticName=Geo`,
      geoZip(),
      'application/zip',
    );
    await call(port, token, 'POST', `/resource/${t}/groups`, {
      name: 'g',
      selectionStartTime: '2020-01-01T00:00:00Z',
      resourceNames: ['geo'],
    });
    const account = await call<{ locator: string }>(port, token, 'POST', `/policy/${t}/accounts`, {
      type: 'A',
    });
    const quote = await call<{ locator: string; element: { elements: { staticLocator: string }[] } }>(
      port,
      token,
      'POST',
      `/policy/${t}/quotes`,
      {
        productName: 'Bench',
        accountLocator: account.locator,
        startTime: '2026-03-01T00:00:00Z',
        elements: Array.from({ length: DWELLINGS }, (_, i) => ({
          type: 'Dwelling',
          data: {
            state: stateOf(i * 5),
            county: countyOf(i * 5, i),
            territory: territoryOf(i * 5, i, i),
            stateOfCounty: stateOf(i * 5),
            countyOfTerritory: countyOf(i * 5, i),
          },
        })),
      },
    );
    const request = JSON.stringify(
      Object.fromEntries(quote.element.elements.map((e) => [e.staticLocator, {}])),
    );
    const evaluate: Target = {
      method: 'POST',
      path: `/policy/${t}/quotes/${quote.locator}/constraints/evaluate`,
      headers: { Authorization: `Bearer ${token}` },
      body: () => request,
    };
    const answer = await call<Record<string, Record<string, string[]>>>(
      port,
      token,
      'POST',
      evaluate.path,
      JSON.parse(request),
    );
    const fields = Object.values(answer).reduce((n, f) => n + Object.keys(f).length, 0);
    if (fields !== 50) throw new Error(`expected 50 evaluated fields, got ${fields}`);

    const dependencies: Target = {
      method: 'GET',
      path: `/policy/${t}/quotes/${quote.locator}/constraints/dependency`,
      headers: { Authorization: `Bearer ${token}` },
    };
    const item: Target = { method: 'GET', path: '/item' };

    const pid = insuite.child.pid!;
    await sequential(port, evaluate, 50); // warm-up
    const seq = await measured(
      pid,
      () => sequential(port, evaluate, CALLS),
      () => CALLS,
    );
    await sequential(port, dependencies, 50);
    const seqDeps = await measured(
      pid,
      () => sequential(port, dependencies, CALLS),
      () => CALLS,
    );

    const [b, ours, deps] = await alternatingRounds(ROUNDS, SECONDS, [
      { pid: baseline.child.pid!, run: (seconds) => load(baseline.port, item, seconds, CONNECTIONS) },
      { pid, run: (seconds) => load(port, evaluate, seconds, CONNECTIONS) },
      { pid, run: (seconds) => load(port, dependencies, seconds, CONNECTIONS) },
    ]);
    out.log(
      `\n50 constrained fields, 100,000-row table, SQLite; load from ${hasWrk ? 'wrk (1 thread)' : 'a Node load generator'}` +
        `${pinning ? ', server and load pinned to separate cores' : ''}`,
    );
    out.log(
      'scenario'.padEnd(58) +
        'req/s'.padStart(8) +
        '  ratio' +
        '   p50 ms' +
        '   p99 ms' +
        '  non-2xx' +
        '  CPU µs/req',
    );
    out.log(row(`evaluateConstraintsForQuote, ${CALLS} sequential calls`, seq));
    out.log(row(`fetchDependencyMapForQuote, ${CALLS} sequential calls`, seqDeps));
    out.log(row(`plain node:http, small JSON, ${CONNECTIONS} connections`, b, b.rps));
    out.log(row(`evaluateConstraintsForQuote, ${CONNECTIONS} connections`, ours, b.rps));
    out.log(row(`fetchDependencyMapForQuote, ${CONNECTIONS} connections`, deps, b.rps));
    out.log(
      `\ntargets: ≥ 3,000 calls/s at ${CONNECTIONS} connections and sequential p50 ≤ 1 ms, for both ` +
        `(median of ${ROUNDS} rounds of ${SECONDS}s under load); CPU µs/req: the server's CPU time ` +
        'per call (all threads), steadier than the rates when other work shares the machine',
    );
    out.write();
  } finally {
    // SIGINT: the server exits through process.exit, which writes a CPU profile when asked for.
    await Promise.all([stop(baseline.child), stop(insuite.child)]);
  }
}

void main();
