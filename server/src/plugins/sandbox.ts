// The sandbox of one tenant's plugins: a QuickJS runtime (compiled to WebAssembly) holding the
// tenant's bundle. Plugin code sees a bare ECMAScript global (no require, import, fetch, process,
// timers or file system) and three functions made here; everything crosses the boundary as JSON
// text, so no host object is ever in its reach. Each call has a CPU-time budget (the time spent
// running inside the runtime, cut by QuickJS's interrupt check) and the runtime a memory limit;
// a call that overruns either leaves the runtime unusable, so it is dropped and made anew.
import type {
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSHandle,
  QuickJSRuntime,
} from 'quickjs-emscripten';
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

/** What one call may reach on the host. */
export interface CallHost {
  lookup(staticName: string, keys: string[]): Promise<Row>;
  range(staticName: string, keys: string[], bound: number): Promise<Row>;
  log(line: string): void;
}

export type FaultKind = 'threw' | 'cpu' | 'memory' | 'result' | 'tables' | 'unsettled';

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

/** '' when the export is missing (no JSON text is empty); undefined when the result has no JSON form. */
export type CallOutcome = { missing: true } | { missing: false; json: string | undefined };

// Runs before the plugin's own code, so what it captures (JSON, the host functions) is out of the
// plugin's reach; the plugin can change its own globals, which only affects itself.
const PRELUDE = `(function (hostLookup, hostRange, hostLog) {
  'use strict';
  const parse = JSON.parse, stringify = JSON.stringify, P = Promise;
  const row = (text) => (text === undefined ? undefined : parse(text));
  return function call(plugin, step, inputJson, id) {
    const fn = plugin == null ? undefined : plugin[step];
    if (fn === undefined) return P.resolve('');
    if (typeof fn !== 'function') throw new TypeError('the export ' + step + ' is not a function');
    const input = parse(inputJson);
    const tables = {
      lookup: (staticName, keys) => hostLookup(id, staticName, stringify(keys)).then(row),
      range: (staticName, keys, bound) => hostRange(id, staticName, stringify(keys), bound).then(row),
    };
    const log = (message) => { hostLog(id, String(message)); };
    return P.resolve(fn({ quote: input.quote, tenant: input.tenant, tables, log })).then((r) => stringify(r));
  };
})`;

let wasm: Promise<QuickJSWASMModule> | undefined;
/** One WebAssembly module for the process; each sandbox is a runtime of its own inside it. */
export const quickJs = (): Promise<QuickJSWASMModule> => (wasm ??= newQuickJSWASMModule());

interface ActiveCall {
  host: CallHost;
  limits: SandboxLimits;
  cpuUsed: number;
  tableCalls: number;
  logLines: number;
  /** Settles the call with its failure when the sandbox is stopped under it. */
  abort(fault: PluginFault): void;
}

const describe = (dumped: unknown): { message: string; stack?: string } => {
  if (dumped && typeof dumped === 'object') {
    const e = dumped as { name?: unknown; message?: unknown; stack?: unknown };
    const message = `${typeof e.name === 'string' ? e.name : 'Error'}: ${String(e.message ?? '')}`;
    return { message, stack: typeof e.stack === 'string' ? `${message}\n${e.stack}` : message };
  }
  const message = `threw ${JSON.stringify(dumped) ?? String(dumped)}`.slice(0, 500);
  return { message };
};

export class Sandbox {
  private readonly calls = new Map<number, ActiveCall>();
  private readonly deferreds = new Set<QuickJSDeferredPromise>();
  private nextId = 1;
  private deadline = Infinity;
  private interrupted = false;
  private stopped = false;
  private readonly callFn: QuickJSHandle;
  private readonly exportsObj: QuickJSHandle;

  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly ctx: QuickJSContext,
    bundle: string,
    cpuMs: number,
  ) {
    runtime.setInterruptHandler(() => {
      if (performance.now() <= this.deadline) return false;
      this.interrupted = true;
      return true;
    });
    const fns = [
      ctx.newFunction('lookup', (id, name, keys) => this.table(id, name, keys)),
      ctx.newFunction('range', (id, name, keys, bound) => this.table(id, name, keys, bound)),
      ctx.newFunction('log', (id, line) => this.log(id, line)),
    ];
    const prelude = ctx.unwrapResult(ctx.evalCode(PRELUDE, 'insuite-prelude.js'));
    this.callFn = ctx.unwrapResult(ctx.callFunction(prelude, ctx.undefined, ...fns));
    prelude.dispose();
    for (const f of fns) f.dispose();
    // Evaluating the bundle runs the plugin's top level: under a budget of its own.
    this.deadline = performance.now() + cpuMs;
    const evaluated = ctx.evalCode(bundle, 'plugins.js');
    this.deadline = Infinity;
    if (evaluated.error) {
      const { message, stack } = describe(ctx.dump(evaluated.error));
      evaluated.error.dispose();
      this.callFn.dispose();
      throw new PluginFault('threw', `loading the plugins failed: ${message}`, stack);
    }
    evaluated.value.dispose();
    this.exportsObj = ctx.getProp(ctx.global, EXPORTS_GLOBAL);
  }

  /** A sandbox holding `bundle`, its top level run; throws PluginFault when that fails. */
  static async create(
    bundle: string,
    limits: Pick<SandboxLimits, 'memoryBytes' | 'cpuMs'>,
  ): Promise<Sandbox> {
    const runtime = (await quickJs()).newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    const ctx = runtime.newContext();
    try {
      return new Sandbox(runtime, ctx, bundle, limits.cpuMs);
    } catch (err) {
      ctx.dispose();
      runtime.dispose();
      throw err;
    }
  }

  /** False once a call overran its limits: the owner makes a new sandbox. */
  get usable(): boolean {
    return !this.stopped;
  }

  /** Calls the export `step` with the input's JSON text (`{ quote, tenant }`). */
  call(step: string, inputJson: string, host: CallHost, limits: SandboxLimits): Promise<CallOutcome> {
    if (this.stopped) return Promise.reject(new PluginFault('threw', 'the sandbox was stopped'));
    const id = this.nextId++;
    return new Promise<CallOutcome>((resolve, reject) => {
      const held: { promise?: QuickJSHandle } = {};
      const finish = () => {
        this.calls.delete(id);
        if (held.promise?.alive) held.promise.dispose();
      };
      const active: ActiveCall = {
        host,
        limits,
        cpuUsed: 0,
        tableCalls: 0,
        logLines: 0,
        abort: (fault) => {
          finish();
          reject(fault);
        },
      };
      this.calls.set(id, active);
      const args = [this.ctx.newString(step), this.ctx.newString(inputJson), this.ctx.newNumber(id)];
      const started = this.slice(active, () =>
        this.ctx.callFunction(this.callFn, this.ctx.undefined, this.exportsObj, ...args),
      );
      for (const a of args) a.dispose();
      if (started.error) {
        const fault = this.faultOf(started.error);
        finish();
        reject(fault);
        return;
      }
      const promise = (held.promise = started.value);
      const check = () => {
        if (!this.calls.has(id)) return;
        const state = this.ctx.getPromiseState(promise);
        if (state.type === 'pending') {
          // Nothing of the host's is pending for it: nothing can settle it any more.
          if (!this.hasHostWork(id)) {
            finish();
            reject(new PluginFault('unsettled', 'returned a promise that never settles'));
          }
          return;
        }
        try {
          if (state.type === 'rejected') {
            reject(this.faultOf(state.error));
            return;
          }
          resolve(this.outcomeOf(state.value, limits));
        } finally {
          if (state.type === 'fulfilled') state.value.dispose();
          finish();
        }
      };
      this.checks.set(id, check);
      this.runJobs(active);
      check();
    }).finally(() => {
      this.checks.delete(id);
      this.pendingHost.delete(id);
      this.reap();
    });
  }

  /** Frees the runtime once no call is in it. */
  dispose(): void {
    this.stop();
    this.reap();
  }

  // --- the calls' bookkeeping ---

  /** Per call, how many of its table promises the host has not settled yet. */
  private readonly pendingHost = new Map<number, number>();
  /** Per call, what looks at its promise after the runtime ran. */
  private readonly checks = new Map<number, () => void>();

  private hasHostWork(id: number): boolean {
    return (this.pendingHost.get(id) ?? 0) > 0;
  }

  /** Runs `fn` inside the runtime under what is left of the call's CPU budget. */
  private slice<T>(call: ActiveCall, fn: () => T): T {
    const start = performance.now();
    this.deadline = start + Math.max(0, call.limits.cpuMs - call.cpuUsed);
    try {
      return fn();
    } finally {
      this.deadline = Infinity;
      call.cpuUsed += performance.now() - start;
    }
  }

  /** Runs the promise jobs queued in the runtime, charged to `call`, then lets every call look. */
  private runJobs(call: ActiveCall): void {
    if (this.stopped) return;
    const ran = this.slice(call, () => this.runtime.executePendingJobs());
    if (ran.error) {
      // A job's own failure rejects its promise; an error here is the runtime's (CPU or memory).
      const fault = this.faultOf(ran.error);
      if (!this.stopped) {
        call.abort(fault);
      }
      return;
    }
    for (const check of [...this.checks.values()]) check();
  }

  private faultOf(error: QuickJSHandle): PluginFault {
    const dumped = this.ctx.dump(error);
    error.dispose();
    const { message, stack } = describe(dumped);
    if (this.interrupted) {
      this.interrupted = false;
      this.stop(new PluginFault('cpu', 'exceeded its CPU time', stack));
      return new PluginFault('cpu', 'exceeded its CPU time', stack);
    }
    if (/out of memory/i.test(message) || dumped === null) {
      this.stop(new PluginFault('memory', 'exceeded its memory', stack));
      return new PluginFault('memory', 'exceeded its memory', stack);
    }
    return new PluginFault('threw', message, stack);
  }

  private outcomeOf(value: QuickJSHandle, limits: SandboxLimits): CallOutcome {
    if (this.ctx.typeof(value) !== 'string') return { missing: false, json: undefined };
    const length = this.ctx.getProp(value, 'length');
    const chars = this.ctx.getNumber(length);
    length.dispose();
    if (chars === 0) return { missing: true };
    if (chars > limits.resultChars) {
      throw new PluginFault(
        'result',
        `returned a result ${chars} characters long as JSON; at most ${limits.resultChars} are taken`,
      );
    }
    return { missing: false, json: this.ctx.getString(value) };
  }

  /** Stops the runtime after a CPU or memory overrun: every call still in it fails. */
  private stop(cause?: PluginFault): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const [, call] of [...this.calls]) {
      call.abort(cause ?? new PluginFault('threw', 'the sandbox was stopped'));
    }
  }

  /** Disposes a stopped runtime once nothing of it is in use. */
  private reap(): void {
    if (!this.stopped || this.calls.size || !this.ctx.alive) return;
    for (const d of this.deferreds) if (d.alive) d.dispose();
    this.deferreds.clear();
    this.callFn.dispose();
    this.exportsObj.dispose();
    this.ctx.dispose();
    this.runtime.dispose();
  }

  // --- what the plugin reaches ---

  private table(id: QuickJSHandle, name: QuickJSHandle, keys: QuickJSHandle, bound?: QuickJSHandle) {
    const ctx = this.ctx;
    const callId = ctx.getNumber(id);
    const call = this.calls.get(callId);
    if (!call) return { error: ctx.newError('tables are usable only during the call they were given to') };
    if (++call.tableCalls > call.limits.tableCalls) {
      return { error: ctx.newError(`more than ${call.limits.tableCalls} table lookups in one call`) };
    }
    const args = this.tableArgs(name, keys, bound);
    if (typeof args === 'string') return { error: ctx.newError(args) };
    const deferred = ctx.newPromise();
    this.deferreds.add(deferred);
    this.pendingHost.set(callId, (this.pendingHost.get(callId) ?? 0) + 1);
    const found =
      bound === undefined
        ? call.host.lookup(args.staticName, args.keys)
        : call.host.range(args.staticName, args.keys, args.bound!);
    found.then(
      (row) => this.settle(callId, deferred, row === undefined ? undefined : JSON.stringify(row)),
      (err: unknown) => this.settle(callId, deferred, undefined, err),
    );
    return deferred.handle;
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

  private settle(callId: number, deferred: QuickJSDeferredPromise, text?: string, err?: unknown): void {
    this.pendingHost.set(callId, (this.pendingHost.get(callId) ?? 1) - 1);
    const call = this.calls.get(callId);
    if (!deferred.alive || this.stopped || !call) {
      if (deferred.alive && this.ctx.alive) deferred.dispose();
      this.deferreds.delete(deferred);
      this.reap();
      return;
    }
    if (err !== undefined) {
      const message = err instanceof Error ? err.message : String(err);
      const e = this.ctx.newError(`tables: ${message}`);
      deferred.reject(e);
      e.dispose();
    } else if (text === undefined) {
      deferred.resolve(this.ctx.undefined);
    } else {
      const h = this.ctx.newString(text);
      deferred.resolve(h);
      h.dispose();
    }
    deferred.dispose();
    this.deferreds.delete(deferred);
    this.runJobs(call);
  }

  private log(id: QuickJSHandle, line: QuickJSHandle): void {
    const call = this.calls.get(this.ctx.getNumber(id));
    if (!call || this.ctx.typeof(line) !== 'string') return;
    if (++call.logLines > call.limits.logLines) return;
    const text = this.ctx.getString(line);
    call.host.log(
      text.length > call.limits.logLineChars ? `${text.slice(0, call.limits.logLineChars)}…` : text,
    );
  }
}
