import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { WebhooksService } from './webhooks-service.js';

type EventOps =
  | 'createWebhook'
  | 'fetchWebhook'
  | 'fetchWebhooks'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'unsuspendWebhook'
  | 'fetchEvent'
  | 'fetchMultipleEvents'
  | 'fetchDivertedEvent'
  | 'fetchMultipleDivertedEvents'
  | 'resendDivertedEvent'
  | 'deleteDivertedEvent';

export function eventsRoutes(webhooks: WebhooksService): HandlerMap<EventOps> {
  return {
    createWebhook: async ({ params, body }) => ({
      status: 200,
      body: await webhooks.create(params.tenantLocator, body),
    }),
    fetchWebhook: async ({ params }) => ({
      status: 200,
      body: await webhooks.fetch(params.tenantLocator, params.webhookLocator),
    }),
    fetchWebhooks: async ({ params, query }) => ({
      status: 200,
      body: listReply(await webhooks.list(params.tenantLocator, query ?? {}), query?.extended),
    }),
    updateWebhook: async ({ params, body }) => ({
      status: 200,
      body: await webhooks.update(params.tenantLocator, params.webhookLocator, body),
    }),
    deleteWebhook: async ({ params }) => {
      await webhooks.remove(params.tenantLocator, params.webhookLocator);
      return { status: 204, body: undefined };
    },
    unsuspendWebhook: async ({ params }) => {
      await webhooks.unsuspend(params.tenantLocator, params.webhookLocator);
      return { status: 204, body: undefined };
    },
    fetchEvent: async ({ params }) => ({
      status: 200,
      body: await webhooks.fetchEvent(params.tenantLocator, params.locator),
    }),
    fetchMultipleEvents: async ({ params, query }) => ({
      status: 200,
      body: await webhooks.listEvents(params.tenantLocator, query ?? {}),
    }),
    fetchDivertedEvent: async ({ params }) => ({
      status: 200,
      body: await webhooks.fetchDiverted(params.tenantLocator, params.webhookLocator, params.eventLocator),
    }),
    fetchMultipleDivertedEvents: async ({ params, query }) => ({
      status: 200,
      body: await webhooks.listDiverted(params.tenantLocator, params.webhookLocator, query ?? {}),
    }),
    resendDivertedEvent: async ({ params }) => {
      await webhooks.resend(params.tenantLocator, params.webhookLocator, params.eventLocator);
      return { status: 200, body: {} };
    },
    deleteDivertedEvent: async ({ params }) => {
      await webhooks.deleteDiverted(params.tenantLocator, params.webhookLocator, params.eventLocator);
      return { status: 200, body: {} };
    },
  };
}
