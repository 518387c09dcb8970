// The sandbox of one tenant's plugins: a QuickJS runtime in a WebAssembly instance of its own
// (its own linear memory, capped at the tenant's limit), holding the tenant's bundle. Plugin code
// sees a bare ECMAScript global (no require, import, fetch, process, timers or file system), the
// server's clock in place of the host's, a Math.random seeded per call, and three functions made
// here; everything crosses the boundary as JSON text, so no host object is ever in its reach. A
// call runs to its end at once: table lookups are answered synchronously by the host (the sandbox
// thread waits for the server's answer), so a promise the plugin returns settles within the call
// or never. Each call has a CPU-time budget (CPU time spent running inside the runtime, not
// waiting for or answered by the host, cut by QuickJS's interrupt check) covering everything the
// plugin's code runs for it: the call, the top level, and the getters and toJSON of a value it
// throws. A call that overruns leaves the runtime unusable, so its owner makes it anew.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } from 'quickjs-emscripten';
import { EXPORTS_GLOBAL } from './compile.js';

export interface SandboxLimits {
  cpuMs: number;
  memoryBytes: number;
  /** Table lookups and range lookups of one call. */
  tableCalls: number;
  /** Log lines of one call, and the characters kept of each. */
  logLines: number;
  logLineChars: number;
  /** Characters of a result's JSON text. */
  resultChars: number;
}

export type Row = Record<string, string> | undefined;

/** What one call may reach on the host; lookups answer the row's JSON text. */
export interface CallHost {
  lookup(staticName: string, keys: string[]): string | undefined;
  range(staticName: string, keys: string[], bound: number): string | undefined;
  log(line: string): void;
}

export type FaultKind = 'threw' | 'cpu' | 'memory' | 'result' | 'unsettled';

/** A call that failed for a reason of the plugin's own; `stack` is the plugin's where it has one. */
export class PluginFault extends Error {
  constructor(
    readonly kind: FaultKind,
    message: string,
    readonly pluginStack?: string,
  ) {
    super(message);
    this.name = 'PluginFault';
  }
}

export type CallOutcome = { missing: true } | { missing: false; json: string | undefined };

// Runs before the plugin's own code, so what it captures (JSON, the host functions) is out of the
// plugin's reach. It freezes every built-in the plugin can reach (the standard globals, their
// prototypes and the iterator and function prototypes reached only through values), so no call can
// change what a later call of the same tenant finds; the properties code commonly assigns on its
// own objects (`this.name` of an Error subclass, `obj.toString = …`) become accessors that define
// them on the assigned object, as they would be without the freeze. A missing export answers ''
// (no JSON text is empty).
const PRELUDE = `(function (hostLookup, hostRange, hostLog) {
  'use strict';
  const parse = JSON.parse, stringify = JSON.stringify, P = Promise, S = String, isArray = Array.isArray;
  // The server's clock, as of the call (or of the load, for the top level), and a Math.random
  // seeded per call: the same quote at the same clock rates the same.
  let now = 0, seed = 0;
  const RealDate = Date, imul = Math.imul;
  const ClockDate = function Date(...args) {
    if (new.target === undefined) return new RealDate(now).toString();
    return Reflect.construct(RealDate, args.length ? args : [now], new.target);
  };
  ClockDate.prototype = RealDate.prototype;
  ClockDate.now = function now_() { return now; };
  ClockDate.parse = RealDate.parse;
  ClockDate.UTC = RealDate.UTC;
  Object.defineProperty(ClockDate, 'length', { value: 7 });
  Object.defineProperty(ClockDate.now, 'name', { value: 'now' });
  RealDate.prototype.constructor = ClockDate;
  globalThis.Date = ClockDate;
  Math.random = function random() {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  (function lockDown() {
    const O = Object, keys = Reflect.ownKeys, protoOf = O.getPrototypeOf;
    const describe = O.getOwnPropertyDescriptor, define = O.defineProperty;
    const OVERRIDDEN = ['constructor', 'name', 'message', 'toString', 'toLocaleString', 'valueOf', 'toJSON'];
    // The global object itself stays open: the plugin's bundle declares its exports there.
    const seen = new Set([globalThis]);
    const todo = [];
    const visit = (v) => {
      if (((typeof v === 'object' && v !== null) || typeof v === 'function') && !seen.has(v)) {
        seen.add(v);
        todo.push(v);
      }
    };
    const tame = (o) => {
      for (const key of OVERRIDDEN) {
        const d = describe(o, key);
        if (!d || !('value' in d) || !d.configurable) continue;
        const value = d.value;
        define(o, key, {
          configurable: false,
          enumerable: d.enumerable,
          get() { return value; },
          set(v) {
            if (this === o) throw new TypeError('Cannot assign to read only property ' + key);
            define(this, key, { value: v, writable: true, enumerable: true, configurable: true });
          },
        });
      }
    };
    for (const k of keys(globalThis)) {
      const d = describe(globalThis, k);
      visit(d.value); visit(d.get); visit(d.set);
      if ('value' in d) define(globalThis, k, { writable: false, configurable: false });
    }
    for (const v of [function* () {}, async function () {}, async function* () {}, [][Symbol.iterator](),
      new Map()[Symbol.iterator](), new Set()[Symbol.iterator](), ''[Symbol.iterator](),
      /a/[Symbol.matchAll]('')]) visit(protoOf(v));
    while (todo.length) {
      const o = todo.pop();
      visit(protoOf(o));
      for (const k of keys(o)) {
        const d = describe(o, k);
        visit(d.value); visit(d.get); visit(d.set);
      }
      if (typeof o !== 'function' || o === Function.prototype) tame(o);
    }
    seen.delete(globalThis);
    for (const o of seen) O.freeze(o);
  })();
  const row = (text) => (text === undefined ? undefined : parse(text));
  // Keys are bounded here, before they are turned into text, and again by the host.
  const keysOf = (keys) => {
    if (!isArray(keys) || keys.length > 64) throw new TypeError('tables: the keys must be an array of at most 64 strings');
    return stringify(keys);
  };
  // step '': sets the clock only (before the top level runs).
  return function call(plugin, step, inputJson, time, callSeed, logChars) {
    now = time;
    seed = callSeed | 0;
    if (step === '') return '';
    const fn = plugin == null ? undefined : plugin[step];
    if (fn === undefined) return '';
    if (typeof fn !== 'function') throw new TypeError('the export ' + step + ' is not a function');
    const input = parse(inputJson);
    const tables = {
      lookup: (staticName, keys) => row(hostLookup(staticName, keysOf(keys))),
      range: (staticName, keys, bound) => row(hostRange(staticName, keysOf(keys), bound)),
    };
    const log = (message) => { hostLog(S(message).slice(0, logChars + 1)); };
    return P.resolve(fn({ ...input, tables, log })).then((r) => stringify(r));
  };
})`;

const PAGE = 64 * 1024;
/** What QuickJS's module holds beside the plugin's own allocations (its stack and static data). */
const MODULE_BASE_BYTES = 32 * 1024 * 1024;
/** The smallest memory QuickJS's module declares (16 MiB). */
const INITIAL_PAGES = 256;

let compiled: Promise<WebAssembly.Module> | undefined;
/**
 * QuickJS's WebAssembly code, compiled once for the thread (the variant's published `./wasm`
 * file, found from quickjs-emscripten, whose dependency it is): each sandbox instantiates it.
 */
const quickJsCode = (): Promise<WebAssembly.Module> =>
  (compiled ??= (async () => {
    const from = createRequire(createRequire(import.meta.url).resolve('quickjs-emscripten'));
    return WebAssembly.compile(
      new Uint8Array(await readFile(from.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'))),
    );
  })());

/**
 * A WebAssembly instance of QuickJS of its own, for one sandbox: its linear memory is no other
 * sandbox's, and cannot grow past the tenant's memory limit plus what QuickJS itself holds. The
 * compiled code is shared; memory and state are not.
 */
export async function quickJsModule(memoryBytes: number): Promise<QuickJSWASMModule> {
  const maximum = Math.max(INITIAL_PAGES, Math.ceil((memoryBytes + MODULE_BASE_BYTES) / PAGE));
  const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
  const wasmModule = await quickJsCode();
  return newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmMemory: memory, wasmModule }));
}

type ThreadCpu = () => { user: number; system: number };
const threadCpu = (process as unknown as { threadCpuUsage?: ThreadCpu }).threadCpuUsage?.bind(process);
/** CPU time of this thread, in milliseconds (its wall time where the platform has no such clock). */
export const cpuNow = (): number => {
  if (!threadCpu) return performance.now();
  const { user, system } = threadCpu();
  return (user + system) / 1000;
};

// A plugin that goes once through what calls commonly do: the prelude's call, JSON, promises,
// table lookups and logs, errors and their stacks, strings, numbers, BigInt, dates and arrays.
const WARM_UP = `var ${EXPORTS_GLOBAL} = (function () {
  const mul = (a, b) => {
    const [ai = '0', af = ''] = String(a).split('.');
    const [bi = '0', bf = ''] = String(b).split('.');
    const scale = af.length + bf.length;
    const digits = (BigInt(ai + af) * BigInt(bi + bf)).toString().padStart(scale + 1, '0');
    return scale ? digits.slice(0, -scale) + '.' + digits.slice(-scale) : digits;
  };
  class Refusal extends Error { constructor(m) { super(m); this.name = 'Refusal'; } }
  const each = (quote, f) => (quote.element.elements || []).map(f).filter(Boolean);
  return {
    validate: async ({ quote }) => ({ errors: each(quote, (e) => (e.data.n > 1e9 ? { elementLocator: e.locator, message: \`\${e.type} too large\` } : undefined)) }),
    rate({ quote, tables, log }) {
      const items = [];
      for (const e of quote.element.elements) {
        const row = tables.lookup('Rates', [String(e.data.s), e.type]);
        const range = tables.range('Factors', [e.type], new Date(quote.startTime).getUTCFullYear() - e.data.n);
        const rate = mul(row.rate, range.factor);
        log(\`\${e.locator}: \${rate}\`);
        items.push({ elementLocator: e.locator, chargeType: 'premium', rate, amount: Number(rate).toFixed(2) });
      }
      try { throw new Refusal('no'); } catch (err) { if (!String(err.stack).length) throw err; }
      return { items: Object.entries({ items }).flatMap(([, v]) => v) };
    },
  };
})();`;

const WARM_UP_INPUT = JSON.stringify({
  quote: {
    locator: 'q',
    startTime: '2026-01-01T00:00:00Z',
    element: {
      locator: 'r',
      type: 'R',
      data: {},
      elements: [{ locator: 'e', type: 'E', data: { s: 'x', n: 1990 } }],
    },
  },
  tenant: { locator: 't', timeZone: 'UTC', currency: 'USD' },
});

/**
 * Runs WARM_UP in a sandbox of its own, once per thread: V8 compiles each of QuickJS's WebAssembly
 * functions when it first runs, so a tenant's first calls would otherwise wait for the
 * interpreter's own code to be compiled.
 */
export async function warmUpInterpreter(): Promise<void> {
  const limits: SandboxLimits = {
    cpuMs: 5000,
    memoryBytes: 16 * 1024 * 1024,
    tableCalls: 10,
    logLines: 10,
    logLineChars: 100,
    resultChars: 10_000,
  };
  const sandbox = await Sandbox.create(WARM_UP, limits);
  const host: CallHost = {
    lookup: () => JSON.stringify({ rate: '812.50' }),
    range: () => JSON.stringify({ factor: '1.125' }),
    log: () => {},
  };
  try {
    for (const step of ['validate', 'rate', 'underwrite']) sandbox.call(step, WARM_UP_INPUT, host, limits);
  } finally {
    sandbox.dispose();
  }
}

interface ActiveCall {
  host: CallHost;
  limits: SandboxLimits;
  tableCalls: number;
  logLines: number;
}

/** The message of a thrown value and its stack, bounded: the value is the plugin's. */
const describe = (dumped: unknown): { message: string; stack?: string } => {
  if (dumped && typeof dumped === 'object') {
    const e = dumped as { name?: unknown; message?: unknown; stack?: unknown };
    const name = typeof e.name === 'string' ? e.name.slice(0, 200) : 'Error';
    const message = `${name}: ${String(e.message ?? '').slice(0, 2000)}`;
    return {
      message,
      stack: typeof e.stack === 'string' ? `${message}\n${e.stack.slice(0, 20_000)}` : message,
    };
  }
  return { message: `threw ${(JSON.stringify(dumped) ?? String(dumped)).slice(0, 500)}` };
};

/** Characters of a lookup's keys as JSON text the host reads (64 keys of 1,024 characters). */
const KEYS_CHARS = 64 * 1030;

export class Sandbox {
  private active: ActiveCall | undefined;
  /** The running call's budget, and where its clocks started (host time is added back). */
  private budgetMs = Infinity;
  private wallStart = 0;
  private cpuStart = 0;
  private interrupted = false;
  private stopped = false;
  private readonly callFn: QuickJSHandle;
  private exportsObj: QuickJSHandle | undefined;

  private constructor(
    private readonly module: QuickJSWASMModule,
    private readonly memoryBytes: number,
    private readonly runtime: QuickJSRuntime,
    private readonly ctx: QuickJSContext,
  ) {
    runtime.setInterruptHandler(() => {
      // Wall time bounds CPU time from above: the thread's CPU clock is read only past it.
      if (performance.now() - this.wallStart <= this.budgetMs) return false;
      if (cpuNow() - this.cpuStart <= this.budgetMs) return false;
      this.interrupted = true;
      return true;
    });
    const fns = [
      ctx.newFunction('lookup', (name, keys) => this.table(name, keys)),
      ctx.newFunction('range', (name, keys, bound) => this.table(name, keys, bound)),
      ctx.newFunction('log', (line) => this.log(line)),
    ];
    const prelude = ctx.unwrapResult(ctx.evalCode(PRELUDE, 'insuite-prelude.js'));
    this.callFn = ctx.unwrapResult(ctx.callFunction(prelude, ctx.undefined, ...fns));
    prelude.dispose();
    for (const f of fns) f.dispose();
  }

  /**
   * A runtime in an instance of its own, with its built-ins locked down and no plugin in it: most of
   * what making a sandbox costs, and the same for every bundle, so a thread may make one while it
   * is idle and hand it to the next bundle it loads (create). No plugin code runs in it before that.
   */
  static async blank(memoryBytes: number): Promise<Sandbox> {
    const module = await quickJsModule(memoryBytes);
    const runtime = module.newRuntime();
    runtime.setMaxStackSize(512 * 1024);
    runtime.setMemoryLimit(memoryBytes);
    const ctx = runtime.newContext();
    try {
      return new Sandbox(module, memoryBytes, runtime, ctx);
    } catch (err) {
      ctx.dispose();
      runtime.dispose();
      throw err;
    }
  }

  /**
   * A sandbox holding `bundle`, its top level run at `now` (the server's clock, ms), made from
   * `blank` (a sandbox of blank() that held no bundle yet, of the same memory limit) or a new one;
   * throws PluginFault when loading fails.
   */
  static async create(
    bundle: string,
    limits: Pick<SandboxLimits, 'memoryBytes' | 'cpuMs'>,
    blank?: Promise<Sandbox>,
    now = Date.now(),
  ): Promise<Sandbox> {
    let sandbox = await blank?.catch(() => undefined);
    if (sandbox && sandbox.memoryBytes !== limits.memoryBytes) {
      sandbox.dispose();
      sandbox = undefined;
    }
    sandbox ??= await Sandbox.blank(limits.memoryBytes);
    if (sandbox.exportsObj || sandbox.stopped) throw new Error('the sandbox is not blank');
    try {
      sandbox.load(bundle, limits.cpuMs, now);
    } catch (err) {
      sandbox.dispose();
      throw err;
    }
    return sandbox;
  }

  private startClock(budgetMs: number): void {
    this.budgetMs = budgetMs;
    this.wallStart = performance.now();
    this.cpuStart = cpuNow();
  }

  private load(bundle: string, cpuMs: number, now: number): void {
    const ctx = this.ctx;
    const args = [
      ctx.newString(''),
      ctx.newString(''),
      ctx.newNumber(now),
      ctx.newNumber(0),
      ctx.newNumber(0),
    ];
    try {
      ctx.unwrapResult(ctx.callFunction(this.callFn, ctx.undefined, ctx.undefined, ...args)).dispose();
    } finally {
      for (const a of args) a.dispose();
    }
    // Evaluating the bundle runs the plugin's top level: under a budget of its own, which also
    // covers reading what it threw (its toJSON and getters are the plugin's code).
    this.startClock(cpuMs);
    try {
      const evaluated = ctx.evalCode(bundle, 'plugins.js');
      if (evaluated.error) {
        const fault = this.faultOf(evaluated.error);
        throw new PluginFault(fault.kind, `loading the plugins failed: ${fault.message}`, fault.pluginStack);
      }
      evaluated.value.dispose();
      if (this.runtime.hasPendingJob()) {
        // Work the top level leaves queued does not run: the plugin waits for no promise there.
        this.stopped = true;
        throw new PluginFault('unsettled', 'loading the plugins failed: the top level left work queued');
      }
      this.exportsObj = ctx.getProp(ctx.global, EXPORTS_GLOBAL);
    } finally {
      this.budgetMs = Infinity;
    }
  }

  /** False once a call overran its limits: the owner makes a new sandbox. */
  get usable(): boolean {
    return !this.stopped;
  }

  /**
   * Calls the export `step` with the input's JSON text (`{ quote, tenant, asOf }`), to its end, the
   * plugin's clock at `now` (the server's, ms) and its Math.random seeded from the input.
   */
  call(
    step: string,
    inputJson: string,
    host: CallHost,
    limits: SandboxLimits,
    now = Date.now(),
  ): CallOutcome {
    const exportsObj = this.exportsObj;
    if (this.stopped || this.active || !exportsObj) {
      throw new PluginFault('threw', 'the sandbox is not available');
    }
    const ctx = this.ctx;
    this.active = { host, limits, tableCalls: 0, logLines: 0 };
    const args = [
      ctx.newString(step),
      ctx.newString(inputJson),
      ctx.newNumber(now),
      ctx.newNumber(seedOf(inputJson)),
      ctx.newNumber(limits.logLineChars),
    ];
    let promise: QuickJSHandle | undefined;
    this.startClock(limits.cpuMs);
    try {
      const started = ctx.callFunction(this.callFn, ctx.undefined, exportsObj, ...args);
      if (started.error) throw this.faultOf(started.error);
      promise = started.value;
      if (ctx.typeof(promise) === 'string') return { missing: true };
      const ran = this.runtime.executePendingJobs();
      if (ran.error) throw this.faultOf(ran.error);
      const state = ctx.getPromiseState(promise);
      if (state.type === 'pending') {
        throw new PluginFault('unsettled', 'returned a promise that does not settle within its call');
      }
      if (state.type === 'rejected') throw this.faultOf(state.error);
      try {
        return this.outcomeOf(state.value, limits);
      } finally {
        state.value.dispose();
      }
    } finally {
      this.budgetMs = Infinity;
      this.active = undefined;
      for (const a of args) a.dispose();
      promise?.dispose();
      // Work a plugin leaves queued does not outlive its call; memory it keeps past its limit
      // (an allocation failure it caught) is not kept for its next call either.
      if (!this.stopped && (this.runtime.hasPendingJob() || this.memoryHeld() > this.memoryBytes)) {
        this.stopped = true;
      }
      if (this.stopped) this.dispose();
    }
  }

  /** Bytes of the sandbox's WebAssembly memory (it grows, never shrinks). */
  memoryHeld(): number {
    return this.module.getWasmMemory().buffer.byteLength;
  }

  /**
   * Ends the sandbox. Its module is its own: it is dropped whole, memory and all, for the garbage
   * collector (nothing else refers to it), rather than freed object by object, which QuickJS
   * refuses (it asserts) for some of what a plugin can leave behind.
   */
  dispose(): void {
    this.stopped = true;
    this.exportsObj = undefined;
  }

  /** The fault of a thrown value, read under the running budget (see load). */
  private faultOf(error: QuickJSHandle): PluginFault {
    let dumped: unknown;
    try {
      // A promise is dumped as what it is, not followed.
      dumped =
        this.ctx.typeof(error) === 'object' && this.isPromise(error)
          ? { name: 'Error', message: 'threw a promise' }
          : this.ctx.dump(error);
    } catch {
      dumped = undefined;
    } finally {
      error.dispose();
    }
    const { message, stack } = describe(dumped);
    if (this.interrupted) {
      this.interrupted = false;
      this.stopped = true;
      return new PluginFault('cpu', 'exceeded its CPU time', this.budgetMs === Infinity ? undefined : stack);
    }
    if (/out of memory/i.test(message) || dumped === null) {
      this.stopped = true;
      return new PluginFault('memory', 'exceeded its memory', stack);
    }
    return new PluginFault('threw', message, stack);
  }

  private isPromise(value: QuickJSHandle): boolean {
    const state = this.ctx.getPromiseState(value);
    if ('notAPromise' in state) return false;
    if (state.type === 'fulfilled') state.value.dispose();
    else if (state.type === 'rejected') state.error.dispose();
    return true;
  }

  private outcomeOf(value: QuickJSHandle, limits: SandboxLimits): CallOutcome {
    if (this.ctx.typeof(value) !== 'string') return { missing: false, json: undefined };
    const chars = this.lengthOf(value);
    if (chars > limits.resultChars) {
      throw new PluginFault(
        'result',
        `returned a result ${chars} characters long as JSON; at most ${limits.resultChars} are taken`,
      );
    }
    return { missing: false, json: this.ctx.getString(value) };
  }

  /** The length of a string of the runtime, read without copying it out. */
  private lengthOf(text: QuickJSHandle): number {
    const length = this.ctx.getProp(text, 'length');
    const n = this.ctx.getNumber(length);
    length.dispose();
    return n;
  }

  // --- what the plugin reaches ---

  private table(name: QuickJSHandle, keys: QuickJSHandle, bound?: QuickJSHandle) {
    const ctx = this.ctx;
    const call = this.active;
    if (!call) return { error: ctx.newError('tables are usable only during the call they were given to') };
    if (++call.tableCalls > call.limits.tableCalls) {
      return { error: ctx.newError(`more than ${call.limits.tableCalls} table lookups in one call`) };
    }
    const args = this.tableArgs(name, keys, bound);
    if (typeof args === 'string') return { error: ctx.newError(args) };
    // The host's time (the wait for the server's answer, or the lookup made here) is not the plugin's.
    const wall = performance.now();
    const cpu = cpuNow();
    let text: string | undefined;
    try {
      text =
        args.bound === undefined
          ? call.host.lookup(args.staticName, args.keys)
          : call.host.range(args.staticName, args.keys, args.bound);
    } catch (err) {
      return { error: ctx.newError(`tables: ${err instanceof Error ? err.message : String(err)}`) };
    } finally {
      this.wallStart += performance.now() - wall;
      this.cpuStart += cpuNow() - cpu;
    }
    return text === undefined ? ctx.undefined : ctx.newString(text);
  }

  private tableArgs(name: QuickJSHandle, keys: QuickJSHandle, bound?: QuickJSHandle) {
    const ctx = this.ctx;
    // Lengths are read before anything is copied out or parsed.
    if (ctx.typeof(name) !== 'string') return 'tables: the static name must be a string';
    if (this.lengthOf(name) > 256) return 'tables: the static name or the keys are too long';
    if (ctx.typeof(keys) !== 'string') return 'tables: the keys must be an array of strings';
    if (this.lengthOf(keys) > KEYS_CHARS) return 'tables: the static name or the keys are too long';
    const staticName = ctx.getString(name);
    const list: unknown = JSON.parse(ctx.getString(keys));
    if (!Array.isArray(list) || list.some((k) => typeof k !== 'string')) {
      return 'tables: the keys must be an array of strings';
    }
    if (list.length > 64 || list.some((k: string) => k.length > 1024)) {
      return 'tables: the static name or the keys are too long';
    }
    let n: number | undefined;
    if (bound !== undefined) {
      n = ctx.typeof(bound) === 'number' ? ctx.getNumber(bound) : NaN;
      if (!Number.isFinite(n)) return 'tables.range: the bound must be a finite number';
    }
    return { staticName, keys: list as string[], bound: n };
  }

  private log(line: QuickJSHandle): void {
    const call = this.active;
    if (!call || this.ctx.typeof(line) !== 'string') return;
    if (++call.logLines > call.limits.logLines) return;
    const max = call.limits.logLineChars;
    // The prelude cut the line already; a line longer than that is cut here before it is copied.
    if (this.lengthOf(line) > max + 1) return;
    const text = this.ctx.getString(line);
    call.host.log(text.length > max ? `${text.slice(0, max)}…` : text);
  }
}

/**
 * A 32-bit seed of a call's input (FNV-1a of its length, its first and its last 4,096
 * characters): the same input seeds the same Math.random.
 */
function seedOf(text: string): number {
  let h = Math.imul(0x811c9dc5 ^ text.length, 0x01000193);
  const mix = (from: number, to: number) => {
    for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  };
  mix(0, Math.min(text.length, 4096));
  mix(Math.max(4096, text.length - 4096), text.length);
  return h | 0;
}
