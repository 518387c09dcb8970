// Events typed by their type, from the contract's EventDataByType (the `data` of each event type).
// An event from the events listing, fetchEvent or a webhook delivery is `InsuiteEvent`, a union
// discriminated by `type`: `if (event.type === 'quote.issue') event.data.issuedTransactionLocator`.
import type { components } from '../../generated/openapi.js';
import { verifyWebhookSignature } from './webhooks.js';

type Schemas = components['schemas'];

/** The `data` of each event type, by type. */
export type EventDataByType = Schemas['EventDataByType'];
/** Every event type the server records (and a webhook may subscribe to). */
export type EventType = keyof EventDataByType;
/**
 * An event of type `T` (of any of the types `T` joins), its `data` typed by its type: a union
 * discriminated by `type` when `T` is several.
 */
export type InsuiteEventOf<T extends EventType> = {
  [K in T]: Omit<Schemas['EventResponse'], 'type' | 'data'> & { type: K; data: EventDataByType[K] };
}[T];
/** An event of any type: narrowing `type` narrows `data`. */
export type InsuiteEvent = InsuiteEventOf<EventType>;
/** A page of the events listing, its events typed (of `T` when the listing was asked for one type). */
export type InsuiteEventStream<T extends EventType = EventType> = Omit<
  Schemas['EventStreamResponse'],
  'events'
> & { events: InsuiteEventOf<T>[] };

/** Why a webhook delivery was not taken as an event. */
export class WebhookEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookEventError';
  }
}

/**
 * The event a webhook delivery carries, typed by its type, once its `X-Insuite-Signature` is
 * checked under the webhook's secret; rejects with WebhookEventError when the signature does not
 * match or the body is not an event. Pass the body exactly as received.
 */
export async function webhookEvent(options: {
  secret: string;
  body: string | Uint8Array;
  signature: string | string[] | null | undefined;
}): Promise<InsuiteEvent> {
  if (!(await verifyWebhookSignature(options)))
    throw new WebhookEventError(
      'The delivery’s X-Insuite-Signature is not that of its body under the secret',
    );
  const text = typeof options.body === 'string' ? options.body : new TextDecoder().decode(options.body);
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    throw new WebhookEventError('The delivery’s body is not JSON');
  }
  const e = event as Partial<Record<'type' | 'locator' | 'data', unknown>> | null;
  if (
    !e ||
    typeof e.type !== 'string' ||
    typeof e.locator !== 'string' ||
    typeof e.data !== 'object' ||
    e.data === null
  )
    throw new WebhookEventError('The delivery’s body is not an event (type, locator and data)');
  return event as InsuiteEvent;
}
