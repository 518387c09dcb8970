// Pricing a draft runs its validation plugin, then its rating plugin on the quote as validated,
// both in one visit to the sandbox: each export sees what it saw when they were called one after
// the other, the rating runs only when validation answered no errors, and each writes its own log.
import { createClient } from '@insuite/client';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

/** The first price of a process compiles its checks and starts the sandbox thread: slow when the machine is busy. */
const SLOW = 120_000;

// yearBuilt 1990: valid, rated; 1991: valid, the rating throws; 2030: invalid.
const PLUGIN = `
const dwelling = (quote) => quote.element.elements[0];
export function validate({ quote, log }) {
  log('validate saw ' + quote.quoteState + ', end ' + (quote.endTime ?? 'none'));
  const d = dwelling(quote);
  return { errors: d.data.yearBuilt > 2026 ? [{ elementLocator: d.locator, message: 'built too late' }] : [] };
}
export function rate({ quote, log }) {
  log('rate saw ' + quote.quoteState + ', end ' + quote.endTime);
  const d = dwelling(quote);
  if (d.data.yearBuilt === 1991) throw new Error('no rate for 1991');
  return { items: [{ elementLocator: d.locator, chargeType: 'premium', amount: '10.00' }] };
}`;

let s: TestServer;
let t: string;

beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('steps'), body: withPlugins({ 'index.js': PLUGIN }) }))
    .locator;
}, SLOW);
afterAll(async () => {
  await s?.close();
});

/** The plugin logs of one quote, oldest first, each with its lines. */
async function logsOf(quoteLocator: string) {
  const list = await s.admin.fetchLogsList({ tenantLocator: t, objectLocator: quoteLocator });
  const logs = await Promise.all(
    list.items.map((m) => s.admin.fetchLogs({ tenantLocator: t, locator: m.locator })),
  );
  return logs
    .sort((a, b) => a.locator.localeCompare(b.locator))
    .map((l) => ({ pluginType: l.pluginType, outcome: l.outcome, log: l.log }));
}

describe('priceQuote of a draft', () => {
  it(
    'validates, then rates the quote as validated; each step logs',
    async () => {
      const q = await quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 1990 } });
      const price = await s.admin.priceQuote({ tenantLocator: t, locator: q.locator });
      expect(price.items.map((i) => i.amount)).toEqual([10]);
      const end = price.endTime;
      expect(await logsOf(q.locator)).toEqual([
        { pluginType: 'validation', outcome: 'succeeded', log: 'validate saw draft, end none' },
        { pluginType: 'rating', outcome: 'succeeded', log: `rate saw validated, end ${end}` },
      ]);
    },
    SLOW,
  );

  it(
    'validation errors answer 422 and the rating does not run',
    async () => {
      const q = await quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 2030 } });
      const err = await failure(s.admin.priceQuote({ tenantLocator: t, locator: q.locator }));
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toBe('The quote is not valid: built too late');
      expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(q);
      expect(await logsOf(q.locator)).toEqual([
        { pluginType: 'validation', outcome: 'succeeded', log: 'validate saw draft, end none' },
      ]);
    },
    SLOW,
  );

  it(
    'a rating that throws after a validation that passed: 422 naming the rating, both logs',
    async () => {
      const q = await quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 1991 } });
      const err = await failure(s.admin.priceQuote({ tenantLocator: t, locator: q.locator }));
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toMatch(/^The rating plugin \(plugins\/, export rate\) failed: /);
      expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(q);
      const logs = await logsOf(q.locator);
      expect(logs.map((l) => [l.pluginType, l.outcome])).toEqual([
        ['validation', 'succeeded'],
        ['rating', 'failed'],
      ]);
      expect(logs[1]!.log).toMatch(/^rate saw validated, end .+\nrate failed: Error: no rate for 1991/);
    },
    SLOW,
  );

  it(
    "each step's log carries the request's id: fetchLogsList finds them by it",
    async () => {
      const q = await quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 1990 } });
      // The request's own id, given as a ULID (the form a log's request id has).
      const requestId = ulid();
      const traced = createClient({
        baseUrl: s.baseUrl,
        token: s.adminToken,
        headers: { 'X-Request-Id': requestId },
      });
      await traced.priceQuote({ tenantLocator: t, locator: q.locator });
      const list = await s.admin.fetchLogsList({ tenantLocator: t, requestId });
      expect(list.items.map((m) => [m.pluginType, m.requestId]).sort()).toEqual([
        ['rating', requestId],
        ['validation', requestId],
      ]);
    },
    SLOW,
  );
});
