// One line for each way a start can fail: what failed and which setting to check. The stack
// trace is only for LOG_LEVEL=debug (or trace); an operator needs the line, not the trace.
import type { Settings } from './settings.js';

type StartSettings = Pick<Settings, 'port' | 'host' | 'databaseUrl' | 'dataDir'>;

const codeOf = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The database URL without its password, fit for a log line. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the DATABASE_URL';
  }
}

export function listenFailure(err: unknown, s: StartSettings): string {
  const where = `${s.host}:${s.port}`;
  switch (codeOf(err)) {
    case 'EADDRINUSE':
      return `cannot listen on ${where}: the port is already in use by another process; check PORT (and HOST)`;
    case 'EACCES':
      return `cannot listen on ${where}: permission denied (ports below 1024 need privileges); check PORT`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `cannot listen on ${where}: this machine has no such address; check HOST`;
    default:
      return `cannot listen on ${where}: ${messageOf(err)}; check PORT and HOST`;
  }
}

export function databaseFailure(err: unknown, s: StartSettings): string {
  if (!s.databaseUrl) {
    return `cannot open the SQLite database in ${s.dataDir}: ${messageOf(err)}; check INSUITE_DATA_DIR (it must be a writable directory)`;
  }
  const at = safeUrl(s.databaseUrl);
  const code = codeOf(err);
  const reason =
    code === 'ECONNREFUSED'
      ? 'the connection was refused (is PostgreSQL running there?)'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'the host name does not resolve'
        : code === 'ETIMEDOUT' || /timeout/i.test(messageOf(err))
          ? 'the connection timed out'
          : code === '28P01' || code === '28000'
            ? 'the user name or password was refused'
            : code === '3D000'
              ? `the database does not exist (make it first: ${createdb(s.databaseUrl)})`
              : messageOf(err);
  return `cannot reach the database at ${at}: ${reason}; check DATABASE_URL`;
}

/** The createdb command that makes the database a URL names (PostgreSQL's client tools). */
function createdb(url: string): string {
  try {
    const u = new URL(url);
    const args = [
      u.hostname && `-h ${u.hostname}`,
      u.port && `-p ${u.port}`,
      u.username && `-U ${decodeURIComponent(u.username)}`,
      decodeURIComponent(u.pathname.slice(1)),
    ];
    return ['createdb', ...args.filter(Boolean)].join(' ');
  } catch {
    return 'createdb NAME';
  }
}

/** Is the stack trace wanted next to the line? */
export const wantsTrace = (logLevel: string | undefined): boolean =>
  logLevel === 'debug' || logLevel === 'trace';
