// Event payloads typed per event type, pinned: `npm run typecheck` compiles this file, so each
// `@ts-expect-error` fails the check if the mistake under it ever compiles, and expectTypeOf pins
// what the types are. At run time: the contract describes the data of every event type a webhook
// can subscribe to and the server records (tests/contract/event-payloads.test.ts checks the data).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type {
  AccountResponse,
  EventType,
  InsuiteClient,
  InsuiteEvent,
  InsuiteEventOf,
  PolicyResponse,
  PolicyTransactionResponse,
  QuoteResponse,
} from '@insuite/client';
import { webhookEvent } from '@insuite/client';
import { EVENT_TYPES } from '../../../server/src/events/events-service.js';
import type { WebhookDelivery, WebhookEventType, WebhookReceiver } from '../../../server/testing.mjs';

// Never called: each statement only has to compile (or, under @ts-expect-error, not compile).
function typeChecks(client: InsuiteClient, receiver: WebhookReceiver, event: InsuiteEvent) {
  // Narrowing `type` narrows `data`.
  if (event.type === 'account.create') expectTypeOf(event.data).toEqualTypeOf<AccountResponse>();
  if (event.type === 'quote.price') expectTypeOf(event.data).toEqualTypeOf<QuoteResponse>();
  if (event.type === 'quote.issue') {
    expectTypeOf(event.data).toMatchTypeOf<QuoteResponse>();
    expectTypeOf(event.data.issuedTransactionLocator).toEqualTypeOf<string>();
  }
  if (event.type === 'transaction.issue') expectTypeOf(event.data).toEqualTypeOf<PolicyTransactionResponse>();
  if (event.type === 'policy.update') expectTypeOf(event.data).toEqualTypeOf<PolicyResponse>();
  // @ts-expect-error an account's data has no quoteState
  if (event.type === 'account.update') void event.data.quoteState;
  // @ts-expect-error not an event type
  if (event.type === 'account.created') void event;

  void (async () => {
    // The listing and fetchEvent answer typed events; a listing of one type answers that type.
    const page = await client.fetchMultipleEvents({ tenantLocator: 't' });
    expectTypeOf(page.events).toEqualTypeOf<InsuiteEvent[]>();
    const issues = await client.fetchMultipleEvents({ tenantLocator: 't', type: 'quote.issue' });
    expectTypeOf(issues.events).toEqualTypeOf<InsuiteEventOf<'quote.issue'>[]>();
    expectTypeOf(await client.fetchEvent({ tenantLocator: 't', locator: 'l' })).toEqualTypeOf<InsuiteEvent>();
    // @ts-expect-error a type the server does not record
    await client.fetchMultipleEvents({ tenantLocator: 't', type: 'quote.issued' });
    // A harness receiver's delivery of a type is typed by it.
    const delivery = await receiver.next('transaction.accept');
    expectTypeOf(delivery.event).toEqualTypeOf<InsuiteEventOf<'transaction.accept'>>();
    expectTypeOf((await receiver.next()).event).toEqualTypeOf<InsuiteEvent>();
    expectTypeOf<WebhookDelivery['event']>().toEqualTypeOf<InsuiteEvent>();
    // An app's receiver: the checked delivery is a typed event.
    expectTypeOf(await webhookEvent({ secret: 's', body: '', signature: '' })).toEqualTypeOf<InsuiteEvent>();
  });
}
void typeChecks;

describe('event types', () => {
  it('are the same set in the SDK, the webhook subscriptions and the server', () => {
    expectTypeOf<EventType>().toEqualTypeOf<WebhookEventType>();
    const spec = parse(readFileSync(resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
      components: {
        schemas: {
          EventDataByType: { required: string[]; properties: Record<string, unknown> };
          CreateWebhookRequest: { properties: { eventTypes: { items: { enum: string[] } } } };
        };
      };
    };
    const described = Object.keys(spec.components.schemas.EventDataByType.properties).sort();
    expect(spec.components.schemas.EventDataByType.required.sort()).toEqual(described);
    expect(spec.components.schemas.CreateWebhookRequest.properties.eventTypes.items.enum.sort()).toEqual(
      described,
    );
    expect([...EVENT_TYPES].sort()).toEqual(described);
  });
});
