// Settings come from the environment, are checked once at start, and are frozen. A bad value
// stops the start with a message naming the variable.
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * SQLite's `synchronous` (WAL mode): `full` syncs the log to disk at every commit, so that a
   * write answered 2xx survives a power loss; `normal` syncs at checkpoints only (a killed process
   * loses nothing, a power loss may lose the last commits, never consistency).
   */
  sqliteSynchronous: 'normal' | 'full';
  adminToken: string | undefined;
  masterKey: Buffer | undefined;
  publicUrl: string;
  oauthTtlSeconds: number;
  webhookTimeoutMs: number;
  webhookAllowPrivate: boolean;
  /** How often an idle webhook dispatcher looks for due deliveries. */
  webhookPollMs: number;
  /** Webhooks one process delivers to at the same time (each in event order). */
  webhookConcurrency: number;
  /** How often the auto-renewal job runs (and once at start, to catch up). */
  renewalPollMs: number;
  /** How long a process holds the auto-renewal job's lease without renewing it (a killed one's runs out). */
  renewalLeaseMs: number;
  /** How often billing's jobs (invoices, then delinquencies) run (and once at start, to catch up). */
  billingPollMs: number;
  /** How long a process holds a billing job's lease without renewing it (a killed one's runs out). */
  billingLeaseMs: number;
  /** How many pending installments the invoice job reads at a time (a policy's are never split). */
  billingBatch: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  validateResponses: boolean;
  jsonLimitBytes: number;
  /** Largest template or snippet (docs/decisions.md §4). */
  templateLimitBytes: number;
  /** Time limit of one template syntax check (run in a worker thread). */
  templateCheckTimeoutMs: number;
  /** Largest static document or font. */
  fileLimitBytes: number;
  /** Largest table upload (compressed). */
  tableZipLimitBytes: number;
  /** Largest table once uncompressed (the sizes a table ZIP declares). */
  tableUnzippedLimitBytes: number;
  /** Highest compression ratio of a table ZIP's entry (zip bombs compress far more). */
  tableZipMaxRatio: number;
  /** Most data rows of a table. */
  tableMaxRows: number;
  /** Memory for the indexes of table versions held per process (least recently used go first). */
  tableIndexCacheBytes: number;
  /** Worker threads that check uploads and build table indexes. */
  tableWorkers: number;
  /** Largest configuration sent as a ZIP. */
  configZipLimitBytes: number;
  signInMaxFailures: number;
  signInLockoutSeconds: number;
  /** Origins allowed to call from a browser (CORS); none by default. */
  corsOrigins: readonly string[];
  /** Server processes (node:cluster workers) on this machine; 1 runs the server in one process. */
  processes: number;
  /** The test controls (clock, faults, journal, reset, snapshots): only on a server made for tests. */
  testControls: boolean;
  /** Entries of the test controls' request journal kept (the newest). */
  testJournalSize: number;
  /** Snapshots of the test controls kept (the newest), for the server and for each tenant. */
  testSnapshotsKept: number;
  /** CPU time of one plugin call (time spent running inside its sandbox). */
  pluginCpuMs: number;
  /** Memory of one tenant's plugin sandbox. */
  pluginMemoryBytes: number;
  /** Table lookups of one plugin call. */
  pluginTableCalls: number;
  /** Log lines of one plugin call, and the characters kept of each. */
  pluginLogLines: number;
  pluginLogLineChars: number;
  /** Characters of a plugin result's JSON text. */
  pluginResultChars: number;
  /** Threads a process runs plugin sandboxes in. */
  pluginThreads: number;
  /** Tenants whose plugin sandboxes a process keeps between calls. */
  pluginTenantsKept: number;
  /** Plugin logs kept per tenant. */
  pluginLogsKept: number;
  /** Calls of one tenant's plugins in their sandbox thread at once, and calls waiting behind them. */
  pluginTenantCalls: number;
  pluginTenantQueue: number;
  /** Calls of a deployment overrunning their limits within a cool-down's length that start one, and its length. */
  pluginOverruns: number;
  pluginCooldownMs: number;
}

export class SettingsError extends Error {}

const MB = 1024 * 1024;

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new SettingsError(`${name} must be true or false, got "${raw}"`);
}

function origins(env: Env, name: string): readonly string[] {
  const raw = env[name];
  if (!raw) return [];
  const list = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of list) {
    let url: URL | undefined;
    try {
      url = new URL(o);
    } catch {
      url = undefined;
    }
    // An origin is scheme, host and port only, exactly as a browser sends it.
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o) {
      throw new SettingsError(`${name} must list origins such as https://app.example.com, got "${o}"`);
    }
  }
  return Object.freeze(list);
}

/** INSUITE_PROCESSES: a whole number from 1 to 64, or auto (one per CPU this process may use). */
export function processesSetting(raw: string | undefined, cpus: () => number): number {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return 1;
  if (value === 'auto') return Math.max(1, Math.min(64, Math.floor(cpus())));
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 64) {
    throw new SettingsError(`INSUITE_PROCESSES must be auto or a whole number from 1 to 64, got "${raw}"`);
  }
  return n;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadSettings(env: Env = process.env): Settings {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new SettingsError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  let masterKey: Buffer | undefined;
  if (env.INSUITE_MASTER_KEY) {
    masterKey = Buffer.from(env.INSUITE_MASTER_KEY, 'base64');
    if (masterKey.length !== 32) throw new SettingsError('INSUITE_MASTER_KEY must be the base64 of 32 bytes');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SettingsError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const sqliteSynchronous = env.INSUITE_SQLITE_SYNCHRONOUS || 'normal';
  if (sqliteSynchronous !== 'normal' && sqliteSynchronous !== 'full') {
    throw new SettingsError(`INSUITE_SQLITE_SYNCHRONOUS must be normal or full, got "${sqliteSynchronous}"`);
  }
  const processes = processesSetting(env.INSUITE_PROCESSES, availableParallelism);
  const testControls = bool(env, 'INSUITE_TEST_CONTROLS', false);
  if (testControls && processes > 1) {
    // The controls' clock, faults and journal are one process's.
    throw new SettingsError('INSUITE_TEST_CONTROLS needs a single process (INSUITE_PROCESSES=1)');
  }
  const adminToken = env.INSUITE_ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < 20) {
    throw new SettingsError('INSUITE_ADMIN_TOKEN must be at least 20 characters');
  }
  return Object.freeze({
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.INSUITE_DATA_DIR || './data'),
    databaseUrl,
    sqliteSynchronous,
    adminToken,
    masterKey,
    publicUrl: (env.INSUITE_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    oauthTtlSeconds: int(env, 'INSUITE_OAUTH_TTL_S', 3600, 60, 86400 * 30),
    webhookTimeoutMs: int(env, 'INSUITE_WEBHOOK_TIMEOUT_MS', 10000, 100, 120000),
    webhookAllowPrivate: bool(env, 'INSUITE_WEBHOOK_ALLOW_PRIVATE', false),
    webhookPollMs: int(env, 'INSUITE_WEBHOOK_POLL_MS', 250, 10, 60000),
    webhookConcurrency: int(env, 'INSUITE_WEBHOOK_CONCURRENCY', 8, 1, 256),
    renewalPollMs: int(env, 'INSUITE_RENEWAL_POLL_MS', 60000, 10, 86400000),
    renewalLeaseMs: int(env, 'INSUITE_RENEWAL_LEASE_MS', 60000, 100, 3600000),
    billingPollMs: int(env, 'INSUITE_BILLING_POLL_MS', 60000, 10, 86400000),
    billingLeaseMs: int(env, 'INSUITE_BILLING_LEASE_MS', 60000, 100, 3600000),
    billingBatch: int(env, 'INSUITE_BILLING_BATCH', 2000, 1, 100000),
    logLevel: logLevel as Settings['logLevel'],
    validateResponses: bool(env, 'INSUITE_VALIDATE_RESPONSES', env.NODE_ENV !== 'production'),
    jsonLimitBytes: int(env, 'INSUITE_JSON_LIMIT_BYTES', MB, 1024, 64 * MB),
    templateLimitBytes: int(env, 'INSUITE_TEMPLATE_LIMIT_BYTES', 5 * MB, 1024, 64 * MB),
    templateCheckTimeoutMs: int(env, 'INSUITE_TEMPLATE_CHECK_TIMEOUT_MS', 2000, 100, 60000),
    fileLimitBytes: int(env, 'INSUITE_FILE_LIMIT_BYTES', 20 * MB, 1024, 1024 * MB),
    tableZipLimitBytes: int(env, 'INSUITE_TABLE_ZIP_LIMIT_BYTES', 64 * MB, 1024, 1024 * MB),
    tableUnzippedLimitBytes: int(env, 'INSUITE_TABLE_UNZIPPED_LIMIT_BYTES', 512 * MB, 1024, 2048 * MB),
    tableZipMaxRatio: int(env, 'INSUITE_TABLE_ZIP_MAX_RATIO', 200, 2, 100000),
    tableMaxRows: int(env, 'INSUITE_TABLE_MAX_ROWS', 1_000_000, 1, 10_000_000),
    tableIndexCacheBytes: int(env, 'INSUITE_TABLE_INDEX_CACHE_BYTES', 128 * MB, 0, 16384 * MB),
    tableWorkers: int(env, 'INSUITE_TABLE_WORKERS', 1, 1, 64),
    configZipLimitBytes: int(env, 'INSUITE_CONFIG_ZIP_LIMIT_BYTES', 16 * MB, 1024, 256 * MB),
    signInMaxFailures: int(env, 'INSUITE_SIGNIN_MAX_FAILURES', 5, 1, 1000),
    signInLockoutSeconds: int(env, 'INSUITE_SIGNIN_LOCKOUT_S', 300, 1, 86400),
    corsOrigins: origins(env, 'INSUITE_CORS_ORIGINS'),
    processes,
    testControls,
    testJournalSize: int(env, 'INSUITE_TEST_JOURNAL_SIZE', 1000, 1, 100_000),
    testSnapshotsKept: int(env, 'INSUITE_TEST_SNAPSHOTS_KEPT', 16, 1, 1000),
    pluginCpuMs: int(env, 'INSUITE_PLUGIN_CPU_MS', 1000, 10, 60000),
    pluginMemoryBytes: int(env, 'INSUITE_PLUGIN_MEMORY_BYTES', 64 * MB, MB, 1024 * MB),
    pluginTableCalls: int(env, 'INSUITE_PLUGIN_TABLE_CALLS', 10000, 1, 1_000_000),
    pluginLogLines: int(env, 'INSUITE_PLUGIN_LOG_LINES', 200, 0, 10000),
    pluginLogLineChars: int(env, 'INSUITE_PLUGIN_LOG_LINE_CHARS', 2000, 80, 100000),
    pluginResultChars: int(env, 'INSUITE_PLUGIN_RESULT_CHARS', 4 * MB, 1024, 64 * MB),
    pluginThreads: int(env, 'INSUITE_PLUGIN_THREADS', 1, 1, 64),
    pluginTenantsKept: int(env, 'INSUITE_PLUGIN_TENANTS_KEPT', 500, 1, 100000),
    pluginLogsKept: int(env, 'INSUITE_PLUGIN_LOGS_KEPT', 10000, 10, 10_000_000),
    pluginTenantCalls: int(env, 'INSUITE_PLUGIN_TENANT_CALLS', 2, 1, 64),
    pluginTenantQueue: int(env, 'INSUITE_PLUGIN_TENANT_QUEUE', 200, 0, 100_000),
    pluginOverruns: int(env, 'INSUITE_PLUGIN_OVERRUNS', 3, 1, 1000),
    pluginCooldownMs: int(env, 'INSUITE_PLUGIN_COOLDOWN_MS', 60_000, 0, 86_400_000),
  });
}
