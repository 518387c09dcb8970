// Plugins as a boundary between tenants, through the SDK: a bystander tenant prices without pause
// while other tenants' plugins loop, hold their thread in native code, keep memory past their
// limit, flood the host with lookup keys, throw what cannot be read, redeploy in a loop or flood
// pricing. Every bystander price answers 200 with its own plugin's charges, and each hostile call
// fails alone with a 422 naming the plugin and export. Then: a tenant whose calls keep overrunning
// cools down on the server's clock, and a plugin reads the server's clock and a Math.random seeded
// per call, so the same quote at the same clock rates the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/src/util.js';
import { failure } from '../support/failure.js';
import { homeownersConfig, unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

/** The first price of a process starts the sandbox thread: slow when the machine is busy. */
const SLOW = 180_000;

let s: TestServer;
/** The server's clock: the real time unless a test sets it. */
let at: number | undefined;
const clock: Clock = { now: () => new Date(at ?? Date.now()) };
let bystander: string;
let bystanderQuote: string;

const DWELLING = 'quote.element.elements[0].locator';
const PLAIN = `export function rate({ quote }) {
  return { items: [{ elementLocator: ${DWELLING}, chargeType: 'premium', amount: '100.00' }] };
}`;

const create = async (index: string) =>
  (
    await s.admin.createTenant({
      name: unique('tenant'),
      body: withPlugins({ 'index.js': index }, homeownersConfig()),
    })
  ).locator;

beforeAll(async () => {
  // One sandbox thread (the default): every tenant below shares it with the bystander.
  s = await startServer({
    clock,
    env: {
      // The memory hog below fills its memory well within this CPU time.
      INSUITE_PLUGIN_CPU_MS: '500',
      INSUITE_PLUGIN_MEMORY_BYTES: String(32 * 1024 * 1024),
      INSUITE_PLUGIN_THREADS: '1',
      INSUITE_PLUGIN_COOLDOWN_MS: '600000',
    },
  });
  bystander = await create(PLAIN);
  bystanderQuote = (await quote(s.admin, bystander)).locator;
}, SLOW);
afterAll(async () => {
  await s?.close();
});

/**
 * Runs `hostile` while the bystander prices its quote again and again (stateless: nothing stored);
 * every one of those prices answers 200 with its plugin's charge.
 */
async function whileBystanderPrices(hostile: () => Promise<void>) {
  let done = false;
  const answers: unknown[] = [];
  const prices = (async () => {
    do {
      answers.push(
        await s.admin.priceQuote({ tenantLocator: bystander, locator: bystanderQuote, stateless: true }).then(
          (p) => p.items.map((i) => i.amount),
          (err: unknown) => err,
        ),
      );
    } while (!done);
  })();
  try {
    await hostile();
  } finally {
    done = true;
    await prices;
  }
  expect(answers.length).toBeGreaterThan(0);
  for (const a of answers) expect(a).toEqual([100]);
}

const PLUGIN_OF = { validate: 'validation', rate: 'rating' };

/**
 * Prices a new quote of `tenant`: a 422 naming the plugin and its export (a draft is validated
 * first: a bundle that does not load, or is cooling down, fails at its first step), with `detail`.
 */
async function priceFails(tenantLocator: string, detail: RegExp, step: 'validate' | 'rate' = 'rate') {
  const q = await quote(s.admin, tenantLocator);
  const err = await failure(s.admin.priceQuote({ tenantLocator, locator: q.locator }));
  expect(err.status).toBe(422);
  expect(err.problem?.detail).toMatch(
    new RegExp(`^The ${PLUGIN_OF[step]} plugin \\(plugins/, export ${step}\\) `),
  );
  expect(err.problem?.detail).toMatch(detail);
  expect(err.problem?.errors?.[0]?.location).toMatch(new RegExp(`^plugins\\.${step}`));
}

describe('a bystander prices on while another tenant', () => {
  it.each([
    [
      'loops without end (three tenants at once)',
      'export function rate() { for (;;) {} }',
      3,
      /exceeded its CPU time/,
    ],
    [
      'loops inside long native operations',
      'export function rate() { for (;;) new Array(1 << 18).fill(0).sort(); }',
      1,
      /exceeded its CPU time/,
    ],
    [
      'keeps memory past its limit, catching its own allocation failure',
      `const keep = [];
      export function rate() {
        try { for (;;) keep.push(new Uint8Array(8 << 20)); } catch {}
        throw new Error('still holding ' + keep.length);
      }`,
      1,
      /Error: still holding \d+/,
    ],
    [
      'asks a lookup with a million keys',
      `export function rate({ tables }) {
        return tables.lookup('TerritoryRates', new Array(1e6).fill('key'));
      }`,
      1,
      /tables: the keys must be an array of at most 64 strings/,
    ],
    ['throws a promise', 'export function rate() { throw Promise.resolve(1); }', 1, /threw a promise/],
  ])(
    '%s: each of its calls fails alone with a 422',
    async (_what, index, tenants, detail) => {
      const hostile = await Promise.all(Array.from({ length: tenants }, () => create(index)));
      await whileBystanderPrices(async () => {
        await Promise.all(hostile.map((t) => priceFails(t, detail)));
      });
    },
    SLOW,
  );

  it(
    'throws, at its top level, a value whose toJSON and getters never return: its deploy is refused with a 422',
    async () => {
      await whileBystanderPrices(async () => {
        const err = await failure(
          create(`throw { toJSON() { for (;;) {} }, get message() { for (;;) {} }, get stack() { for (;;) {} } };
          export function rate() { return { items: [] }; }`),
        );
        expect(err.status).toBe(422);
        expect(err.problem?.detail).toMatch(/^The plugins fail to load \(plugins\/: exceeded its CPU time\)/);
      });
    },
    SLOW,
  );

  it(
    'redeploys in a loop: each deploy answers, the bystander is not held',
    async () => {
      const storm = await create(PLAIN);
      await whileBystanderPrices(async () => {
        for (let i = 0; i < 6; i++) {
          const body = withPlugins({ 'index.js': PLAIN.replace('100.00', `${i + 1}.00`) });
          await s.admin.deployConfigZip({ tenantLocator: storm, body });
        }
      });
      const q = await quote(s.admin, storm);
      const price = await s.admin.priceQuote({ tenantLocator: storm, locator: q.locator });
      expect(price.items.map((i) => i.amount)).toEqual([6]);
    },
    SLOW,
  );

  it(
    'floods pricing with 200 calls at once: they wait behind each other, not in front of the bystander',
    async () => {
      const flood = await create(PLAIN.replace('100.00', '5.00'));
      const q = (await quote(s.admin, flood)).locator;
      const answers: unknown[] = [];
      await whileBystanderPrices(async () => {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 200 }, () =>
              s.admin.priceQuote({ tenantLocator: flood, locator: q, stateless: true }).then(
                (p) => p.items.map((i) => i.amount),
                (err: unknown) => err,
              ),
            ),
          )),
        );
      });
      for (const a of answers) expect(a).toEqual([5]);
    },
    SLOW,
  );
});

describe("a tenant's plugin that keeps overrunning", () => {
  it(
    "cools down: answered at once with a 422 until the server's clock passes the cool-down or it redeploys",
    async () => {
      const t = await create('export function rate() { for (;;) {} }');
      for (let i = 0; i < 3; i++) await priceFails(t, /exceeded its CPU time/);
      await whileBystanderPrices(async () => {
        await priceFails(
          t,
          /is cooling down: 3 of its calls overran their CPU time or memory within 600 s/,
          'validate',
        );
      });
      at = Date.now() + 600_001;
      try {
        await priceFails(t, /exceeded its CPU time/);
      } finally {
        at = undefined;
      }
      await priceFails(t, /exceeded its CPU time/);
      await priceFails(t, /exceeded its CPU time/);
      await priceFails(t, /is cooling down/, 'validate');
      await s.admin.deployConfigZip({ tenantLocator: t, body: withPlugins({ 'index.js': PLAIN }) });
      const q = await quote(s.admin, t);
      expect(
        (await s.admin.priceQuote({ tenantLocator: t, locator: q.locator })).items.map((i) => i.amount),
      ).toEqual([100]);
    },
    SLOW,
  );
});

describe("a plugin's clock and randomness", () => {
  it(
    "are the server's clock and a Math.random seeded per call: the same quote at the same clock rates the same",
    async () => {
      const FROZEN = Date.UTC(2026, 5, 1, 12, 0, 0);
      const t = await create(`export function rate({ quote, asOf }) {
        const onClock = Date.now() === ${FROZEN} && new Date().getTime() === ${FROZEN} && asOf === new Date().toISOString();
        const amount = (onClock ? 10000 : 0) + Math.floor(Math.random() * 1000) + Math.floor(Math.random() * 1000) / 1000;
        return { items: [{ elementLocator: ${DWELLING}, chargeType: 'premium', amount: amount.toFixed(2) }] };
      }`);
      const q = (await quote(s.admin, t)).locator;
      const price = () =>
        s.admin
          .priceQuote({ tenantLocator: t, locator: q, stateless: true })
          .then((p) => p.items.map((i) => i.amount));
      at = FROZEN;
      try {
        const first = await price();
        expect(first[0]).toBeGreaterThanOrEqual(10000);
        expect(await price()).toEqual(first);
        at = FROZEN + 86_400_000;
        const later = await price();
        expect(later[0]).toBeLessThan(10000);
        expect(await price()).toEqual(later);
      } finally {
        at = undefined;
      }
    },
    SLOW,
  );
});
