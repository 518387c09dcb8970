// The sandbox of one tenant's plugins: a QuickJS runtime (compiled to WebAssembly) holding the
// tenant's bundle. Plugin code sees a bare ECMAScript global (no require, import, fetch, process,
// timers or file system) and three functions made here; everything crosses the boundary as JSON
// text, so no host object is ever in its reach. A call runs to its end at once: table lookups are
// answered synchronously by the host (the sandbox thread waits for the server's answer), so a
// promise the plugin returns settles within the call or never. Each call has a CPU-time budget
// (time spent running inside the runtime, not waiting for the host, cut by QuickJS's interrupt
// check) and the runtime a memory limit; a call that overruns either leaves the runtime
// unusable, so its owner makes it anew.
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten';
import { newQuickJSWASMModule, type QuickJSWASMModule } from 'quickjs-emscripten';
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
  const parse = JSON.parse, stringify = JSON.stringify, P = Promise;
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
  return function call(plugin, step, inputJson) {
    const fn = plugin == null ? undefined : plugin[step];
    if (fn === undefined) return '';
    if (typeof fn !== 'function') throw new TypeError('the export ' + step + ' is not a function');
    const input = parse(inputJson);
    const tables = {
      lookup: (staticName, keys) => row(hostLookup(staticName, stringify(keys))),
      range: (staticName, keys, bound) => row(hostRange(staticName, stringify(keys), bound)),
    };
    const log = (message) => { hostLog(String(message)); };
    return P.resolve(fn({ ...input, tables, log })).then((r) => stringify(r));
  };
})`;

let wasm: Promise<QuickJSWASMModule> | undefined;
/** One WebAssembly module for the thread; each sandbox is a runtime of its own inside it. */
export const quickJs = (): Promise<QuickJSWASMModule> => (wasm ??= newQuickJSWASMModule());

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

const describe = (dumped: unknown): { message: string; stack?: string } => {
  if (dumped && typeof dumped === 'object') {
    const e = dumped as { name?: unknown; message?: unknown; stack?: unknown };
    const message = `${typeof e.name === 'string' ? e.name : 'Error'}: ${String(e.message ?? '')}`;
    return { message, stack: typeof e.stack === 'string' ? `${message}\n${e.stack}` : message };
  }
  return { message: `threw ${JSON.stringify(dumped) ?? String(dumped)}`.slice(0, 500) };
};

export class Sandbox {
  private active: ActiveCall | undefined;
  private deadline = Infinity;
  private interrupted = false;
  private stopped = false;
  private readonly callFn: QuickJSHandle;
  private exportsObj: QuickJSHandle | undefined;

  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly ctx: QuickJSContext,
  ) {
    runtime.setInterruptHandler(() => {
      if (performance.now() <= this.deadline) return false;
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
   * A runtime with its built-ins locked down and no plugin in it: most of what making a sandbox
   * costs, and the same for every bundle, so a thread may make one while it is idle and hand it to
   * the next bundle it loads (create). No plugin code runs in it before that.
   */
  static async blank(): Promise<Sandbox> {
    const runtime = (await quickJs()).newRuntime();
    runtime.setMaxStackSize(512 * 1024);
    const ctx = runtime.newContext();
    try {
      return new Sandbox(runtime, ctx);
    } catch (err) {
      ctx.dispose();
      runtime.dispose();
      throw err;
    }
  }

  /**
   * A sandbox holding `bundle`, its top level run, made from `blank` (a sandbox of blank() that
   * held no bundle yet) or a new one; throws PluginFault when loading fails.
   */
  static async create(
    bundle: string,
    limits: Pick<SandboxLimits, 'memoryBytes' | 'cpuMs'>,
    blank: Promise<Sandbox> = Sandbox.blank(),
  ): Promise<Sandbox> {
    const sandbox = await blank;
    if (sandbox.exportsObj || sandbox.stopped) throw new Error('the sandbox is not blank');
    sandbox.runtime.setMemoryLimit(limits.memoryBytes);
    try {
      sandbox.load(bundle, limits.cpuMs);
    } catch (err) {
      sandbox.dispose();
      throw err;
    }
    return sandbox;
  }

  private load(bundle: string, cpuMs: number): void {
    const ctx = this.ctx;
    // Evaluating the bundle runs the plugin's top level: under a budget of its own.
    this.deadline = performance.now() + cpuMs;
    const evaluated = ctx.evalCode(bundle, 'plugins.js');
    this.deadline = Infinity;
    if (evaluated.error) {
      const fault = this.faultOf(evaluated.error);
      throw new PluginFault(fault.kind, `loading the plugins failed: ${fault.message}`, fault.pluginStack);
    }
    evaluated.value.dispose();
    this.exportsObj = ctx.getProp(ctx.global, EXPORTS_GLOBAL);
  }

  /** False once a call overran its limits: the owner makes a new sandbox. */
  get usable(): boolean {
    return !this.stopped;
  }

  /** Calls the export `step` with the input's JSON text (`{ quote, tenant }`), to its end. */
  call(step: string, inputJson: string, host: CallHost, limits: SandboxLimits): CallOutcome {
    const exportsObj = this.exportsObj;
    if (this.stopped || this.active || !exportsObj) {
      throw new PluginFault('threw', 'the sandbox is not available');
    }
    const ctx = this.ctx;
    this.active = { host, limits, tableCalls: 0, logLines: 0 };
    this.deadline = performance.now() + limits.cpuMs;
    const args = [ctx.newString(step), ctx.newString(inputJson)];
    let promise: QuickJSHandle | undefined;
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
      this.deadline = Infinity;
      this.active = undefined;
      for (const a of args) a.dispose();
      promise?.dispose();
      // Work a plugin leaves queued does not outlive its call.
      if (!this.stopped && this.runtime.hasPendingJob()) this.stopped = true;
      if (this.stopped) this.dispose();
    }
  }

  /** Frees the runtime. */
  dispose(): void {
    this.stopped = true;
    if (this.active || !this.ctx.alive) return;
    this.callFn.dispose();
    this.exportsObj?.dispose();
    this.ctx.dispose();
    this.runtime.dispose();
  }

  private faultOf(error: QuickJSHandle): PluginFault {
    const dumped = this.ctx.dump(error);
    error.dispose();
    const { message, stack } = describe(dumped);
    if (this.interrupted) {
      this.interrupted = false;
      this.stopped = true;
      return new PluginFault('cpu', 'exceeded its CPU time', stack);
    }
    if (/out of memory/i.test(message) || dumped === null) {
      this.stopped = true;
      return new PluginFault('memory', 'exceeded its memory', stack);
    }
    return new PluginFault('threw', message, stack);
  }

  private outcomeOf(value: QuickJSHandle, limits: SandboxLimits): CallOutcome {
    if (this.ctx.typeof(value) !== 'string') return { missing: false, json: undefined };
    const length = this.ctx.getProp(value, 'length');
    const chars = this.ctx.getNumber(length);
    length.dispose();
    if (chars > limits.resultChars) {
      throw new PluginFault(
        'result',
        `returned a result ${chars} characters long as JSON; at most ${limits.resultChars} are taken`,
      );
    }
    return { missing: false, json: this.ctx.getString(value) };
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
    // The wait for the host's answer is not the plugin's CPU time.
    const asked = performance.now();
    let text: string | undefined;
    try {
      text =
        args.bound === undefined
          ? call.host.lookup(args.staticName, args.keys)
          : call.host.range(args.staticName, args.keys, args.bound);
    } catch (err) {
      return { error: ctx.newError(`tables: ${err instanceof Error ? err.message : String(err)}`) };
    } finally {
      this.deadline += performance.now() - asked;
    }
    return text === undefined ? ctx.undefined : ctx.newString(text);
  }

  private tableArgs(name: QuickJSHandle, keys: QuickJSHandle, bound?: QuickJSHandle) {
    const ctx = this.ctx;
    if (ctx.typeof(name) !== 'string') return 'tables: the static name must be a string';
    const staticName = ctx.getString(name);
    const text = ctx.typeof(keys) === 'string' ? ctx.getString(keys) : undefined;
    const list: unknown = text === undefined ? undefined : JSON.parse(text);
    if (!Array.isArray(list) || list.some((k) => typeof k !== 'string')) {
      return 'tables: the keys must be an array of strings';
    }
    if (list.length > 64 || staticName.length > 256 || list.some((k: string) => k.length > 1024)) {
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
    const text = this.ctx.getString(line);
    call.host.log(
      text.length > call.limits.logLineChars ? `${text.slice(0, call.limits.logLineChars)}…` : text,
    );
  }
}
