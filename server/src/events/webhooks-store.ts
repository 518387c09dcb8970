// SQL of webhooks, their delivery state and diverted events (migration 20261122030000_webhooks).
import type { Db, Tx } from '../db/knex.js';
import { isPostgres } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';
import { toEvent, type EventRecord, type EventRow } from './events-store.js';

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

interface WebhookRow {
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

async function withTypes(db: Conn, rows: WebhookRow[]): Promise<WebhookRecord[]> {
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

// Events after a webhook's cursor. PostgreSQL answers the row-value comparison with a range scan
// of the (…, tx_id, seq) index; SQLite would range on tx_id alone, which is always 0 there, so it
// is told so and ranges on seq.
const afterCursor = (db: Conn, tx: string, seq: string) =>
  isPostgres(db as Db) ? `(e.tx_id, e.seq) > (${tx}, ${seq})` : `e.tx_id = 0 and e.seq > ${seq}`;
// On PostgreSQL only events of transactions below the snapshot's xmin: every transaction there
// has ended, so nothing can still appear before them.
const settled = (db: Conn) =>
  isPostgres(db as Db) ? ` and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint` : '';

/**
 * Takes up to `limit` webhooks that have a delivery due, for `token` until `leaseUntil`: enabled,
 * not suspended, no try scheduled later, not held by a live lease, with an event waiting. On
 * PostgreSQL rows another process is claiming are skipped (row locks, SKIP LOCKED).
 */
export async function claimDue(
  db: Db,
  c: { now: string; leaseUntil: string; token: string; limit: number; exclude: string[] },
): Promise<WebhookRecord[]> {
  const pg = isPostgres(db);
  const exclude = c.exclude.length ? ` and w.id not in (${c.exclude.map(() => '?').join(', ')})` : '';
  const due = `
    select w.id from webhooks w
    where w.enabled = true and w.suspended = false
      and (w.next_attempt_at is null or w.next_attempt_at <= ?)
      and (w.lease_until is null or w.lease_until <= ?)${exclude}
      and exists (
        select 1 from events e
        where e.tenant_id = w.tenant_id
          and e.type in (select t.type from webhook_event_types t where t.webhook_id = w.id)
          and ${afterCursor(db, 'w.cursor_tx', 'w.cursor_seq')}${settled(db)})
    order by w.next_attempt_at, w.id
    limit ?`;
  const bindings = [c.now, c.now, ...c.exclude, c.limit];
  const sql = pg
    ? `with due as materialized (${due} for update of w skip locked)
       update webhooks set lease_until = ?, lease_token = ? from due where webhooks.id = due.id
       returning webhooks.*`
    : `update webhooks set lease_until = ?, lease_token = ? where id in (${due}) returning *`;
  const args = pg ? [...bindings, c.leaseUntil, c.token] : [c.leaseUntil, c.token, ...bindings];
  const result = (await db.raw(sql, args)) as { rows: WebhookRow[] } | WebhookRow[];
  return withTypes(db, Array.isArray(result) ? result : result.rows);
}

/** The next events the webhook is due to get, in outbox order. */
export async function pendingEvents(db: Conn, w: WebhookRecord, limit: number): Promise<EventRecord[]> {
  if (w.eventTypes.length === 0) return [];
  const sql = `
    select e.* from events e
    where e.tenant_id = ? and e.type in (${w.eventTypes.map(() => '?').join(', ')})
      and ${afterCursor(db, '?', '?')}${settled(db)}
    order by e.tx_id, e.seq
    limit ?`;
  const cursor = isPostgres(db as Db) ? [w.cursor.tx, w.cursor.seq] : [w.cursor.seq];
  const result = (await db.raw(sql, [w.tenantId, ...w.eventTypes, ...cursor, limit])) as
    { rows: EventRow[] } | EventRow[];
  return (Array.isArray(result) ? result : result.rows).map(toEvent);
}

export interface DeliveryState {
  cursor: Cursor;
  attempts: number;
  nextAttemptAt: string | null;
  deliveryId: string | null;
  suspendedAt?: string;
}

/**
 * Records where delivery stands and (with `release`) gives the webhook back, if `token` still
 * holds it (a webhook
 * deleted meanwhile, or claimed by another process after a lapsed lease, is left alone).
 */
export async function saveState(
  db: Conn,
  id: string,
  token: string,
  s: DeliveryState,
  release = true,
): Promise<boolean> {
  const n = await db('webhooks')
    .where({ id, lease_token: token })
    .update({
      cursor_tx: s.cursor.tx,
      cursor_seq: s.cursor.seq,
      attempts: s.attempts,
      next_attempt_at: s.nextAttemptAt,
      delivery_id: s.deliveryId,
      ...(release ? { lease_until: null, lease_token: null } : {}),
      ...(s.suspendedAt ? { suspended: true, suspended_at: s.suspendedAt } : {}),
    });
  return n > 0;
}

/** Whether `token` still holds the webhook; on PostgreSQL the row stays locked until `db` (a transaction) ends. */
export async function holdsLease(db: Conn, id: string, token: string): Promise<boolean> {
  const q = db('webhooks').where({ id, lease_token: token });
  if (isPostgres(db as Db)) q.forUpdate();
  return (await q.first('id')) !== undefined;
}

/** Deliveries waiting across all enabled webhooks (suspended ones included). */
export async function outboxDepth(db: Db): Promise<number> {
  const row = (await db.raw(
    `select count(*) as n from webhooks w
     join webhook_event_types t on t.webhook_id = w.id
     join events e on e.tenant_id = w.tenant_id and e.type = t.type
       and ${afterCursor(db, 'w.cursor_tx', 'w.cursor_seq')}
     where w.enabled = true`,
  )) as { rows: { n: string }[] } | { n: number }[];
  const first = Array.isArray(row) ? row[0] : row.rows[0];
  return Number(first?.n ?? 0);
}

// Diverted events.

export interface DivertedRecord {
  webhookId: string;
  eventId: string;
  requestLocator: string;
  failureTrigger: string;
  failureMessage: string;
  failureTimestamp: string;
}

interface DivertedRow {
  webhook_id: string;
  event_id: string;
  request_locator: string;
  failure_trigger: string;
  failure_message: string;
  failure_timestamp: string;
}

const toDiverted = (r: DivertedRow): DivertedRecord => ({
  webhookId: r.webhook_id,
  eventId: r.event_id,
  requestLocator: r.request_locator,
  failureTrigger: r.failure_trigger,
  failureMessage: r.failure_message,
  failureTimestamp: r.failure_timestamp,
});

const failureColumns = (d: Omit<DivertedRecord, 'webhookId' | 'eventId'>) => ({
  request_locator: d.requestLocator,
  failure_trigger: d.failureTrigger,
  failure_message: d.failureMessage.slice(0, 1000),
  failure_timestamp: d.failureTimestamp,
});

/** Diverts an event; diverting it again (after a crash) updates the failure. */
export async function upsertDiverted(db: Conn, tenantId: string, d: DivertedRecord): Promise<void> {
  await db('diverted_events')
    .insert({ tenant_id: tenantId, webhook_id: d.webhookId, event_id: d.eventId, ...failureColumns(d) })
    .onConflict(['webhook_id', 'event_id'])
    .merge(failureColumns(d));
}

export async function findDiverted(
  db: Conn,
  tenantId: string,
  webhookId: string,
  eventId: string,
): Promise<DivertedRecord | undefined> {
  const row = (await db('diverted_events')
    .where({ tenant_id: tenantId, webhook_id: webhookId, event_id: eventId })
    .first()) as DivertedRow | undefined;
  return row ? toDiverted(row) : undefined;
}

export async function listDiverted(
  db: Conn,
  tenantId: string,
  webhookId: string,
  req: PageRequest,
): Promise<Page<DivertedRecord>> {
  const q = db('diverted_events').select('*').where({ tenant_id: tenantId, webhook_id: webhookId });
  return page<DivertedRow, DivertedRecord>(q, req, toDiverted, ['seq', 'event_id']);
}

export async function updateDivertedFailure(db: Conn, tenantId: string, d: DivertedRecord): Promise<void> {
  await db('diverted_events')
    .where({ tenant_id: tenantId, webhook_id: d.webhookId, event_id: d.eventId })
    .update(failureColumns(d));
}

export async function deleteDiverted(
  db: Conn,
  tenantId: string,
  webhookId: string,
  eventId: string,
): Promise<boolean> {
  return (
    (await db('diverted_events')
      .where({ tenant_id: tenantId, webhook_id: webhookId, event_id: eventId })
      .delete()) > 0
  );
}
