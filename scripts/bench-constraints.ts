// npm run bench:constraints: evaluateConstraintsForQuote on a quote with 50 constrained fields over
// a 100,000-row constraint table. Latency from 1,000 sequential calls (p50, p99); throughput at 50
// connections next to bare Express in the same run (median of alternating rounds). Everything is
// set up through the HTTP interface on a fresh SQLite database in a server process of its own.
//
// The table Geo holds 50 states × 40 counties × 50 territories. The quote holds 10 Dwellings, each
// with 5 constrained fields bound within it (state; county by state; territory by state and
// county; state by county; county by territory), each Dwelling in another state: 41 distinct
// lookups per call.
import { randomBytes } from 'node:crypto';
import AdmZip from 'adm-zip';
import { load, median, sequential, start, stop, type Result, type Target } from '../bench/load.js';

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

async function call<T>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  type?: string,
) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': type ?? 'application/json' } : {}),
    },
    body: body === undefined ? undefined : type ? new Uint8Array(body as Buffer) : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const row = (name: string, r: Result, base?: number) =>
  name.padEnd(58) +
  r.rps.toFixed(0).padStart(8) +
  (base ? (r.rps / base).toFixed(2) : '').padStart(7) +
  r.p50.toFixed(2).padStart(9) +
  r.p99.toFixed(2).padStart(9) +
  String(r.errors).padStart(9);

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const baseline = await start('baseline', token);
  const insuite = await start('insuite', token);
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

    await sequential(port, evaluate, 50); // warm-up
    const seq = await sequential(port, evaluate, CALLS);

    const base: Result[] = [];
    const ours: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await load(baseline.port, { method: 'GET', path: '/item' }, 1, CONNECTIONS);
      base.push(await load(baseline.port, { method: 'GET', path: '/item' }, SECONDS, CONNECTIONS));
      await load(port, evaluate, 1, CONNECTIONS);
      ours.push(await load(port, evaluate, SECONDS, CONNECTIONS));
    }
    const pick = (rs: Result[]): Result => ({
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      errors: rs.reduce((n, r) => n + r.errors, 0),
    });
    const b = pick(base);
    console.log(`\nevaluateConstraintsForQuote: 50 constrained fields, 100,000-row table, SQLite`);
    console.log(
      'scenario'.padEnd(58) + 'req/s'.padStart(8) + '  ratio' + '   p50 ms' + '   p99 ms' + '  non-2xx',
    );
    console.log(row(`${CALLS} sequential calls, one connection`, seq));
    console.log(row(`bare Express, small JSON, ${CONNECTIONS} connections`, b, b.rps));
    console.log(row(`evaluateConstraintsForQuote, ${CONNECTIONS} connections`, pick(ours), b.rps));
    console.log(
      `\ntargets: sequential p50 ≤ 5 ms, p99 ≤ 20 ms (median of ${ROUNDS} rounds of ${SECONDS}s under load)`,
    );
  } finally {
    // SIGINT: the server exits through process.exit, which writes a CPU profile when asked for.
    await Promise.all([stop(baseline.child), stop(insuite.child)]);
  }
}

void main();
