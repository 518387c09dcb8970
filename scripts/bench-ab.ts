// npm run bench:ab -- <git ref>: the server of this checkout against the server of another commit,
// on the same requests (npm run bench's insuite scenarios: fetchResourceGroup, fetchTableRecord of
// a 10,000-row lookup table, createResourceGroup, /healthz; and npm run bench:lifecycle's price of
// the example tenant's quote, at one connection and at 50), taking turns: a change to the request
// path costs or saves a few microseconds a request, less than npm run bench's figures move between
// runs, so the two builds are measured alternately in one run and compared by the server's CPU
// time per request (from /proc, all threads), the steadiest figure. Each build is checked out into
// a temporary worktree (sharing this checkout's node_modules) and built there (this checkout's
// tracked files as they are, untracked ones left out); both
// servers run compiled, with the flags npm start chooses, pinned to one core, and the load (wrk)
// to another.
//
// Each round runs both servers of each build, in alternating order; the ratio is given from the
// medians and round by round.
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
  // This checkout is built the same way, from a commit of its tracked files as they are (git
  // stash create, which changes nothing): a build made in place measured apart from the same
  // commit built in a worktree (docs/performance-patches.md).
  const dirty = !!git('status', '--porcelain', '--untracked-files=no');
  const head = (dirty && git('stash', 'create')) || git('rev-parse', 'HEAD');
  const other = buildAt(ref);
  let self: ReturnType<typeof buildAt>;
  try {
    self = buildAt(head);
  } catch (err) {
    other.remove();
    throw err;
  }
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const auth = { Authorization: `Bearer ${token}` };
  const builds = [
    { name: `${ref} (${git('rev-parse', '--short', ref)})`, main: other.main },
    {
      name: `this checkout (${git('rev-parse', '--short', 'HEAD')}${dirty ? ', changed' : ''})`,
      main: self.main,
    },
  ];
  // Two servers of each build, started A B B A: with one of each, which server started first
  // moved the ratio more than the differences measured (docs/performance-patches.md).
  const starts = [0, 1, 1, 0];
  const servers: Awaited<ReturnType<typeof startInsuite>>[] = [];
  try {
    for (const b of starts) {
      const s = await startInsuite(token, [], builds[b]!.main);
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
      // Per build: every run's CPU per request and rate, and each round's mean of its two servers.
      const cpu: number[][] = builds.map(() => []);
      const rps: number[][] = builds.map(() => []);
      const perRound: number[][] = builds.map(() => []);
      const connections = t.connections ?? CONNECTIONS;
      for (let round = 0; round < ROUNDS; round++) {
        // The order alternates too, so that no server always runs after the same one, on a
        // machine warmed (or disturbed) by the other's run.
        const order = round % 2 ? [3, 2, 1, 0] : [0, 1, 2, 3];
        const sum = builds.map(() => 0);
        for (const k of order) {
          const s = servers[k]!;
          const b = starts[k]!;
          wrk(s.port, t.of[k]!(), 1, connections);
          const before = cpuMs(s.child.pid!);
          const r = wrk(s.port, t.of[k]!(), SECONDS, connections);
          const c = ((cpuMs(s.child.pid!) - before) * 1000) / (r.rps * SECONDS);
          cpu[b]!.push(c);
          rps[b]!.push(r.rps);
          sum[b]! += c / 2;
        }
        builds.forEach((_, b) => perRound[b]!.push(sum[b]!));
      }
      console.log(t.name);
      builds.forEach((b, i) => {
        const c = cpu[i]!;
        console.log(
          `  ${b.name.padEnd(40)} ${median(c).toFixed(0).padStart(5)} µs (${Math.min(...c).toFixed(0)}–${Math.max(...c).toFixed(0)})  ${median(rps[i]!).toFixed(0).padStart(7)} req/s`,
        );
      });
      // Each round's ratio compares two runs minutes apart at most, so a drift of the machine's
      // load over the whole run moves it less than it moves the medians; the middle half of the
      // rounds' ratios shows how far one run of this length can be trusted.
      const ratios = perRound[1]!.map((c, r) => c / perRound[0]![r]!).sort((a, b) => a - b);
      const q = (f: number) => ratios[Math.min(ratios.length - 1, Math.floor(f * ratios.length))]!;
      console.log(
        `  CPU per request, this checkout / ${ref}: ${(median(cpu[1]!) / median(cpu[0]!)).toFixed(2)} (medians); ` +
          `round by round ${median(ratios).toFixed(2)}, middle half ${q(0.25).toFixed(2)}–${q(0.75).toFixed(2)}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
    other.remove();
    self.remove();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
