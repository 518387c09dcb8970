import { describe, expect, it } from 'vitest';
import { compilePlugins } from './compile.js';
import { PluginFault, Sandbox, warmUpInterpreter, type CallHost, type SandboxLimits } from './sandbox.js';

const limits: SandboxLimits = {
  cpuMs: 200,
  memoryBytes: 16 * 1024 * 1024,
  tableCalls: 50,
  logLines: 5,
  logLineChars: 100,
  resultChars: 100_000,
};

const sources = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)]));

async function bundleOf(index: string, more: Record<string, string> = {}): Promise<string> {
  const out = await compilePlugins(sources({ 'plugins/index.ts': index, ...more }));
  if (!('bundle' in out)) throw new Error(JSON.stringify(out.problems));
  return out.bundle;
}

async function sandboxOf(index: string, more: Record<string, string> = {}): Promise<Sandbox> {
  return Sandbox.create(await bundleOf(index, more), limits);
}

const host = (lines: string[] = []): CallHost => ({
  lookup: (name, keys) => (name === 'Rates' ? JSON.stringify({ rate: `1.${keys.join('')}` }) : undefined),
  range: () => undefined,
  log: (l) => lines.push(l),
});

const input = JSON.stringify({
  quote: { locator: 'q1', elements: [{ locator: 'e1' }] },
  tenant: { locator: 't' },
});

function fault(run: () => unknown): PluginFault {
  try {
    run();
  } catch (err) {
    if (err instanceof PluginFault) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

describe('compilePlugins', () => {
  it('bundles files of plugins/ imported from the entry, TypeScript included', async () => {
    const out = await compilePlugins(
      sources({
        'plugins/index.ts':
          "import { f } from './lib/f.js';\nexport const rate = (x: number): number => f(x);",
        'plugins/lib/f.ts': 'export const f = (x: number) => x * 2;',
      }),
    );
    expect('bundle' in out && out.bundle).toContain('x * 2');
  });

  it('names file, line and column of a syntax error', async () => {
    const out = await compilePlugins(
      sources({ 'plugins/index.ts': 'export const a = 1;\nexport const b = (;\n' }),
    );
    expect(out).toEqual({ problems: [expect.objectContaining({ location: 'plugins/index.ts:2:19' })] });
  });

  it.each([["import fs from 'node:fs'"], ["import x from 'lodash'"], ["import x from '../config.json'"]])(
    'refuses %s at the import',
    async (line) => {
      const out = await compilePlugins(sources({ 'plugins/index.ts': `export const a = 1;\n${line};\n` }));
      expect('problems' in out && out.problems[0]!.location).toMatch(/^plugins\/index\.ts:2:\d+$/);
    },
  );

  it('needs an entry', async () => {
    const out = await compilePlugins(sources({ 'plugins/other.ts': 'export {}' }));
    expect('problems' in out && out.problems[0]!.message).toMatch(/index\.ts or plugins\/index\.js/);
  });
});

describe('Sandbox', () => {
  it('calls an async export with table lookups (awaited or not) and log lines', async () => {
    const s = await sandboxOf(`export async function rate({ quote, tables, log }) {
      const row = await tables.lookup('Rates', ['2', '3']);
      if (tables.lookup('Rates', ['2', '3']).rate !== row.rate) throw new Error('not synchronous');
      log('rate ' + row.rate);
      return { items: [{ elementLocator: quote.elements[0].locator, chargeType: 'premium', rate: row.rate }] };
    }`);
    const lines: string[] = [];
    const out = s.call('rate', input, host(lines), limits);
    expect(out).toEqual({
      missing: false,
      json: JSON.stringify({ items: [{ elementLocator: 'e1', chargeType: 'premium', rate: '1.23' }] }),
    });
    expect(lines).toEqual(['rate 1.23']);
    expect(s.call('validate', input, host(), limits)).toEqual({ missing: true });
    s.dispose();
  });

  it('stops an endless loop at its CPU time, and the next call gets a new sandbox', async () => {
    const s = await sandboxOf('export function rate() { for (;;) {} }');
    const f = fault(() => s.call('rate', input, host(), limits));
    expect(f.kind).toBe('cpu');
    expect(s.usable).toBe(false);
    s.dispose();
  });

  it('stops a memory bomb at its memory limit', async () => {
    const s = await sandboxOf(
      "export function rate() { const a = []; for (;;) a.push({ n: a.length, s: 'x' + a.length }); }",
    );
    const f = fault(() => s.call('rate', input, host(), { ...limits, cpuMs: 10_000 }));
    expect(f.kind).toBe('memory');
    s.dispose();
  });

  it('reports what a plugin throws with its stack', async () => {
    const s = await sandboxOf(
      "function inner() { throw new RangeError('bad age'); }\nexport function rate() { inner(); }",
    );
    const f = fault(() => s.call('rate', input, host(), limits));
    expect(f).toMatchObject({ kind: 'threw', message: 'RangeError: bad age' });
    expect(f.pluginStack).toMatch(/inner/);
    expect(s.usable).toBe(true);
    s.dispose();
  });

  it('fails a promise that does not settle within the call', async () => {
    const s = await sandboxOf('export function rate() { return new Promise(() => {}); }');
    expect(fault(() => s.call('rate', input, host(), limits)).kind).toBe('unsettled');
    s.dispose();
  });

  it('reaches none of the host: no require, process, fetch, timers, import or Node globals', async () => {
    const s = await sandboxOf(`export async function validate() {
      const seen = [typeof globalThis.require, typeof process, typeof fetch, typeof setTimeout, typeof Buffer,
        typeof globalThis.global, typeof XMLHttpRequest, typeof WebAssembly];
      let imported = 'no';
      const name = ['node', 'fs'].join(':');
      try { await import(name); imported = 'yes'; } catch (e) { imported = 'refused'; }
      return { errors: [{ message: seen.join(',') + ' ' + imported }] };
    }`);
    const out = s.call('validate', input, host(), limits);
    expect(out).toEqual({
      missing: false,
      json: JSON.stringify({
        errors: [
          {
            message:
              'undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined refused',
          },
        ],
      }),
    });
    s.dispose();
  });

  it('freezes the built-ins before the plugin loads; its own objects may still override them', async () => {
    const s =
      await sandboxOf(`class Refusal extends Error { constructor(m) { super(m); this.name = 'Refusal'; } }
    export function validate(args) {
      'use strict';
      const quote = args.quote;
      const own = {};
      own.toString = () => 'mine';
      const e = new Refusal('no');
      let changed = 'no';
      if (quote.locator === 'poison') {
        try { Array.prototype.map = () => []; changed = 'yes'; } catch (err) { changed = err.name; }
      }
      return { errors: [{ message: [String(own), e.name, e instanceof Error, changed, [1].map((x) => x + 1)].join(' ') }] };
    }`);
    const run = (locator: string) =>
      s.call('validate', JSON.stringify({ quote: { locator }, tenant: {} }), host(), limits);
    const message = (out: ReturnType<typeof run>) =>
      (JSON.parse((out as { json: string }).json) as { errors: { message: string }[] }).errors[0]!.message;
    expect(message(run('poison'))).toBe('mine Refusal true TypeError 2');
    expect(message(run('q2'))).toBe('mine Refusal true no 2');
    s.dispose();
  });

  it.each([
    ['whose toJSON never returns', 'throw { toJSON() { for (;;) {} } };'],
    [
      'whose getters never return',
      'throw { get name() { for (;;) {} }, get message() { for (;;) {} }, get stack() { for (;;) {} } };',
    ],
  ])('a top level throwing a value %s fails to load at its CPU time', async (_what, top) => {
    const bundle = await bundleOf(`${top}\nexport function rate() { return { items: [] }; }`);
    await expect(Sandbox.create(bundle, limits)).rejects.toMatchObject({
      kind: 'cpu',
      message: 'loading the plugins failed: exceeded its CPU time',
    });
  });

  it.each([
    ['', 'export function rate() { throw Promise.resolve(1); }'],
    [' from an async export', 'export async function rate() { throw Promise.resolve(1); }'],
  ])('names a thrown promise%s as such, and the sandbox goes on', async (_what, index) => {
    const s = await sandboxOf(index);
    expect(fault(() => s.call('rate', input, host(), limits))).toMatchObject({
      kind: 'threw',
      message: 'Error: threw a promise',
    });
    expect(s.usable).toBe(true);
  });

  it('bounds what a plugin hands the host before it is copied out: keys, log lines', async () => {
    const s = await sandboxOf(`export function rate({ tables, log }) {
      const tried = [];
      // Long enough to be refused by its length alone; a million would spend the call's CPU time
      // building the array in the interpreter, before the host is reached.
      for (const keys of [Array.from({ length: 1e5 }, () => 'k'), ['k'.repeat(5000)], { length: 1 }]) {
        try { tables.lookup('Rates', keys); tried.push('found'); } catch (e) { tried.push(e.message); }
      }
      log('z'.repeat(1e7));
      return { items: [], tried };
    }`);
    const lines: string[] = [];
    const out = s.call('rate', input, host(lines), limits) as { json: string };
    expect(JSON.parse(out.json).tried).toEqual([
      'tables: the keys must be an array of at most 64 strings',
      'tables: the static name or the keys are too long',
      'tables: the keys must be an array of at most 64 strings',
    ]);
    expect(lines).toEqual([`${'z'.repeat(limits.logLineChars)}…`]);
  });

  it("runs on the server's clock and a Math.random seeded by the call's input", async () => {
    const s = await sandboxOf(`const loaded = Date.now();
    export function rate({ asOf }) {
      return { items: [], seen: [loaded, Date.now(), new Date().toISOString(), Date(), asOf, new Date(0).getTime(),
        new (class extends Date {})().getTime(), Math.random(), Math.random()] };
    }`);
    const at = Date.UTC(2031, 4, 6, 7, 8, 9);
    const run = (quote: string) =>
      JSON.parse(
        (
          s.call(
            'rate',
            JSON.stringify({ quote: { locator: quote }, asOf: new Date(at).toISOString() }),
            host(),
            limits,
            at,
          ) as { json: string }
        ).json,
      ).seen as unknown[];
    const first = run('q1');
    expect(first.slice(1, 7)).toEqual([
      at,
      '2031-05-06T07:08:09.000Z',
      expect.stringMatching(/^Tue May 06 2031 07:08:09 GMT/),
      '2031-05-06T07:08:09.000Z',
      0,
      at,
    ]);
    expect(run('q1')).toEqual(first);
    expect(run('q2').slice(7)).not.toEqual(first.slice(7));
  });

  it("keeps a tenant's memory its own: a hog that catches its allocation failure loses its sandbox, others run on", async () => {
    const hog = await sandboxOf(`const keep = [];
    export function rate() {
      try { for (;;) keep.push('y'.repeat(1 << 20) + keep.length); } catch {}
      return { items: [], kept: keep.length };
    }`);
    const other = await sandboxOf(
      "export function rate() { return { items: [], s: 'x'.repeat(1 << 20).length }; }",
    );
    const out = hog.call('rate', input, host(), limits) as { json: string };
    expect(JSON.parse(out.json).kept).toBeGreaterThan(0);
    expect(hog.usable).toBe(false);
    expect(other.call('rate', input, host(), limits)).toEqual({
      missing: false,
      json: JSON.stringify({ items: [], s: 1 << 20 }),
    });
  });

  it('a blank sandbox holds no plugin, takes one bundle, and then runs it with the built-ins frozen', async () => {
    const blank = await Sandbox.blank(limits.memoryBytes);
    expect(fault(() => blank.call('validate', input, host(), limits)).message).toMatch(/not available/);
    const bundle = await bundleOf(`export function validate() {
      try { Object.prototype.polluted = 1; } catch {}
      return { errors: [{ message: String(({}).polluted) }] };
    }`);
    const s = await Sandbox.create(bundle, limits, Promise.resolve(blank));
    expect(s).toBe(blank);
    expect(s.call('validate', input, host(), limits)).toEqual({
      missing: false,
      json: JSON.stringify({ errors: [{ message: 'undefined' }] }),
    });
    await expect(Sandbox.create(bundle, limits, Promise.resolve(s))).rejects.toThrow(/not blank/);
    s.dispose();
  });

  it('the interpreter warm-up of a new thread runs each of its calls without a fault', async () => {
    await expect(warmUpInterpreter()).resolves.toBeUndefined();
  });

  it('bounds table calls and log lines of one call', async () => {
    const s = await sandboxOf(`export async function validate({ tables, log }) {
      for (let i = 0; i < 20; i++) log('line ' + i + ' ' + 'y'.repeat(200));
      for (let i = 0; i < 100; i++) await tables.lookup('Rates', [String(i)]);
      return { errors: [] };
    }`);
    const lines: string[] = [];
    const f = fault(() => s.call('validate', input, host(lines), limits));
    expect(f.message).toMatch(/more than 50 table lookups/);
    expect(lines).toHaveLength(5);
    expect(lines[0]!.length).toBeLessThanOrEqual(101);
    s.dispose();
  });

  it('refuses a result longer than the limit', async () => {
    const s = await sandboxOf("export function rate() { return { items: [], pad: 'x'.repeat(200000) }; }");
    expect(fault(() => s.call('rate', input, host(), limits)).kind).toBe('result');
    s.dispose();
  });
});
