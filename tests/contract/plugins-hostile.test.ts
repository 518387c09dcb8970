// Hostile plugins through the SDK: each tenant below deploys a rating plugin that tries to reach
// what a plugin must not (files, the environment, modules, the network, the process), to hold the
// server (an endless loop, a memory bomb), to poison what it is given, to return a result 10 MB
// long, or to read another tenant's tables. Each price answers a Problem naming the plugin and its
// export, the quote stays as it was, the plugin log holds the stack, and another tenant prices on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { homeownersConfig, unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';
import { groupOf, uploadTable } from '../support/tables.js';
import { receiver, type Receiver } from '../support/webhooks.js';

/** The first price of a process compiles its checks and starts the sandbox thread: slow when the machine is busy. */
const SLOW = 120_000;

let s: TestServer;
let hook: Receiver;
/** A tenant whose plain plugin prices every dwelling at 100.00: it must go on pricing. */
let bystander: string;

/** The first dwelling of the quote the plugin is given. */
const DWELLING = 'quote.element.elements[0].locator';
const PLAIN = `export function rate({ quote }) {
  return { items: [{ elementLocator: ${DWELLING}, chargeType: 'premium', amount: '100.00' }] };
}`;

const deploy = async (index: string, config = homeownersConfig()) =>
  (await s.admin.createTenant({ name: unique('plug'), body: withPlugins({ 'index.js': index }, config) }))
    .locator;

beforeAll(async () => {
  // Limits low enough that the bombs below meet the limit they aim at quickly, on a loaded machine
  // too; at the defaults a bomb meets whichever limit comes first.
  s = await startServer({
    env: { INSUITE_PLUGIN_CPU_MS: '250', INSUITE_PLUGIN_MEMORY_BYTES: String(32 * 1024 * 1024) },
  });
  hook = await receiver();
  bystander = await deploy(PLAIN);
}, SLOW);
afterAll(async () => {
  await hook?.close();
  await s?.close();
});

/** The bystander's quotes still price, by its own plugin. */
async function bystanderPrices() {
  const q = await quote(s.admin, bystander);
  const price = await s.admin.priceQuote({ tenantLocator: bystander, locator: q.locator });
  expect(price.items.map((i) => i.amount)).toEqual([100]);
}

/** The plugin logs of one quote, each with its lines. */
async function logsOf(tenantLocator: string, quoteLocator: string) {
  const list = await s.admin.fetchLogsList({ tenantLocator, objectLocator: quoteLocator });
  return Promise.all(list.items.map((m) => s.admin.fetchLogs({ tenantLocator, locator: m.locator })));
}

/** Prices a new quote of `tenant`: a 422 naming the rating plugin, the quote unchanged, a log with the stack. */
async function priceFails(tenantLocator: string, detail: RegExp, log: RegExp) {
  const q = await quote(s.admin, tenantLocator);
  const err = await failure(s.admin.priceQuote({ tenantLocator, locator: q.locator }));
  expect(err.status).toBe(422);
  expect(err.problem?.detail).toMatch(/^The rating plugin \(plugins\/, export rate\) /);
  expect(err.problem?.detail).toMatch(detail);
  expect(err.problem?.errors?.[0]?.location).toMatch(/^plugins\.rate/);
  expect(await s.admin.fetchQuote({ tenantLocator, locator: q.locator })).toEqual(q);
  expect((await failure(s.admin.fetchPricedQuote({ tenantLocator, locator: q.locator }))).status).toBe(409);
  const logs = await logsOf(tenantLocator, q.locator);
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ pluginType: 'rating', outcome: 'failed', objectLocator: q.locator });
  expect(logs[0]!.log).toMatch(/^rate failed: /m);
  expect(logs[0]!.log).toMatch(log);
  await bystanderPrices();
  return { quote: q, err, log: logs[0]!.log };
}

describe('a plugin reaching past its sandbox', () => {
  it.each([
    [
      'reads a file',
      `export function rate() {
        const load = globalThis['req' + 'uire'];
        return load('node:fs').readFileSync('/etc/passwd', 'utf8');
      }`,
      /TypeError: not a function/,
    ],
    [
      'reads the environment',
      `export function rate() { return { items: [], home: process.env.HOME }; }`,
      /ReferenceError: 'process' is not defined/,
    ],
    [
      "imports node:fs at run time (import('node:fs') with a computed name)",
      `export async function rate() {
        const fs = await import(['node', 'fs'].join(':'));
        return fs.readFileSync('/etc/passwd', 'utf8');
      }`,
      /node:fs/,
    ],
    [
      'calls fetch',
      `export async function rate() { await fetch('${'URL'}'); return { items: [] }; }`,
      /ReferenceError: 'fetch' is not defined/,
    ],
    [
      'calls process.exit',
      `export function rate() { process.exit(1); }`,
      /ReferenceError: 'process' is not defined/,
    ],
  ])(
    '%s: refused with a Problem, the stack in its log',
    async (_what, index, error) => {
      const t = await deploy(index.replace("'URL'", JSON.stringify(hook.url)));
      const { log } = await priceFails(t, error, error);
      // The stack names the plugin's own function and file (a module load that failed has none).
      if (!index.includes('import(')) expect(log).toMatch(/at rate \(plugins\/index\.js:\d+/);
      expect(hook.received).toEqual([]);
      expect(log).not.toContain('root:');
    },
    SLOW,
  );

  it(
    "a static import('node:fs') is refused at deploy, naming the import",
    async () => {
      const err = await failure(
        s.admin.createTenant({
          name: unique('plug'),
          body: withPlugins({ 'index.js': "export const rate = async () => (await import('node:fs')).x;" }),
        }),
      );
      expect(err.status).toBe(422);
      expect(err.problem?.errors?.[0]).toMatchObject({
        location: expect.stringMatching(/^plugins\/index\.js:1:\d+$/),
        message: expect.stringContaining('node:fs'),
      });
    },
    SLOW,
  );
});

describe('a plugin holding the server', () => {
  it(
    'an endless loop is stopped at its CPU time',
    async () => {
      const t = await deploy('export function rate() { for (;;) {} }');
      await priceFails(t, /exceeded its CPU time/, /rate failed: exceeded its CPU time/);
    },
    SLOW,
  );

  it(
    'a loop of long native operations is stopped by the thread watchdog',
    async () => {
      const t = await deploy('export function rate() { for (;;) new Array(1 << 18).fill(0).sort(); }');
      await priceFails(t, /exceeded its CPU time/, /exceeded its CPU time/);
    },
    SLOW,
  );

  it.each([
    // Each array alone is past the limit: QuickJS's own accounting stops it.
    ['arrays', 'const a = []; for (;;) a.push(new Array(1 << 22).fill({ n: a.length }));'],
    // Each string alone is within the limit, which does not add them up: the thread's WebAssembly
    // memory bound stops them.
    [
      'large strings',
      "let s = 'x'; while (s.length < 8 << 20) s += s; const a = []; for (let i = 0; ; i++) a.push(s.slice(i % 2 + 1));",
    ],
  ])(
    'a memory bomb of %s is stopped at its memory limit',
    async (what, body) => {
      const t = await deploy(`export function rate() { ${body} }`);
      // Copying strings that large takes a while on a loaded machine: the CPU time may come first.
      const stopped = what === 'arrays' ? /exceeded its memory/ : /exceeded its (memory|CPU time)/;
      await priceFails(t, stopped, stopped);
      // The tenant's next call gets a fresh sandbox and fails the same way, not worse.
      await priceFails(t, stopped, stopped);
    },
    SLOW,
  );

  it(
    'a result 10 MB long is refused before it is copied out',
    async () => {
      const t = await deploy(
        "export function rate() { return { items: [], pad: 'x'.repeat(10 * 1024 * 1024) }; }",
      );
      await priceFails(t, /returned a result \d+ characters long as JSON; at most \d+ are taken/, /at most/);
    },
    SLOW,
  );
});

describe('a plugin poisoning what it is given', () => {
  // Asked with the quote's channel `broker`, the plugin changes every built-in its input reaches,
  // then checks whether they are whole; any other quote it checks without changing anything. The
  // built-ins are frozen before the plugin loads: changes go nowhere (sloppy code) or throw.
  const POISON = `export function rate({ quote, tables, tenant, log }) {
    if (quote.element.data.channel === 'broker') {
      quote.__proto__.polluted = 'yes';
      quote.element.constructor.prototype.toJSON = () => 'poisoned';
      tables.lookup.__proto__.call = () => 'poisoned';
      [].__proto__.map = () => ['poisoned'];
      log.constructor.prototype.apply = () => 'poisoned';
      JSON.stringify = () => '{"items":[]}';
      tenant.locator.__proto__.toString = () => 'poisoned';
      Promise.prototype.then = function () { return 'poisoned'; };
      globalThis.Object = null;
    }
    const whole = ({}).polluted === undefined && typeof Object.prototype.toJSON !== 'function'
      && [1].map((x) => x + 1)[0] === 2 && JSON.stringify([1]) === '[1]' && Object !== null;
    log('built-ins whole: ' + whole);
    return { items: [{ elementLocator: ${DWELLING}, chargeType: 'premium', amount: whole ? '7.00' : '666.00' }] };
  }`;

  it(
    'fails that call; the next call, other tenants and the server see none of it',
    async () => {
      const t = await deploy(POISON);
      const at = (locator: string) => ({ tenantLocator: t, locator });
      const poisoned = await quote(s.admin, t, { data: { channel: 'broker' } });
      const err = await failure(s.admin.priceQuote(at(poisoned.locator)));
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toMatch(
        /^The rating plugin \(plugins\/, export rate\) failed: TypeError: Cannot assign to read only property toString/,
      );
      expect(await s.admin.fetchQuote(at(poisoned.locator))).toEqual(poisoned);
      expect((await logsOf(t, poisoned.locator))[0]?.log).toMatch(/at rate \(plugins\/index\.js:\d+/);

      const plain = await quote(s.admin, t);
      const price = await s.admin.priceQuote(at(plain.locator));
      expect(price.items.map((i) => i.amount)).toEqual([7]);
      expect((await logsOf(t, plain.locator))[0]?.log).toBe('built-ins whole: true');
      // Nothing crossed into the server's own objects.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(JSON.stringify({ a: [1] })).toBe('{"a":[1]}');
      await bystanderPrices();
    },
    SLOW,
  );
});

describe("a plugin reading another tenant's tables", () => {
  const csv = (rate: string) => `state,county,baseRate,territoryCode\nIL,Cook,${rate},101\n`;
  const config = () => {
    const c = homeownersConfig() as unknown as { tables: Record<string, unknown> };
    c.tables.SecretRates = structuredClone(c.tables.TerritoryRates);
    return c as unknown as ReturnType<typeof homeownersConfig>;
  };
  const PROBE = `export function rate({ quote, tables, log }) {
    const secret = tables.lookup('SecretRates', ['IL', 'Cook']);
    const territory = tables.lookup('TerritoryRates', ['IL', 'Cook']);
    log('SecretRates ' + JSON.stringify(secret) + '; TerritoryRates ' + JSON.stringify(territory));
    return { items: [{ elementLocator: ${DWELLING}, chargeType: 'premium',
      amount: secret ? secret.baseRate : territory ? territory.baseRate : '1.00' }] };
  }`;

  it(
    'finds nothing of the other tenant by static name: only its own tables',
    async () => {
      const owner = await deploy(PLAIN, config());
      await uploadTable(s.admin, owner, 'lookup', 'secret', 'SecretRates', csv('999.00'));
      await uploadTable(s.admin, owner, 'lookup', 'rates', 'TerritoryRates', csv('888.00'));
      await groupOf(s.admin, owner, '2020-01-01T00:00:00Z', ['secret', 'rates']);

      const prober = await deploy(PROBE, config());
      const at = (locator: string) => ({ tenantLocator: prober, locator });
      const first = await quote(s.admin, prober);
      expect((await s.admin.priceQuote(at(first.locator))).items.map((i) => i.amount)).toEqual([1]);
      expect((await logsOf(prober, first.locator))[0]?.log).toBe(
        'SecretRates undefined; TerritoryRates undefined',
      );

      await uploadTable(s.admin, prober, 'lookup', 'rates', 'TerritoryRates', csv('5.00'));
      await groupOf(s.admin, prober, '2020-01-01T00:00:00Z', ['rates']);
      const second = await quote(s.admin, prober);
      expect((await s.admin.priceQuote(at(second.locator))).items.map((i) => i.amount)).toEqual([5]);
      expect((await logsOf(prober, second.locator))[0]?.log).toMatch(
        /^SecretRates undefined; TerritoryRates \{"state":"IL","county":"Cook","baseRate":"5\.00?"/,
      );
    },
    SLOW,
  );
});
