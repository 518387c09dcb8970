// SQL of webhook delivery (migration 20261122030000_webhooks): which webhooks have a delivery
// due, the events each is due to get, leases and where delivery stands.
import type { Db, Tx } from '../db/knex.js';
import { isPostgres } from '../db/knex.js';
import { toEvent, type EventRecord, type EventRow } from './events-store.js';
import { withTypes, type Cursor, type WebhookRecord, type WebhookRow } from './webhooks-store.js';

type Conn = Db | Tx;

// Events after a webhook's cursor. PostgreSQL answers the row-value comparison with a range scan
// of the (…, tx_id, seq) index; SQLite would range on tx_id alone, which is always 0 there, so it
// is told so and ranges on seq.
const afterCursor = (db: Conn, tx: string, seq: string) =>
  isPostgres(db as Db) ? `(e.tx_id, e.seq) > (${tx}, ${seq})` : `e.tx_id = 0 and e.seq > ${seq}`;
// On PostgreSQL only events of transactions below a horizon under which every transaction that
// could write this database's events has ended, so nothing can still appear before them. The
// snapshot's xmin is that horizon for the whole server: a transaction left open in another
// database on it would hold back every delivery here. So the horizon is the lowest transaction
// still in progress, leaving out those a backend of another database is running (a transaction
// not found among the backends, ended meanwhile or prepared, counts), and the snapshot's xmax
// when none is left. Transaction ids are 64-bit in the snapshot and 32-bit in pg_stat_activity.
const HORIZON = `(
  select coalesce(
    (
      select min(x::text::bigint) from pg_snapshot_xip(s) x
      where not exists (
        select 1 from pg_stat_activity a
        where a.datname is distinct from current_database()
          and a.backend_xid::text = (x::text::bigint % 4294967296)::text
      )
    ),
    pg_snapshot_xmax(s)::text::bigint
  )
  from pg_current_snapshot() s
)`;
const settled = (db: Conn) => (isPostgres(db as Db) ? ` and e.tx_id < ${HORIZON}` : '');

/**
 * Takes up to `limit` webhooks that have a delivery due, for `token` until `leaseUntil`: enabled,
 * not suspended, no try scheduled later, not held by a live lease, with an event waiting. On
 * PostgreSQL rows another process is claiming are skipped (row locks, SKIP LOCKED).
 */
export async function claimDue(
  db: Db,
  c: {
    now: string;
    /** Tenants whose time is not `now` (a server made for tests): a retry is due by theirs. */
    tenantsApart?: { tenantId: string; now: string }[];
    leaseUntil: string;
    token: string;
    limit: number;
    exclude: string[];
  },
): Promise<WebhookRecord[]> {
  const pg = isPostgres(db);
  const exclude = c.exclude.length ? ` and w.id not in (${c.exclude.map(() => '?').join(', ')})` : '';
  const apart = c.tenantsApart ?? [];
  const dueBy = apart.length
    ? `case w.tenant_id ${apart.map(() => 'when ? then ?').join(' ')} else ? end`
    : '?';
  const due = `
    select w.id from webhooks w
    where w.enabled = true and w.suspended = false
      and (w.next_attempt_at is null or w.next_attempt_at <= ${dueBy})
      and (w.lease_until is null or w.lease_until <= ?)${exclude}
      and exists (
        select 1 from events e
        where e.tenant_id = w.tenant_id
          and e.type in (select t.type from webhook_event_types t where t.webhook_id = w.id)
          and ${afterCursor(db, 'w.cursor_tx', 'w.cursor_seq')}${settled(db)})
    order by w.next_attempt_at, w.id
    limit ?`;
  const bindings = [...apart.flatMap((a) => [a.tenantId, a.now]), c.now, c.now, ...c.exclude, c.limit];
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
