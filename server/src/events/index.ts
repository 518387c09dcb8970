import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';

/** Webhooks, events and diverted events. */
export function eventsArea(_deps: AreaDeps) {
  return {
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
  };
}
