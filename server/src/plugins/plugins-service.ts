// Running a tenant's plugins: the tenant's sandbox is made on its first call after a deploy and
// kept while its configuration stays the same (the configuration's shared object is the key: a
// new deploy is a new object), for the most recently used tenants. A failure of the plugin is the
// step's 422 Problem and a plugin log holding its stack; the server and other tenants go on.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import type { AppError } from '../errors.js';
import { notFound, unprocessable } from '../errors.js';
import type { Logger } from '../logger.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { iso, type Clock, type Ids } from '../util.js';
import { compilePlugins, type PluginSources } from './compile.js';
import {
  findLog,
  insertLog,
  listLogs,
  pruneLogs,
  readBundle,
  saveBundle,
  type LogFilter,
  type PluginLogRecord,
} from './plugins-store.js';
import { checkResult, ResultProblem } from './results.js';
import { PluginFault, Sandbox, type SandboxLimits } from './sandbox.js';
import type { PluginInput, PluginStep, StepResults } from './types.js';

export interface PluginSettings extends SandboxLimits {
  /** Tenants whose sandboxes are kept between calls (least recently used go first). */
  tenantsKept: number;
  /** Plugin logs kept per tenant (the oldest go first). */
  logsKept: number;
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

interface TenantEntry {
  /** The configuration object this entry was read for. */
  config: object;
  bundle?: { deploymentId: string; text: string };
  sandbox?: Promise<Sandbox>;
}

const PRUNE_EVERY = 100;

export function createPluginsService(deps: PluginsDeps) {
  const { limits } = deps;
  const tenants = new Map<string, TenantEntry>();
  /** Log writes under way: run() does not wait for them (see below); the log reads do. */
  const writing = new Set<Promise<void>>();
  let written = 0;

  const drop = (entry: TenantEntry | undefined) => {
    void entry?.sandbox?.then(
      (s) => s.dispose(),
      () => undefined,
    );
  };

  async function entryOf(tenantId: string): Promise<TenantEntry> {
    const config = await deps.tenants.sharedConfiguration(tenantId);
    let entry = tenants.get(tenantId);
    if (entry?.config !== config) {
      const bundle = await readBundle(deps.reads, tenantId);
      const current = tenants.get(tenantId);
      if (current && current.bundle?.deploymentId === bundle?.deploymentId) {
        current.config = config;
        entry = current;
      } else {
        drop(current);
        entry = { config, ...(bundle ? { bundle } : {}) };
      }
    }
    // Most recently used last; beyond the kept number, the least recently used go.
    tenants.delete(tenantId);
    tenants.set(tenantId, entry);
    while (tenants.size > limits.tenantsKept) {
      const [oldest, old] = tenants.entries().next().value!;
      tenants.delete(oldest);
      drop(old);
    }
    return entry;
  }

  async function sandboxOf(entry: TenantEntry): Promise<Sandbox> {
    const kept = entry.sandbox && (await entry.sandbox.catch(() => undefined));
    if (kept?.usable) return kept;
    entry.sandbox = Sandbox.create(entry.bundle!.text, limits);
    // A bundle whose top level fails is tried again on the next call, not kept as failed.
    entry.sandbox.catch(() => (entry.sandbox = undefined));
    return entry.sandbox;
  }

  /**
   * Log writes are not awaited by the call: a plugin may run inside its caller's transaction,
   * which on SQLite holds the only connection, and a failure's log must outlive that transaction.
   */
  function writeLog(tenantId: string, log: PluginLogRecord): void {
    const write = (async () => {
      await insertLog(deps.db, tenantId, log);
      if (++written % PRUNE_EVERY === 0) await pruneLogs(deps.db, tenantId, limits.logsKept);
    })()
      .catch((err: unknown) => deps.logger.error({ err, tenantId }, 'writing a plugin log failed'))
      .finally(() => writing.delete(write));
    writing.add(write);
  }

  const problemOf = (step: PluginStep, err: unknown): AppError => {
    const what = `The ${PLUGIN_TYPES[step]} plugin (plugins/, export ${step})`;
    if (err instanceof ResultProblem) {
      return unprocessable(`${what} returned a result outside its shape: ${err.message}`, [
        { location: `plugins.${step}.${err.field}`, message: err.message },
      ]);
    }
    const fault = err as PluginFault;
    return unprocessable(`${what} failed: ${fault.message}; its plugin log has the details`, [
      { location: `plugins.${step}`, message: fault.message },
    ]);
  };

  async function run<S extends PluginStep>(
    tenantId: string,
    step: S,
    input: PluginInput,
    opts: { quoteLocator?: string; requestId?: string } = {},
  ): Promise<StepResults[S] | undefined> {
    const entry = await entryOf(tenantId);
    if (!entry.bundle) return undefined;
    const lines: string[] = [];
    const record = (outcome: PluginLogRecord['outcome']) => {
      if (!lines.length && outcome === 'succeeded') return;
      writeLog(tenantId, {
        id: deps.ids.ulid(),
        pluginType: PLUGIN_TYPES[step],
        requestId: opts.requestId ?? deps.ids.ulid(),
        ...(opts.quoteLocator ? { objectLocator: opts.quoteLocator, objectType: 'quote' } : {}),
        outcome,
        lines,
        createdAt: iso(deps.clock.now()),
      });
    };
    try {
      const sandbox = await sandboxOf(entry);
      const outcome = await sandbox.call(
        step,
        JSON.stringify({ quote: input.quote, tenant: input.tenant }),
        {
          lookup: (name, keys) => input.tables.lookup(name, keys),
          range: (name, keys, bound) => input.tables.range(name, keys, bound),
          log: (line) => lines.push(line),
        },
        limits,
      );
      if (outcome.missing) {
        record('succeeded');
        return undefined;
      }
      if (outcome.json === undefined) {
        throw new ResultProblem('(result)', 'must be an object; the export returned nothing JSON can hold');
      }
      const result = checkResult(step, JSON.parse(outcome.json));
      record('succeeded');
      return result;
    } catch (err) {
      if (!(err instanceof PluginFault) && !(err instanceof ResultProblem)) throw err;
      const fault = err instanceof PluginFault ? err : undefined;
      lines.push(`${step} failed: ${fault?.pluginStack ?? err.message}`);
      record('failed');
      throw problemOf(step, err);
    }
  }

  /** Waits for the log writes this process has under way, so a read sees every call made before it. */
  const settled = () => Promise.all([...writing]);

  return {
    run,

    /** Compiles a configuration's plugins/ (deploy calls it before its transaction). */
    compile: (sources: PluginSources) => compilePlugins(sources),

    /** Records the tenant's compiled plugins (none: removes them) inside the deploy's transaction. */
    save: (tx: Tx, tenantId: string, deploymentId: string, bundle: string | undefined, createdAt: string) =>
      saveBundle(tx, tenantId, bundle === undefined ? undefined : { deploymentId, text: bundle, createdAt }),

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
      for (const entry of tenants.values()) drop(entry);
      tenants.clear();
    },
  };
}

export type PluginsRunner = ReturnType<typeof createPluginsService>;
