// Running a tenant's plugins: its bundle is read on its first call after a deploy and kept while
// its configuration stays the same (the configuration's shared object is the key: a new deploy is
// a new object), for the most recently used tenants; its sandbox lives in a sandbox thread
// (sandbox-pool.ts). A failure of the plugin is the step's 422 Problem and a plugin log holding
// its stack; the server and other tenants go on.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import type { AppError } from '../errors.js';
import { notFound, unprocessable } from '../errors.js';
import type { Logger } from '../logger.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { iso, tenantTime, ULID_FORM, type Clock, type Ids } from '../util.js';
import { compilePlugins, type PluginSources } from './compile.js';
import {
  findLog,
  insertLogs,
  listLogs,
  pruneLogs,
  readBundle,
  saveBundle,
  type LogFilter,
  type PluginLogRecord,
} from './plugins-store.js';
import { checkResult, ResultProblem } from './results.js';
import type { PluginFault, SandboxLimits } from './sandbox.js';
import { stackMapper, type StackMapper } from './source-map.js';
import {
  CallFault,
  CoolingDown,
  createSandboxPool,
  TenantBusy,
  type PoolHost,
  type StepDone,
} from './sandbox-pool.js';
import type { PluginInput, PluginStep, PluginTables, ResolvedTable, StepResults } from './types.js';

export interface PluginSettings extends SandboxLimits {
  /** Tenants whose sandboxes are kept between calls (least recently used go first). */
  tenantsKept: number;
  /** Plugin logs kept per tenant (the oldest go first). */
  logsKept: number;
  /** Threads the sandboxes run in. */
  threads: number;
  /** A tenant's calls in its sandbox thread at once, and waiting behind them. */
  tenantCalls: number;
  tenantQueue: number;
  /** Calls of a deployment overrunning their CPU time or memory within a cool-down's length that start one. */
  overruns: number;
  /** How long a cool-down lasts on the server's clock (ms). */
  cooldownMs: number;
}

export interface PluginsDeps {
  db: Db;
  reads: HotReads;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  limits: PluginSettings;
  tenants: Pick<TenantsService, 'sharedConfiguration'>;
}

/** The published names of the plugin types, for the logs. */
export const PLUGIN_TYPES: Record<PluginStep, string> = {
  validate: 'validation',
  rate: 'rating',
  underwrite: 'underwriting',
};

/** A tenant's bundle: its key (the deployment), its text, and its stacks mapped to plugins/. */
interface Bundle {
  key: string;
  text: string;
  mapper: StackMapper;
}

interface TenantEntry {
  /** The configuration object this entry was read for. */
  config: object;
  bundle?: Bundle;
  /** The tables the bundle looked up (`lookup:<name>`, `range:<name>`), resolved for each call. */
  reached: Set<string>;
}

/** Table names of one bundle resolved ahead of its calls. */
const REACHED_KEPT = 16;

/** A deploy's compiled plugins (compile.ts). */
export interface Compiled {
  bundle: string;
  sourceMap?: string;
}

const bundleOf = (key: string, c: Compiled): Bundle => ({
  key,
  text: c.bundle,
  mapper: stackMapper(c.sourceMap),
});

const PRUNE_EVERY = 100;

/** Frames of a plugin's stack a Problem lists (the plugin log has them all). */
const MAX_FRAMES = 10;

export function createPluginsService(deps: PluginsDeps) {
  const { limits } = deps;
  const tenants = new Map<string, TenantEntry>();
  const pool = createSandboxPool({
    threads: limits.threads,
    memoryBytes: limits.memoryBytes,
    tenantCalls: limits.tenantCalls,
    tenantQueue: limits.tenantQueue,
    overruns: limits.overruns,
    cooldownMs: limits.cooldownMs,
  });
  /** Log writes under way: run() does not wait for them (see below); the log reads do. */
  const writing = new Set<Promise<void>>();
  /** Logs waiting for this turn's write. */
  let queued: { tenantId: string; log: PluginLogRecord }[] = [];
  let written = 0;

  async function entryOf(tenantId: string): Promise<TenantEntry> {
    const config = await deps.tenants.sharedConfiguration(tenantId);
    let entry = tenants.get(tenantId);
    if (entry?.config !== config) {
      const stored = await readBundle(deps.reads, tenantId);
      const bundle = stored && {
        key: stored.deploymentId,
        text: stored.text,
        mapper: stackMapper(stored.sourceMap),
      };
      const current = tenants.get(tenantId);
      if (current && current.bundle?.key === bundle?.key) {
        current.config = config;
        entry = current;
      } else {
        if (current) pool.drop(tenantId);
        entry = { config, ...(bundle ? { bundle } : {}), reached: new Set(current?.reached) };
      }
    }
    remember(tenantId, entry);
    return entry;
  }

  /**
   * The tenant's newly deployed bundle, loaded in its thread before its first call. The entry's
   * configuration is left unknown, so the first call reads the bundle stored for it: the same key
   * keeps this sandbox, another (the deploy was rolled back or overtaken) replaces it. The tables
   * the previous deployment reached are resolved for its first call too: they are likely the same.
   */
  function prepare(tenantId: string, bundle: Bundle): Promise<void> | undefined {
    const current = tenants.get(tenantId);
    if (current?.bundle?.key === bundle.key) return;
    remember(tenantId, { config: {}, bundle, reached: new Set(current?.reached) });
    return pool.prepare(tenantId, bundle, limits, tenantTime(deps.clock, tenantId).getTime());
  }

  /** The loads of deployed bundles under way, by deployment (see loaded). */
  const loading = new Map<string, Promise<void>>();

  /** Most recently used last; beyond the kept number, the least recently used go. */
  function remember(tenantId: string, entry: TenantEntry): void {
    tenants.delete(tenantId);
    tenants.set(tenantId, entry);
    while (tenants.size > limits.tenantsKept) {
      const oldest = tenants.keys().next().value!;
      tenants.delete(oldest);
      pool.drop(oldest);
    }
  }

  /**
   * Log writes are not awaited by the call: a plugin may run inside its caller's transaction,
   * which on SQLite holds the only connection, and a failure's log must outlive that transaction.
   * The logs of one turn of the event loop are written together, in one statement.
   */
  function writeLog(tenantId: string, log: PluginLogRecord): void {
    if (queued.push({ tenantId, log }) === 1) setImmediate(flush);
  }

  function flush(): void {
    if (!queued.length) return;
    const batch = queued;
    queued = [];
    const write = (async () => {
      await insertLogs(deps.reads, batch);
      const before = written;
      written += batch.length;
      if (Math.floor(written / PRUNE_EVERY) === Math.floor(before / PRUNE_EVERY)) return;
      for (const tenantId of new Set(batch.map((b) => b.tenantId)))
        await pruneLogs(deps.db, tenantId, limits.logsKept);
    })()
      .catch((err: unknown) => deps.logger.error({ err }, 'writing plugin logs failed'))
      .finally(() => writing.delete(write));
    writing.add(write);
  }

  /** The tables asked of the host, noted so that the next calls carry their versions. */
  const hostTables = (reached: Set<string>, tables: PluginTables): PoolHost => {
    const note = (name: string) => {
      if (reached.size < REACHED_KEPT) reached.add(name);
    };
    return {
      lookup: (name, keys) => {
        note(`lookup:${name}`);
        return tables.lookup(name, keys);
      },
      range: (name, keys, bound) => {
        note(`range:${name}`);
        return tables.range(name, keys, bound);
      },
    };
  };

  /** The versions of the tables the bundle reached before, as this call's quote resolves them. */
  async function resolved(reached: Set<string>, tables: PluginTables) {
    const out: Record<string, ResolvedTable> = {};
    for (const name of reached) {
      const colon = name.indexOf(':');
      const kind = name.slice(0, colon) as 'lookup' | 'range';
      // A table that does not resolve (or fails to) is left to the host, which answers as ever.
      const version = await tables.resolve(kind, name.slice(colon + 1)).catch(() => undefined);
      if (version) out[name] = version;
    }
    return out;
  }

  const problemOf = (step: PluginStep, err: unknown, mapper?: StackMapper): AppError => {
    const what = `The ${PLUGIN_TYPES[step]} plugin (plugins/, export ${step})`;
    if (err instanceof ResultProblem) {
      return unprocessable(`${what} returned a result outside its shape: ${err.message}`, [
        { location: `plugins.${step}.${err.field}`, message: err.message },
      ]);
    }
    if (err instanceof CoolingDown) {
      return unprocessable(
        `${what} is cooling down: ${err.overruns} of its calls overran their CPU time or memory within ` +
          `${err.withinMs / 1000} s, so its calls are refused until ${iso(new Date(err.until))} or the next deploy`,
        [{ location: `plugins.${step}`, message: 'cooling down after calls that overran their limits' }],
      );
    }
    if (err instanceof TenantBusy) {
      // A 422 as every other failure of a plugin's call: the operations that run plugins answer it.
      return unprocessable(`${what} was not called: ${err.message}; try again shortly`, [
        { location: `plugins.${step}`, message: 'too many calls of this tenant waiting' },
      ]);
    }
    const fault = err as PluginFault;
    // Where it failed in plugins/ (by the bundle's source map), then the frames of its stack.
    const frames = fault.pluginStack && mapper ? mapper.frames(fault.pluginStack) : [];
    const at = frames.length ? ` (at ${frames[0]!.location})` : '';
    return unprocessable(`${what} failed: ${fault.message}${at}; its plugin log has the details`, [
      { location: `plugins.${step}`, message: fault.message },
      ...frames.slice(0, MAX_FRAMES).map((f) => ({
        location: f.location,
        message: f.fn ? `in ${f.fn}` : 'here',
      })),
    ]);
  };

  /**
   * Runs `steps` in one visit to the tenant's sandbox, each step's log written as it would be were
   * it called alone: a step runs only when the one before it answered with no errors, so the
   * answer holds the results of the steps that ran (undefined: not exported, or no plugins).
   */
  async function visit(
    tenantId: string,
    steps: { step: PluginStep; input: PluginInput }[],
    opts: { quoteLocator?: string; requestId?: string },
  ): Promise<(StepResults[PluginStep] | undefined)[]> {
    const entry = await entryOf(tenantId);
    if (!entry.bundle) return steps.map(() => undefined);
    // The tenant's time: its own clock's on a server made for tests that gave it one.
    const now = tenantTime(deps.clock, tenantId);
    const record = (step: PluginStep, lines: string[], outcome: PluginLogRecord['outcome']) => {
      if (!lines.length && outcome === 'succeeded') return;
      writeLog(tenantId, {
        id: deps.ids.ulid(),
        pluginType: PLUGIN_TYPES[step],
        // A log's request id has the contract's ULID form: the request's own when it has it (the
        // server's ids do; a caller's X-Request-Id may not), else an id of the log's own.
        requestId: opts.requestId && ULID_FORM.test(opts.requestId) ? opts.requestId : deps.ids.ulid(),
        ...(opts.quoteLocator ? { objectLocator: opts.quoteLocator, objectType: 'quote' } : {}),
        outcome,
        lines,
        createdAt: iso(deps.clock.now()),
      });
    };
    /** A step's answer as its result; a ResultProblem when it is outside the step's shape. */
    const resultOf = (step: PluginStep, { outcome }: StepDone) => {
      if (outcome.missing) return undefined;
      if (outcome.json === undefined) {
        throw new ResultProblem('(result)', 'must be an object; the export returned nothing JSON can hold');
      }
      return checkResult(step, JSON.parse(outcome.json));
    };
    const results: (StepResults[PluginStep] | undefined)[] = [];
    const { mapper } = entry.bundle;
    const fail = (step: PluginStep, lines: string[], err: CallFault | ResultProblem) => {
      const stack = err instanceof CallFault && err.pluginStack ? mapper.stack(err.pluginStack) : undefined;
      // The reason as the Problem gives it, then the plugin's stack where it adds to it.
      lines.push(
        `${step} failed: ${stack?.startsWith(err.message) ? stack : [err.message, stack].filter(Boolean).join('\n')}`,
      );
      record(step, lines, 'failed');
      return problemOf(step, err, mapper);
    };
    /** The steps that answered, in order: each result checked and its log written. */
    const answered = (done: StepDone[]) => {
      for (const [i, d] of done.entries()) {
        const { step } = steps[i]!;
        const lines = [...d.lines];
        try {
          results.push(resultOf(step, d));
        } catch (err) {
          if (!(err instanceof ResultProblem)) throw err;
          throw fail(step, lines, err);
        }
        record(step, lines, 'succeeded');
      }
    };
    const poolSteps = [];
    for (const { step, input } of steps)
      poolSteps.push({
        step,
        input: JSON.stringify({ ...input.more, quote: input.quote, tenant: input.tenant, asOf: iso(now) }),
        tables: await resolved(entry.reached, input.tables),
        host: hostTables(entry.reached, input.tables),
      });
    let done: StepDone[];
    try {
      done = await pool.call(tenantId, entry.bundle, poolSteps, limits, now.getTime());
    } catch (err) {
      if (err instanceof TenantBusy || err instanceof CoolingDown) throw problemOf(steps[0]!.step, err);
      if (!(err instanceof CallFault)) throw err;
      answered(err.done);
      throw fail(steps[Math.min(err.done.length, steps.length - 1)]!.step, [...err.lines], err);
    }
    answered(done);
    return results;
  }

  async function run<S extends PluginStep>(
    tenantId: string,
    step: S,
    input: PluginInput,
    opts: { quoteLocator?: string; requestId?: string } = {},
  ): Promise<StepResults[S] | undefined> {
    const [result] = await visit(tenantId, [{ step, input }], opts);
    return result as StepResults[S] | undefined;
  }

  /**
   * Runs `first`, then `then` when the first answered with no errors, in one visit to the sandbox
   * thread. `then` is undefined when it did not run.
   */
  async function runThen<A extends PluginStep, B extends PluginStep>(
    tenantId: string,
    first: { step: A; input: PluginInput },
    then: { step: B; input: PluginInput },
    opts: { quoteLocator?: string; requestId?: string } = {},
  ): Promise<{ first: StepResults[A] | undefined; then?: { result: StepResults[B] | undefined } }> {
    const [a, ...b] = await visit(tenantId, [first, then], opts);
    return {
      first: a as StepResults[A] | undefined,
      ...(b.length ? { then: { result: b[0] as StepResults[B] | undefined } } : {}),
    };
  }

  /** Waits for the log writes this process has under way, so a read sees every call made before it. */
  const settled = () => {
    flush();
    return Promise.all([...writing]);
  };

  return {
    run,
    runThen,

    /** Compiles a configuration's plugins/ (deploy calls it before its transaction). */
    compile: (sources: PluginSources) => compilePlugins(sources),

    /**
     * Runs the top level of a newly compiled bundle, to be deployed as `deploymentId`, before its
     * deploy commits: answers why it fails to load (its message and where in plugins/), or
     * undefined when it loads. For a tenant that exists, the bundle is loaded in the tenant's own
     * sandbox, which its deploy then keeps; a new tenant's (`tenantId` undefined) is tried apart.
     */
    async trial(
      tenantId: string | undefined,
      deploymentId: string,
      compiled: Compiled,
    ): Promise<{ message: string; location?: string } | undefined> {
      const bundle = bundleOf(deploymentId, compiled);
      const owner = tenantId ?? `new-tenant:${deploymentId}`;
      const now = (tenantId ? tenantTime(deps.clock, tenantId) : deps.clock.now()).getTime();
      try {
        await pool.call(owner, bundle, [], limits, now);
      } catch (err) {
        pool.drop(owner);
        // A tenant too busy to try it now is not a fault of the bundle: its first call tries it.
        if (!(err instanceof CallFault)) return undefined;
        const location = err.pluginStack ? bundle.mapper.where(err.pluginStack) : undefined;
        return { message: err.message, ...(location ? { location } : {}) };
      }
      if (tenantId)
        remember(tenantId, { config: {}, bundle, reached: new Set(tenants.get(tenantId)?.reached) });
      else pool.drop(owner);
      return undefined;
    },

    /**
     * Records the tenant's compiled plugins (none: removes them) inside the deploy's transaction;
     * once it commits, their sandbox is made ahead of their first call (loaded).
     */
    async save(
      tx: Tx,
      tenantId: string,
      deploymentId: string,
      compiled: Compiled | undefined,
      createdAt: string,
    ) {
      await saveBundle(
        tx,
        tenantId,
        compiled && { deploymentId, text: compiled.bundle, sourceMap: compiled.sourceMap, createdAt },
      );
      if (compiled === undefined) return;
      const load = tx.executionPromise
        .then(
          () => prepare(tenantId, bundleOf(deploymentId, compiled)),
          () => {},
        )
        .finally(() => loading.delete(deploymentId));
      loading.set(deploymentId, load);
    },

    /**
     * Settles once the bundle saved for `deploymentId` is loaded in its sandbox (or failed to
     * load: its first call then reports why), or at once when no load of it is under way. A
     * deploy waits for it, so the first call after the deploy finds its sandbox ready.
     */
    loaded: (deploymentId: string): Promise<void> => loading.get(deploymentId) ?? Promise.resolve(),

    async fetchLog(tenantId: string, id: string): Promise<PluginLogRecord> {
      await settled();
      const log = await findLog(deps.db, tenantId, id);
      if (!log) throw notFound('Plugin log');
      return log;
    },

    async listLogs(tenantId: string, filter: LogFilter): Promise<{ logs: PluginLogRecord[]; more: boolean }> {
      await settled();
      const rows = await listLogs(deps.db, tenantId, filter);
      return { logs: rows.slice(0, filter.count), more: rows.length > filter.count };
    },

    /** Frees every sandbox (the application is closing). */
    async close(): Promise<void> {
      await settled();
      tenants.clear();
      await pool.close();
    },
  };
}

export type PluginsRunner = ReturnType<typeof createPluginsService>;
