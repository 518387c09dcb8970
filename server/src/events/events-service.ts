// Writes events into the outbox. Other areas are handed this service and call `record` inside the
// transaction of the change the event describes (docs/decisions.md §8).
import type { Tx } from '../db/knex.js';
import { iso, type Clock, type Ids } from '../util.js';
import { insertEvent, insertEvents } from './events-store.js';

/** The event types of docs/decisions.md §8. */
export const EVENT_TYPES = [
  'account.create',
  'account.update',
  'quote.create',
  'quote.update',
  'quote.issue',
  'quote.validate',
  'quote.price',
  'quote.underwrite',
  'quote.accept',
  'quote.discard',
  'quote.refuse',
  'quote.reset',
  'quickquote.create',
  'quickquote.update',
  'transaction.create',
  'transaction.update',
  'transaction.initialize',
  'transaction.validate',
  'transaction.price',
  'transaction.underwrite',
  'transaction.accept',
  'transaction.issue',
  'transaction.refuse',
  'transaction.discard',
  'transaction.reset',
  'transaction.invalidate',
  'transaction.reverse',
  'policy.create',
  'policy.update',
  'invoice.generate',
  'payment.create',
  'payment.update',
  'payment.validate',
  'payment.post',
  'payment.reverse',
  'payment.discard',
  'payment.cancel',
  'payment.fail',
  'payment.reset',
  'delinquency.create',
  'delinquency.update',
  'delinquency.startGrace',
  'delinquency.triggerLapse',
  'delinquency.createLapseTransaction',
  'delinquency.settle',
  'delinquency.triggerEvent',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface NewEvent {
  type: EventType;
  /** The request that caused the change (X-Request-Id). */
  requestId: string;
  /** The user who made the change. */
  userId: string;
  data: Record<string, unknown>;
}

export interface EventsService {
  /** Adds an event to the outbox within `tx`; returns its locator. */
  record(tx: Tx, tenantId: string, event: NewEvent): Promise<string>;
  /** Adds events to the outbox within `tx` in one statement, in their order. */
  recordAll(tx: Tx, tenantId: string, events: NewEvent[]): Promise<void>;
}

export function createEventsService(deps: { clock: Clock; ids: Ids }): EventsService {
  return {
    async record(tx, tenantId, event) {
      const id = deps.ids.ulid();
      await insertEvent(tx, tenantId, { id, ...event, createdAt: iso(deps.clock.now()) });
      return id;
    },
    async recordAll(tx, tenantId, events) {
      const createdAt = iso(deps.clock.now());
      await insertEvents(
        tx,
        tenantId,
        events.map((e) => ({ id: deps.ids.ulid(), ...e, createdAt })),
      );
    },
  };
}
