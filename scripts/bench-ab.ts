// npm run bench:ab -- <git ref>: the server of this checkout against the server of another commit,
// on the same requests (npm run bench's insuite scenarios: fetchResourceGroup, fetchTableRecord of
// a 10,000-row lookup table, createResourceGroup, /healthz; and npm run bench:lifecycle's price of
// the example tenant's quote, at one connection and at 50), taking turns: a change to the request
// path costs or saves a few microseconds a request, less than npm run bench's figures move between
// runs, so the two builds are measured alternately in one run and compared by the server's CPU
// time per request (from /proc, all threads), the steadiest figure. The other commit is checked
// out into a temporary worktree (sharing this checkout's node_modules) and built there; both
// servers run compiled, with the flags npm start chooses, pinned to one core, and the load (wrk)
// to another.
//
// BENCH_ROUNDS (default 4), BENCH_SECONDS (4), BENCH_CONNECTIONS (50); BENCH_ONLY=regex measures
// only the scenarios whose names match (`BENCH_ONLY=priceQuote`). Needs wrk.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableZip } from '../client/src/index.js';
import { exampleTenant, tenantZip } from '../bench/example-tenant.js';
import { startInsuite } from '../bench/insuite.js';
import { median, stop } from '../bench/load.js';
import { groupCreations } from '../bench/targets.js';
import { cpuMs, hasWrk, pin, SERVER_CORE, wrk, type WrkTarget } from '../bench/wrk.js';
import { buildServer, COMPILED_MAIN } from '../server/build.mjs';
import { BIG_LOOKUP_TABLE, bigLookupCsv } from './table-data.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
const top = fileURLToPath(new URL('..', import.meta.url));

const git = (...args: string[]) => execFileSync('git', ['-C', top, ...args], { encoding: 'utf8' }).trim();

/** The compiled server of `ref`, built in a temporary worktree; `remove` deletes the worktree. */
function buildAt(ref: string): { main: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'insuite-ab-'));
  git('worktree', 'add', '--detach', dir, ref);
  const remove = () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const modules of ['node_modules', 'server/node_modules', 'client/node_modules'])
      if (existsSync(join(top, modules)) && !existsSync(join(dir, modules)))
        symlinkSync(join(top, modules), join(dir, modules));
    execFileSync(process.execPath, ['server/build.mjs'], { cwd: dir, stdio: 'inherit' });
    return { main: join(dir, 'dist/server/main.mjs'), remove };
  } catch (err) {
    remove();
    throw err;
  }
}

async function main() {
  const ref = process.argv[2];
  if (!ref) throw new Error('usage: npm run bench:ab -- <git ref to compare this checkout with>');
  if (!hasWrk) throw new Error('npm run bench:ab needs wrk (apt-get install wrk)');
  const other = buildAt(ref);
  await buildServer();
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const auth = { Authorization: `Bearer ${token}` };
  const builds = [
    { name: `${ref} (${git('rev-parse', '--short', ref)})`, main: other.main },
    {
      name: `this checkout (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ', changed' : ''})`,
      main: COMPILED_MAIN,
    },
  ];
  const servers = [];
  try {
    for (const b of builds) {
      const s = await startInsuite(token, [], b.main);
      pin(s.child.pid!, SERVER_CORE);
      servers.push(s);
    }
    // The same tenant, lookup table and group in each, made through the API as npm run bench makes
    // them. A target is made for each run (each write run names its groups anew).
    const writeTarget = groupCreations(auth);
    const targets: { name: string; of: (() => WrkTarget)[]; connections?: number }[] = [
      { name: 'fetchResourceGroup', of: [] },
      { name: 'fetchTableRecord (10,000-row lookup table)', of: [] },
      { name: 'createResourceGroup', of: [] },
      { name: 'GET /healthz', of: [] },
      { name: 'priceQuote (stateless), one connection', of: [], connections: 1 },
      { name: 'priceQuote (stateless)', of: [] },
    ];
    const exampleZip = tenantZip();
    const zip = new Uint8Array(await tableZip(bigLookupCsv(10_000)));
    for (const s of servers) {
      const send = async (path: string, type: string, body: BodyInit) => {
        const res = await fetch(`http://127.0.0.1:${s.port}${path}`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': type },
          body,
        });
        if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { locator: string };
      };
      const post = (path: string, body: unknown) => send(path, 'application/json', JSON.stringify(body));
      const { locator: tenant } = await post('/config/createTenant?name=ab', {
        accounts: {},
        charges: {},
        products: {},
        ...BIG_LOOKUP_TABLE,
      });
      await send(`/resource/${tenant}/tables?name=lookup&staticName=BigLookup`, 'application/zip', zip);
      const group = await post(`/resource/${tenant}/groups`, {
        name: 'g',
        selectionStartTime: '2026-01-01T00:00:00Z',
        resourceNames: ['lookup'],
      });
      const get = (path: string) => () => ({ method: 'GET', path, headers: auth });
      targets[0]!.of.push(get(`/resource/${tenant}/groups/${group.locator}`));
      targets[1]!.of.push(get(`/resource/${tenant}/tables/BigLookup/record?key=r3&key=p4&key=17`));
      targets[2]!.of.push(() => writeTarget(tenant));
      targets[3]!.of.push(() => ({ method: 'GET', path: '/healthz' }));
      const { price } = await exampleTenant(s.port, token, exampleZip, 'example');
      targets[4]!.of.push(() => price);
      targets[5]!.of.push(() => price);
    }
    console.log(
      `\n${CONNECTIONS} connections (unless named), ${SECONDS}s per run, ${ROUNDS} alternating rounds; CPU µs per request (median, range) and req/s (median)\n`,
    );
    for (const t of targets.filter((x) => ONLY.test(x.name))) {
      const cpu: number[][] = servers.map(() => []);
      const rps: number[][] = servers.map(() => []);
      const connections = t.connections ?? CONNECTIONS;
      for (let round = 0; round < ROUNDS; round++) {
        servers.forEach((s, i) => {
          wrk(s.port, t.of[i]!(), 1, connections);
          const before = cpuMs(s.child.pid!);
          const r = wrk(s.port, t.of[i]!(), SECONDS, connections);
          cpu[i]!.push(((cpuMs(s.child.pid!) - before) * 1000) / (r.rps * SECONDS));
          rps[i]!.push(r.rps);
        });
      }
      console.log(t.name);
      builds.forEach((b, i) => {
        const c = cpu[i]!;
        console.log(
          `  ${b.name.padEnd(40)} ${median(c).toFixed(0).padStart(5)} µs (${Math.min(...c).toFixed(0)}–${Math.max(...c).toFixed(0)})  ${median(rps[i]!).toFixed(0).padStart(7)} req/s`,
        );
      });
      console.log(
        `  CPU per request, this checkout / ${ref}: ${(median(cpu[1]!) / median(cpu[0]!)).toFixed(2)}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
    other.remove();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
