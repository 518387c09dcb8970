// SQL of webhooks: their configuration, event types and cursor (migration 20261122030000_webhooks).
// Delivery state is in webhook-delivery-store.ts, diverted events in diverted-events-store.ts.
import type { Db, Tx } from '../db/knex.js';
import { isPostgres } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';

type Conn = Db | Tx;

export interface EndpointConfig {
  url: string;
  headers: Record<string, string[]>;
  secureSsl: boolean;
  hmacEnabled: boolean;
  tag: string;
}

export interface RetryStrategy {
  type: 'linear' | 'exponential';
  interval: number;
  attempts: number;
}

export interface FailureHandling {
  triggers: string[];
  retry: RetryStrategy | null;
  divert: boolean;
  suspend: boolean;
  alert: EndpointConfig | null;
}

export interface WebhookConfig {
  name: string;
  enabled: boolean;
  eventTypes: string[];
  endpoint: EndpointConfig;
  /** Sealed with the secret box; null when none was given. */
  endpointSecret: string | null;
  failureHandling: FailureHandling | null;
  alertSecret: string | null;
}

/** Where a webhook stands in the outbox: the last event it is done with. */
export interface Cursor {
  tx: number;
  seq: number;
}

export interface WebhookRecord extends WebhookConfig {
  id: string;
  tenantId: string;
  suspended: boolean;
  suspendedAt: string | null;
  createdAt: string;
  cursor: Cursor;
  /** Tries made on the event after the cursor. */
  attempts: number;
  nextAttemptAt: string | null;
  deliveryId: string | null;
  leaseUntil: string | null;
}

export interface WebhookRow {
  id: string;
  tenant_id: string;
  name: string;
  enabled: unknown;
  endpoint: string;
  endpoint_secret: string | null;
  failure_handling: string | null;
  alert_secret: string | null;
  suspended: unknown;
  suspended_at: string | null;
  created_at: string;
  cursor_tx: number | string;
  cursor_seq: number | string;
  attempts: number;
  next_attempt_at: string | null;
  delivery_id: string | null;
  lease_until: string | null;
}

const toWebhook = (r: WebhookRow, eventTypes: string[]): WebhookRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  enabled: toBool(r.enabled),
  eventTypes,
  endpoint: parseJson(r.endpoint, {} as EndpointConfig),
  endpointSecret: r.endpoint_secret,
  failureHandling: parseJson(r.failure_handling, null),
  alertSecret: r.alert_secret,
  suspended: toBool(r.suspended),
  suspendedAt: r.suspended_at,
  createdAt: r.created_at,
  cursor: { tx: Number(r.cursor_tx), seq: Number(r.cursor_seq) },
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  deliveryId: r.delivery_id,
  leaseUntil: r.lease_until,
});

const configColumns = (c: Partial<WebhookConfig>) => ({
  ...(c.name !== undefined ? { name: c.name } : {}),
  ...(c.enabled !== undefined ? { enabled: c.enabled } : {}),
  ...(c.endpoint !== undefined ? { endpoint: JSON.stringify(c.endpoint) } : {}),
  ...(c.endpointSecret !== undefined ? { endpoint_secret: c.endpointSecret } : {}),
  ...(c.failureHandling !== undefined
    ? { failure_handling: c.failureHandling ? JSON.stringify(c.failureHandling) : null }
    : {}),
  ...(c.alertSecret !== undefined ? { alert_secret: c.alertSecret } : {}),
});

export async function withTypes(db: Conn, rows: WebhookRow[]): Promise<WebhookRecord[]> {
  if (rows.length === 0) return [];
  const types = (await db('webhook_event_types')
    .whereIn(
      'webhook_id',
      rows.map((r) => r.id),
    )
    .orderBy('type')) as { webhook_id: string; type: string }[];
  const byId = new Map<string, string[]>();
  for (const t of types) byId.set(t.webhook_id, [...(byId.get(t.webhook_id) ?? []), t.type]);
  return rows.map((r) => toWebhook(r, byId.get(r.id) ?? []));
}

export async function insertWebhook(
  db: Conn,
  w: { id: string; tenantId: string; createdAt: string; cursor: Cursor } & WebhookConfig,
): Promise<void> {
  await db('webhooks').insert({
    id: w.id,
    tenant_id: w.tenantId,
    created_at: w.createdAt,
    suspended: false,
    cursor_tx: w.cursor.tx,
    cursor_seq: w.cursor.seq,
    ...configColumns(w),
  });
  await setEventTypes(db, w.id, w.eventTypes);
}

export async function setEventTypes(db: Conn, id: string, types: string[]): Promise<void> {
  await db('webhook_event_types').where({ webhook_id: id }).delete();
  if (types.length) await db('webhook_event_types').insert(types.map((type) => ({ webhook_id: id, type })));
}

export async function updateWebhookConfig(
  db: Conn,
  tenantId: string,
  id: string,
  patch: Partial<WebhookConfig>,
): Promise<void> {
  const cols = configColumns(patch);
  if (Object.keys(cols).length) await db('webhooks').where({ tenant_id: tenantId, id }).update(cols);
  if (patch.eventTypes) await setEventTypes(db, id, patch.eventTypes);
}

export async function findWebhook(
  db: Conn,
  tenantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<WebhookRecord | undefined> {
  const q = db<WebhookRow>('webhooks').where({ tenant_id: tenantId, id });
  if (opts.forUpdate && isPostgres(db as Db)) q.forUpdate();
  const row = (await q.first()) as WebhookRow | undefined;
  return row ? (await withTypes(db, [row]))[0] : undefined;
}

export interface WebhookFilter {
  name?: string;
  enabled?: boolean;
  suspended?: boolean;
  active?: boolean;
  eventTypes?: string[];
}

export async function listWebhooks(
  db: Conn,
  tenantId: string,
  f: WebhookFilter,
  req: PageRequest,
): Promise<Page<WebhookRecord>> {
  const q = db<WebhookRow>('webhooks').select('*').where({ tenant_id: tenantId });
  if (f.name !== undefined) q.where('name', f.name);
  if (f.enabled !== undefined) q.where('enabled', f.enabled);
  if (f.suspended !== undefined) q.where('suspended', f.suspended);
  if (f.active === true) q.where({ enabled: true, suspended: false });
  if (f.active === false)
    q.where((b) => {
      b.where('enabled', false).orWhere('suspended', true);
    });
  if (f.eventTypes?.length) {
    q.whereIn('id', db('webhook_event_types').select('webhook_id').whereIn('type', f.eventTypes));
  }
  const p = await page<WebhookRow, WebhookRow>(q, req, (r) => r);
  return { listCompleted: p.listCompleted, items: await withTypes(db, p.items) };
}

export async function deleteWebhook(db: Conn, tenantId: string, id: string): Promise<boolean> {
  return (await db('webhooks').where({ tenant_id: tenantId, id }).delete()) > 0;
}

/** Restarts delivery state: the next due try is now, with a fresh count. */
const restart = { attempts: 0, next_attempt_at: null, delivery_id: null };

export async function setSuspended(
  db: Conn,
  tenantId: string,
  id: string,
  suspendedAt: string | null,
): Promise<void> {
  await db('webhooks')
    .where({ tenant_id: tenantId, id })
    .update({ suspended: suspendedAt !== null, suspended_at: suspendedAt, ...restart });
}

/** Moves the cursor (a webhook that is enabled again skips what it missed). */
export async function setCursor(db: Conn, tenantId: string, id: string, c: Cursor): Promise<void> {
  await db('webhooks')
    .where({ tenant_id: tenantId, id })
    .update({ cursor_tx: c.tx, cursor_seq: c.seq, ...restart });
}

/** The newest event of the tenant, where a new webhook's cursor starts. */
export async function tenantHead(db: Conn, tenantId: string): Promise<Cursor> {
  const row = (await db('events')
    .where('tenant_id', tenantId)
    .orderBy([
      { column: 'tx_id', order: 'desc' },
      { column: 'seq', order: 'desc' },
    ])
    .first('tx_id', 'seq')) as { tx_id: number | string; seq: number | string } | undefined;
  return row ? { tx: Number(row.tx_id), seq: Number(row.seq) } : { tx: 0, seq: 0 };
}
