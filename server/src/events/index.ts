import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';
import { createEventsService } from './events-service.js';

/** Webhooks, events and diverted events; `events` is the outbox that areas record changes in. */
export function eventsArea(deps: AreaDeps) {
  return {
    handlers: {
      createWebhook: notImplemented('createWebhook'),
      deleteDivertedEvent: notImplemented('deleteDivertedEvent'),
      deleteWebhook: notImplemented('deleteWebhook'),
      fetchDivertedEvent: notImplemented('fetchDivertedEvent'),
      fetchEvent: notImplemented('fetchEvent'),
      fetchMultipleDivertedEvents: notImplemented('fetchMultipleDivertedEvents'),
      fetchMultipleEvents: notImplemented('fetchMultipleEvents'),
      fetchWebhook: notImplemented('fetchWebhook'),
      fetchWebhooks: notImplemented('fetchWebhooks'),
      resendDivertedEvent: notImplemented('resendDivertedEvent'),
      unsuspendWebhook: notImplemented('unsuspendWebhook'),
      updateWebhook: notImplemented('updateWebhook'),
    },
    services: { events: createEventsService({ clock: deps.clock, ids: deps.ids }) },
  };
}
