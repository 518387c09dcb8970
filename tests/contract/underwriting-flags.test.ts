// The underwriting plugin's flags replace those it raised before, instead of piling up: a flag it
// raises again stays as it is, one an underwriter cleared stays cleared until the quote's data
// changes, and the plugin is handed the flags in force and the price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

/** The first underwriting of a process compiles its checks and starts the sandbox thread. */
const SLOW = 120_000;

// Blocks a dwelling built before 1950; logs the flags in force and the price it is handed.
const PLUGIN = `
export function rate({ quote }) {
  return { items: [{ elementLocator: quote.element.elements[0].locator, chargeType: 'premium', amount: '12.34' }] };
}
export function underwrite({ quote, flags, price, log }) {
  log('in force: ' + flags.map((f) => f.level + '/' + (f.note ?? '')).join(',') +
    '; price: ' + price.items.map((i) => i.chargeType + ' ' + i.amount).join(','));
  const d = quote.element.elements[0];
  return { flags: d.data.yearBuilt < 1950 ? [{ level: 'block', note: 'old', elementLocator: d.locator }] : [] };
}`;

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('uw'), body: withPlugins({ 'index.js': PLUGIN }) })).locator;
}, SLOW);
afterAll(() => s?.close());

const ids = (locator: string) => ({ tenantLocator: t, locator });
const old = () => quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 1900 } });
const levels = async (locator: string) => {
  const f = await s.admin.fetchUnderwritingFlagsForQuote(ids(locator));
  return { flags: f.flags.map((x) => x.level), cleared: f.clearedFlags.map((x) => x.level) };
};

/** The lines of the quote's underwriting logs, oldest first. */
async function underwritingLogs(locator: string): Promise<string[]> {
  const list = await s.admin.fetchLogsList({ tenantLocator: t, objectLocator: locator });
  const logs = await Promise.all(
    list.items.map((m) => s.admin.fetchLogs({ tenantLocator: t, locator: m.locator })),
  );
  return logs
    .filter((l) => l.pluginType === 'underwriting')
    .sort((a, b) => a.locator.localeCompare(b.locator))
    .map((l) => l.log);
}

describe("the underwriting plugin's flags", () => {
  it(
    'underwriting again keeps the one block flag, with its locator; acceptance re-underwrites without adding one',
    async () => {
      const q = await old();
      const first = await s.admin.underwriteQuote(ids(q.locator));
      expect(first.quoteState).toBe('underwrittenBlocked');
      expect(first.underwritingFlags.map((f) => f.level)).toEqual(['block']);
      const again = await s.admin.underwriteQuote(ids(q.locator));
      expect(again.underwritingFlags).toEqual(first.underwritingFlags);
      const accepted = await s.admin.acceptQuote(ids(q.locator));
      expect(accepted.quoteState).toBe('underwrittenBlocked');
      expect(await levels(q.locator)).toEqual({ flags: ['block'], cleared: [] });
    },
    SLOW,
  );

  it('a block an underwriter cleared stays cleared on the same data, and acceptance goes through', async () => {
    const q = await old();
    const [block] = (await s.admin.underwriteQuote(ids(q.locator))).underwritingFlags;
    await s.admin.clearUnderwritingBlockFlagForQuote({ ...ids(q.locator), flagLocator: block!.locator });
    const again = await s.admin.underwriteQuote(ids(q.locator));
    expect(again).toMatchObject({ quoteState: 'underwritten', underwritingFlags: [] });
    expect((await s.admin.acceptQuote(ids(q.locator))).quoteState).toBe('accepted');
    expect(await levels(q.locator)).toEqual({ flags: [], cleared: ['block'] });
  });

  it('the plugin raises a cleared flag anew once the data changed, and drops its flag when no longer raised', async () => {
    const q = await old();
    const [block] = (await s.admin.underwriteQuote(ids(q.locator))).underwritingFlags;
    await s.admin.clearUnderwritingBlockFlagForQuote({ ...ids(q.locator), flagLocator: block!.locator });
    await s.admin.resetQuote({ ...ids(q.locator), body: {} });
    await s.admin.updateQuote({ ...ids(q.locator), body: { setData: { channel: 'broker' } } });
    const changed = await s.admin.underwriteQuote(ids(q.locator));
    expect(changed.quoteState).toBe('underwrittenBlocked');
    expect(changed.underwritingFlags).toEqual([
      expect.objectContaining({
        level: 'block',
        note: 'old',
        locator: expect.not.stringMatching(block!.locator),
      }),
    ]);
    expect(await levels(q.locator)).toEqual({ flags: ['block'], cleared: ['block'] });

    // Built later: the plugin raises nothing, and its block goes; the underwriter's flags stay.
    await s.admin.resetQuote({ ...ids(q.locator), body: {} });
    await s.admin.addUnderwritingInfoFlagForQuote({ ...ids(q.locator), body: { note: 'mine' } });
    const dwelling = (await s.admin.fetchQuote(ids(q.locator))).element.elements![0]!;
    await s.admin.updateQuote({
      ...ids(q.locator),
      body: { elements: [{ locator: dwelling.locator, setData: { yearBuilt: 1990 } }] },
    });
    const fine = await s.admin.underwriteQuote(ids(q.locator));
    expect(fine.quoteState).toBe('underwritten');
    expect(fine.underwritingFlags.map((f) => [f.level, f.note])).toEqual([['info', 'mine']]);
  });

  it('is handed the flags in force and the price', async () => {
    const q = await old();
    await s.admin.addUnderwritingInfoFlagForQuote({ ...ids(q.locator), body: { note: 'seen' } });
    await s.admin.underwriteQuote(ids(q.locator));
    await s.admin.underwriteQuote(ids(q.locator));
    expect(await underwritingLogs(q.locator)).toEqual([
      'in force: info/seen; price: premium 12.34',
      'in force: info/seen,block/old; price: premium 12.34',
    ]);
  });
});
