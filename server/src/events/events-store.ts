// SQL of the event outbox (migration 20261122000000_events).
import type { Db, Tx } from '../db/knex.js';
import { inTransaction, txInsert } from '../db/tx-statements.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;

export interface EventRecord {
  /** Position in the outbox: the order deliveries follow. */
  seq: number;
  /** The writing transaction (PostgreSQL; 0 on SQLite): with seq, the order deliveries follow. */
  txId: number;
  id: string;
  type: string;
  requestId: string;
  userId: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface EventRow {
  seq: number | string;
  tx_id?: number | string;
  id: string;
  tenant_id: string;
  type: string;
  request_id: string;
  user_id: string;
  data: string;
  created_at: string;
}

export const toEvent = (r: EventRow): EventRecord => ({
  seq: Number(r.seq),
  txId: Number(r.tx_id ?? 0),
  id: r.id,
  type: r.type,
  requestId: r.request_id,
  userId: r.user_id,
  data: parseJson(r.data, {}),
  createdAt: r.created_at,
});

const eventRow = (tenantId: string, e: Omit<EventRecord, 'seq' | 'txId'>) => ({
  id: e.id,
  tenant_id: tenantId,
  type: e.type,
  request_id: e.requestId,
  user_id: e.userId,
  data: JSON.stringify(e.data),
  created_at: e.createdAt,
});

/** Events written by a statement prepared once for each number of them, up to this many. */
const PREPARED_EVENTS = 16;

export async function insertEvent(
  db: Conn,
  tenantId: string,
  e: Omit<EventRecord, 'seq' | 'txId'>,
): Promise<void> {
  await insertEvents(db, tenantId, [e]);
}

/** Several events in one statement; their `seq` follows their order. */
export async function insertEvents(
  db: Conn,
  tenantId: string,
  events: Omit<EventRecord, 'seq' | 'txId'>[],
): Promise<void> {
  if (!events.length) return;
  const rows = events.map((e) => eventRow(tenantId, e));
  // In a transaction (as events are written), a statement prepared once instead of a Knex query.
  if (inTransaction(db) && rows.length <= PREPARED_EVENTS)
    await txInsert(db, 'insuite_insert_events', 'events', rows);
  else await db('events').insert(rows);
}

export async function findEvent(db: Conn, tenantId: string, id: string): Promise<EventRecord | undefined> {
  const row = await db<EventRow>('events').where({ tenant_id: tenantId, id }).first();
  return row ? toEvent(row) : undefined;
}

/** Events of a tenant after `afterSeq`, in outbox order. */
export async function eventsAfter(
  db: Conn,
  tenantId: string,
  q: { afterSeq: number; limit: number; type?: string; from?: string; before?: string },
): Promise<EventRecord[]> {
  const query = db<EventRow>('events').where('tenant_id', tenantId).andWhere('seq', '>', q.afterSeq);
  if (q.type) query.andWhere('type', q.type);
  if (q.from) query.andWhere('created_at', '>=', q.from);
  if (q.before) query.andWhere('created_at', '<', q.before);
  const rows = (await query.orderBy('seq', 'asc').limit(q.limit)) as EventRow[];
  return rows.map(toEvent);
}
