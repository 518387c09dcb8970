// The runner against tenants deployed through the SDK on a real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../tests/support/failure.js';
import { token, unique } from '../../../tests/support/given.js';
import { withPlugins } from '../../../tests/support/plugins.js';
import { startServer, type TestServer } from '../../../tests/support/server.js';
import { AppError } from '../errors.js';
import { createHotReads } from '../db/hot-reads.js';
import type { Tx } from '../db/knex.js';
import { createLogger } from '../logger.js';
import { createTenantsService } from '../tenants/tenants-service.js';
import { defaultIds, systemClock } from '../util.js';
import { createPluginsService, type Compiled, type PluginsRunner } from './plugins-service.js';
import type { TableDeclaration } from '../product/index.js';
import { indexOfRows } from '../tables/table-build.js';
import { TableIndex } from '../tables/table-index.js';
import type { PluginInput, PluginTables } from './types.js';

const QUOTE = '01JQ5X2Z9Y8W7V6T5S4R3Q2P1N';
let s: TestServer;
let plugins: PluginsRunner;
beforeAll(async () => {
  s = await startServer();
  const reads = createHotReads(s.db);
  plugins = createPluginsService({
    db: s.db,
    reads,
    clock: systemClock,
    ids: defaultIds,
    logger: createLogger({ logLevel: 'silent' }),
    tenants: createTenantsService({
      db: s.db,
      reads,
      clock: systemClock,
      ids: defaultIds,
      businessAccount: 'x',
    }),
    limits: {
      cpuMs: 300,
      memoryBytes: 32 * 1024 * 1024,
      tableCalls: 100,
      logLines: 10,
      logLineChars: 200,
      resultChars: 1024 * 1024,
      tenantsKept: 10,
      logsKept: 1000,
      threads: 1,
      tenantCalls: 2,
      tenantQueue: 100,
      overruns: 3,
      cooldownMs: 60_000,
    },
  });
});
afterAll(async () => {
  await plugins.close();
  await s.close();
});

/** Tables of one tenant, as the quote lifecycle hands them over. */
const tables = (rows: Record<string, Record<string, string>>): PluginTables => ({
  lookup: async (name, keys) => rows[`${name}:${keys.join('|')}`],
  range: async () => undefined,
  resolve: async () => undefined,
});

const input = (t: PluginTables = tables({})): PluginInput => ({
  quote: { locator: 'Q1', element: { locator: 'E1', data: { territory: 'N' } } },
  tenant: { locator: 't', timeZone: 'UTC', currency: 'USD' },
  tables: t,
});

const RATING = `export async function rate({ quote, tables, log }) {
  let factor = 1;
  for (let i = 0; i < 10; i++) {
    const row = await tables.lookup('TerritoryRates', [quote.element.data.territory]);
    factor *= Number(row.factor);
  }
  log('factor ' + factor);
  return { items: [{ elementLocator: quote.element.locator, chargeType: 'premium', amount: 100 * factor, tag: 'base' }] };
}
export const underwrite = () => ({ flags: [{ level: 'info', note: 'ok' }] });`;

async function deployed(files: Record<string, string>): Promise<string> {
  return (await s.admin.createTenant({ name: unique('plug'), body: withPlugins(files) })).locator;
}

async function problem(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

describe('PluginsService.run', () => {
  it('runs the exports of the deployed plugins with the caller’s tables; numbers leave as decimal strings', async () => {
    const t = await deployed({ 'index.js': RATING });
    const rated = await plugins.run(t, 'rate', input(tables({ 'TerritoryRates:N': { factor: '1.5' } })), {
      quoteLocator: QUOTE,
    });
    expect(rated).toEqual({
      items: [{ elementLocator: 'E1', chargeType: 'premium', amount: '5766.50390625', tag: 'base' }],
    });
    expect(await plugins.run(t, 'underwrite', input())).toEqual({ flags: [{ level: 'info', note: 'ok' }] });
    expect(await plugins.run(t, 'validate', input())).toBeUndefined();
    const { logs } = await plugins.listLogs(t, { objectLocator: QUOTE, offset: 0, count: 10 });
    expect(logs).toMatchObject([
      { pluginType: 'rating', outcome: 'succeeded', lines: ['factor 57.6650390625'] },
    ]);
    // The process's first call starts the sandbox thread (its code compiled, QuickJS's too): slow on a busy machine.
  }, 120_000);

  it('after the first call, the tables a plugin reached are answered in its thread as the host answers them', async () => {
    const t = await deployed({
      'index.js': `export function rate({ tables }) {
        const rows = [tables.lookup('Rates', ['N']), tables.lookup('Rates', ['X'])];
        let wrong;
        try { tables.lookup('Rates', ['N', 'extra']); } catch (e) { wrong = e.message; }
        return { items: [{ elementLocator: 'E1', chargeType: 'premium', amount: rows[0].factor, tag: [String(rows[1]), wrong].join(' / ') }] };
      }`,
    });
    const decl: TableDeclaration = {
      kind: 'lookup',
      columns: [
        { name: 'territory', dataType: 'string' },
        { name: 'factor', dataType: 'string' },
      ],
      keys: [0],
    };
    const index = new TableIndex(decl, indexOfRows(decl, [['N', '1.5']]));
    const asked: string[] = [];
    const host: PluginTables = {
      lookup: async (name, keys) => {
        asked.push(keys.join('|'));
        if (keys.length !== 1) throw new Error('the key needs exactly 1 value');
        return keys[0] === 'N' ? { territory: 'N', factor: '1.5' } : undefined;
      },
      range: async () => undefined,
      resolve: async (kind, name) =>
        kind === 'lookup' && name === 'Rates' ? { id: 'v1', index } : undefined,
    };
    const expected = {
      items: [
        {
          elementLocator: 'E1',
          chargeType: 'premium',
          amount: '1.5',
          tag: 'undefined / tables: the key needs exactly 1 value',
        },
      ],
    };
    expect(await plugins.run(t, 'rate', input(host))).toEqual(expected);
    expect(asked).toEqual(['N', 'X', 'N|extra']);
    asked.length = 0;
    expect(await plugins.run(t, 'rate', input(host))).toEqual(expected);
    // Only the key the index cannot answer as the host would went to the host.
    expect(asked).toEqual(['N|extra']);
  });

  it('answers undefined for a tenant without plugins', async () => {
    const t = (await s.admin.createTenant({ name: unique('none'), body: withPlugins({}) })).locator;
    expect(await plugins.run(t, 'rate', input())).toBeUndefined();
  });

  it('a redeploy is used on the next call', async () => {
    const t = await deployed({
      'index.js': "export const validate = () => ({ errors: [{ message: 'one' }] });",
    });
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'one' }] });
    await s.admin.deployConfigZip({
      tenantLocator: t,
      body: withPlugins({ 'index.js': "export const validate = () => ({ errors: [{ message: 'two' }] });" }),
    });
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'two' }] });
  });

  it('a deploy’s bundle is loaded once its transaction commits and used by the next call; a rolled-back one never is', async () => {
    const t = await deployed({
      'index.js': "export const validate = () => ({ errors: [{ message: 'stored' }] });",
    });
    const bundleOf = async (message: string) => {
      const src = `let loads = 0; loads++;
export const validate = () => ({ errors: [{ message: '${message} ' + loads }] });`;
      const out = await plugins.compile(new Map([['plugins/index.js', new TextEncoder().encode(src)]]));
      if (!('bundle' in out)) throw new Error(JSON.stringify(out));
      return out;
    };
    const save = (bundle: Compiled) => (tx: Tx) =>
      plugins.save(tx, t, defaultIds.ulid(), bundle, new Date().toISOString());
    const rolledBack = await bundleOf('rolled back');
    await expect(
      s.db.transaction(async (tx) => {
        await save(rolledBack)(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'stored' }] });

    await s.db.transaction(save(await bundleOf('committed')));
    // Its top level ran once, when the deploy committed: the calls share what it left.
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'committed 1' }] });
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'committed 1' }] });
  });

  it('loaded() settles once a committed deployment is loaded (a failing top level included) and for a rolled-back one', async () => {
    const t = await deployed({
      'index.js': "export const validate = () => ({ errors: [{ message: 'stored' }] });",
    });
    const bundleOf = async (src: string) => {
      const out = await plugins.compile(new Map([['plugins/index.js', new TextEncoder().encode(src)]]));
      if (!('bundle' in out)) throw new Error(JSON.stringify(out));
      return out;
    };
    const rolledBack = defaultIds.ulid();
    await expect(
      s.db.transaction(async (tx) => {
        await plugins.save(tx, t, rolledBack, await bundleOf('export const validate = () => 1;'), 'now');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await plugins.loaded(rolledBack);
    expect(await plugins.run(t, 'validate', input())).toEqual({ errors: [{ message: 'stored' }] });

    const failing = defaultIds.ulid();
    const bundle = await bundleOf("throw new Error('no top level');\nexport const validate = () => 1;");
    await s.db.transaction((tx) => plugins.save(tx, t, failing, bundle, new Date().toISOString()));
    await plugins.loaded(failing);
    const p = await problem(plugins.run(t, 'validate', input()));
    expect(p.status).toBe(422);
    expect(p.message).toMatch(/loading the plugins failed: Error: no top level/);
  });

  it('a result outside the shape is a 422 naming the plugin, the export and the field', async () => {
    const t = await deployed({
      'index.js':
        "export const rate = () => ({ items: [{ elementLocator: 'E1', chargeType: 'premium', amount: 'lots' }] });",
    });
    const err = await problem(plugins.run(t, 'rate', input()));
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/rating plugin .*export rate.*items\[0\]\.amount/);
    expect(err.errors?.[0]?.location).toBe('plugins.rate.items[0].amount');
  });

  it('a plugin that throws fails the step with its stack in the plugin log, and the next call runs', async () => {
    const t = await deployed({
      'index.ts':
        "import { check } from './check.js';\nexport function validate({ quote }: any) { check(quote); return { errors: [] }; }",
      'check.ts': "export function check(q: any) { if (q.locator === 'Q1') throw new Error('no Q1 here'); }",
    });
    const err = await problem(plugins.run(t, 'validate', input(), { quoteLocator: QUOTE }));
    expect(err.message).toMatch(/validation plugin .*failed: Error: no Q1 here/);
    const { logs } = await plugins.listLogs(t, { objectLocator: QUOTE, offset: 0, count: 10 });
    expect(logs[0]).toMatchObject({ outcome: 'failed', pluginType: 'validation' });
    expect(logs[0]!.lines.join('\n')).toMatch(/at check/);

    // The same log through the SDK: listed by quote, read whole; another tenant finds nothing.
    const listed = await s.admin.fetchLogsList({ tenantLocator: t, objectLocator: QUOTE });
    expect(listed).toMatchObject({
      listCompleted: true,
      items: [{ pluginType: 'validation', objectReferences: [{ locator: QUOTE, type: 'quote' }] }],
    });
    const locator = Array.isArray(listed) ? listed[0]!.locator : listed.items[0]!.locator;
    const read = await s.admin.fetchLogs({ tenantLocator: t, locator });
    expect(read).toMatchObject({ outcome: 'failed', pluginType: 'validation', objectLocator: QUOTE });
    expect(read.log).toMatch(/Error: no Q1 here[\s\S]*at check/);
    const stranger = await deployed({ 'index.js': 'export {}' });
    expect((await failure(s.admin.fetchLogs({ tenantLocator: stranger, locator }))).status).toBe(404);
    expect(await s.admin.fetchLogsList({ tenantLocator: stranger, extended: false })).toEqual([]);
    const noLogs = await token(s.admin, ['quotes.read'], [t]);
    expect((await failure(s.as(noLogs).fetchLogsList({ tenantLocator: t }))).status).toBe(403);
    const other = { ...input(), quote: { locator: 'Q2' } };
    expect(await plugins.run(t, 'validate', other)).toEqual({ errors: [] });
  });

  it('contains an endless loop (CPU limit) and serves the tenant again after it', async () => {
    const t = await deployed({
      'index.js':
        'export function rate({ quote }) { if (quote.locator === "Q1") for (;;) {} return { items: [] }; }',
    });
    const err = await problem(plugins.run(t, 'rate', input()));
    expect(err.message).toMatch(/exceeded its CPU time/);
    expect(await plugins.run(t, 'rate', { ...input(), quote: { locator: 'Q2' } })).toEqual({ items: [] });
  });

  it('keeps tenants apart: a plugin never sees another tenant’s globals or tables', async () => {
    const a = await deployed({
      'index.js': `export async function validate({ tables }) {
        globalThis.secret = 'of A';
        const row = await tables.lookup('Secrets', ['k']);
        return { errors: [{ message: String(row && row.v) }] };
      }`,
    });
    const b = await deployed({
      'index.js': `export async function validate({ tables }) {
        const row = await tables.lookup('Secrets', ['k']);
        return { errors: [{ message: String(globalThis.secret) + ' ' + String(row && row.v) }] };
      }`,
    });
    expect(await plugins.run(a, 'validate', input(tables({ 'Secrets:k': { v: 'A' } })))).toEqual({
      errors: [{ message: 'A' }],
    });
    expect(await plugins.run(b, 'validate', input(tables({})))).toEqual({
      errors: [{ message: 'undefined undefined' }],
    });
  });

  it('pollution of what a plugin is given stays in its sandbox', async () => {
    const t = await deployed({
      'index.js': `export function validate({ quote, tables }) {
        Object.prototype.polluted = 'yes';
        quote.__proto__.x = 1;
        tables.lookup = null;
        return { errors: [] };
      }`,
    });
    const given = input();
    expect(await plugins.run(t, 'validate', given)).toEqual({ errors: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof given.tables.lookup).toBe('function');
  });

  describe('hostile plugins are contained, and another tenant is served after each', () => {
    let bystander: string;
    beforeAll(async () => {
      bystander = await deployed({
        'index.js': "export const validate = () => ({ errors: [{ message: 'fine' }] });",
      });
    });
    const stillServing = async () =>
      expect(await plugins.run(bystander, 'validate', input())).toEqual({ errors: [{ message: 'fine' }] });

    it('reads of files, the environment, the process, the network and modules find nothing', async () => {
      const t = await deployed({
        'index.js': `export async function validate() {
          const tried = [];
          const attempt = async (what, f) => { try { tried.push(what + ':' + typeof (await f())); } catch (e) { tried.push(what + ':refused'); } };
          await attempt('process', () => process.env.HOME);
          await attempt('require', () => globalThis['req' + 'uire']('fs').readFileSync('/etc/passwd'));
          await attempt('fetch', () => fetch('http://127.0.0.1/'));
          await attempt('import', () => import(['node', 'fs'].join(':')));
          await attempt('Function', () => Function('return process')());
          await attempt('timer', () => setTimeout(() => {}, 1));
          return { errors: [{ message: tried.join(' ') }] };
        }`,
      });
      expect(await plugins.run(t, 'validate', input())).toEqual({
        errors: [
          {
            message:
              'process:refused require:refused fetch:refused import:refused Function:refused timer:refused',
          },
        ],
      });
      await stillServing();
    });

    it('a loop inside long native operations is stopped', async () => {
      const t = await deployed({
        'index.js': 'export function rate() { for (;;) new Array(200000).fill(7).sort(); }',
      });
      const err = await problem(plugins.run(t, 'rate', input()));
      expect(err.message).toMatch(/exceeded its CPU time/);
      await stillServing();
    });

    it('a memory bomb of objects is stopped at the memory limit', async () => {
      const t = await deployed({
        'index.js': 'export function rate() { const a = []; for (;;) a.push({ n: a.length }); }',
      });
      const err = await problem(plugins.run(t, 'rate', input()));
      expect(err.message).toMatch(/exceeded its (memory|CPU time)/);
      await stillServing();
    });

    it('a memory bomb of large strings is stopped', async () => {
      const t = await deployed({
        'index.js':
          "export function rate() { const a = []; for (;;) a.push('x'.repeat(4 << 20) + a.length); }",
      });
      const err = await problem(plugins.run(t, 'rate', input()));
      expect(err.message).toMatch(/exceeded its (memory|CPU time)|out of memory/);
      await stillServing();
    });

    it('a result 10 MB long is refused', async () => {
      const t = await deployed({
        'index.js':
          "export function rate() { return { items: [{ elementLocator: 'x'.repeat(10 << 20), chargeType: 'p', amount: 1 }] }; }",
      });
      const err = await problem(plugins.run(t, 'rate', input()));
      expect(err.message).toMatch(/characters long|exceeded its (memory|CPU time)/);
      await stillServing();
    });
  });
});
