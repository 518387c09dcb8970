// The client the commands use: server URL and token from the options, the environment, or the
// admin-token file a fresh server writes into its data directory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClient, type InsuiteClient } from '@insuite/client';
import { table, UsageError } from './output.js';
import { didYouMean } from './suggest.js';

export interface GlobalOptions {
  url?: string;
  token?: string;
  json?: boolean;
  timeout?: string;
}

export function serverUrl(o: GlobalOptions): string {
  const url = o.url ?? process.env.INSUITE_URL ?? 'http://localhost:8080';
  // `localhost:18100` as a newcomer types it: a server address, not a URL of scheme "localhost".
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

/** The admin-token file a server writes on its first start, looked for from the current folder. */
const adminTokenFile = () => join(process.env.INSUITE_DATA_DIR || 'data', 'admin-token');

/** The token to send and where it came from: --token, INSUITE_TOKEN, or the file read. */
export function tokenSource(o: GlobalOptions): { value?: string; from: string; file?: string } {
  if (o.token) return { value: o.token, from: '--token' };
  if (process.env.INSUITE_TOKEN) return { value: process.env.INSUITE_TOKEN, from: 'INSUITE_TOKEN' };
  const file = adminTokenFile();
  const value = existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
  return { value, from: file, file };
}

export const token = (o: GlobalOptions): string | undefined => tokenSource(o).value;

/**
 * Why a token the server refused (401) may be the wrong one: which file it came from, and the other
 * token files there. Each server writes the token of its own database (admin-token for SQLite,
 * admin-token.postgresql-HOST-PORT-NAME for PostgreSQL).
 */
export function refusedTokenHint(o: GlobalOptions): string {
  const src = tokenSource(o);
  if (!src.file) return `the token refused came from ${src.from}`;
  const dir = dirname(src.file);
  let others: string[] = [];
  try {
    others = readdirSync(dir).filter((f) => f.startsWith('admin-token.') && join(dir, f) !== src.file);
  } catch {
    // the folder went away
  }
  return (
    `the token refused came from ${src.file}, the admin token of the SQLite database in that folder; ` +
    (others.length
      ? `a server on PostgreSQL writes its own beside it (${others.join(', ')}): give it with --token or INSUITE_TOKEN`
      : 'if the server runs on another database, give its token with --token or INSUITE_TOKEN')
  );
}

/** The token to send, or a usage error saying where one comes from. */
function requiredToken(o: GlobalOptions): string {
  const found = token(o);
  if (found) return found;
  throw new UsageError(
    'no token: give --token TOKEN, or set INSUITE_TOKEN, or run where ' +
      `${adminTokenFile()} exists (the server writes its admin token there on first start; ` +
      'INSUITE_DATA_DIR names that folder)',
  );
}

/** Upload progress: called with the bytes sent so far of the request under way. */
export type OnSent = (bytes: number) => void;

export interface Connection {
  client: InsuiteClient;
  /** Reports the bytes sent of each request body while `onSent` is set. */
  track(onSent: OnSent | undefined): void;
}

export function connect(o: GlobalOptions): Connection {
  let onSent: OnSent | undefined;
  const timeoutMs = o.timeout === undefined ? 120_000 : Number(o.timeout) * 1000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new UsageError('--timeout must be a number of seconds');
  const counting: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const report = onSent;
    if (!report || !request.body) return fetch(request);
    let sent = 0;
    const body = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          report(sent);
          controller.enqueue(chunk);
        },
      }),
    );
    return fetch(new Request(request, { body, duplex: 'half' } as RequestInit));
  };
  const client = createClient({
    baseUrl: serverUrl(o),
    token: requiredToken(o),
    fetch: counting,
    timeoutMs,
    retry: { retries: 3 },
  });
  return { client, track: (f) => void (onSent = f) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenants named `name`, oldest first. */
export async function tenantsNamed(client: InsuiteClient, name: string) {
  const found: { locator: string; name: string; type: string; createdAt: string }[] = [];
  for await (const t of client.paginate('fetchTenants', {})) if (t.name === name) found.push(t);
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The tenants of a `--tenants` list as the server takes them: "any" and "type:…" as they are, each
 * other entry a tenant by name or locator (tenantLocator).
 */
export async function tenantRefs(client: InsuiteClient, refs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const ref of refs)
    out.push(ref === 'any' || ref.startsWith('type:') ? ref : await tenantLocator(client, ref));
  return out;
}

/** A tenant given by locator or by name; a name that several tenants share is refused, listing them. */
export async function tenantLocator(client: InsuiteClient, ref: string): Promise<string> {
  if (UUID.test(ref)) return ref.toLowerCase();
  const found = await tenantsNamed(client, ref);
  if (found.length === 1) return found[0]!.locator;
  if (!found.length) {
    const names = new Set<string>();
    for await (const t of client.paginate('fetchTenants', {})) names.add(t.name);
    throw new UsageError(`No tenant named "${ref}"${didYouMean(ref, names)} (give its name or locator)`);
  }
  throw new UsageError(
    `${found.length} tenants are named "${ref}"; give the locator of the one you mean:\n` +
      table(
        ['Locator', 'Type', 'Created'],
        found.map((t) => [t.locator, t.type, t.createdAt]),
      ),
    { candidates: found.map(({ locator, name, type, createdAt }) => ({ locator, name, type, createdAt })) },
  );
}
