// The client the commands use: server URL and token from the options, the environment, or the
// admin-token file a fresh server writes into its data directory.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type InsuiteClient } from '@insuite/client';
import { UsageError } from './output.js';

export interface GlobalOptions {
  url?: string;
  token?: string;
  json?: boolean;
  timeout?: string;
}

export function serverUrl(o: GlobalOptions): string {
  return o.url ?? process.env.INSUITE_URL ?? 'http://localhost:8080';
}

export function token(o: GlobalOptions): string | undefined {
  if (o.token) return o.token;
  if (process.env.INSUITE_TOKEN) return process.env.INSUITE_TOKEN;
  const file = join(process.env.INSUITE_DATA_DIR ?? 'data', 'admin-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
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
    token: token(o),
    fetch: counting,
    timeoutMs,
    retry: { retries: 3 },
  });
  return { client, track: (f) => void (onSent = f) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tenant given by locator or by name. */
export async function tenantLocator(client: InsuiteClient, ref: string): Promise<string> {
  if (UUID.test(ref)) return ref.toLowerCase();
  for await (const t of client.paginate('fetchTenants', {})) if (t.name === ref) return t.locator;
  throw new UsageError(`No tenant named "${ref}" (give its name or locator)`);
}
