// SQL of diverted events (migration 20261122030000_webhooks): events a webhook gave up on, kept
// with the failure until they are sent again or deleted.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';

type Conn = Db | Tx;

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
