import type { AreaDeps } from '../area.js';
import { createEventsService } from './events-service.js';
import { createDispatcher, type DeliveryWatch } from './dispatcher.js';
import { eventsRoutes } from './events-routes.js';
import { createSender } from './sender.js';
import { systemResolver } from './targets.js';
import { createWebhooksService } from './webhooks-service.js';

/** Webhooks, events and diverted events; the dispatcher runs for as long as the application. */
export function eventsArea(deps: AreaDeps, needs: { deliveries?: DeliveryWatch } = {}) {
  const { db, clock, ids, logger, secretBox, settings } = deps;
  const sender = createSender({
    timeoutMs: settings.webhookTimeoutMs,
    allowPrivate: settings.webhookAllowPrivate,
  });
  const dispatcher = createDispatcher({
    db,
    clock,
    ids,
    logger,
    secretBox,
    sender,
    registry: deps.metrics.registry,
    settings,
    watch: needs.deliveries,
  });
  dispatcher.start();
  // A clock a test moves (the test controls), the server's or a tenant's: deliveries that fell due
  // are made at once.
  clock.onMove?.(() => dispatcher.wake());
  deps.onClose(() => dispatcher.stop());
  const webhooks = createWebhooksService({
    db,
    clock,
    ids,
    secretBox,
    dispatcher,
    allowPrivate: settings.webhookAllowPrivate,
    resolve: systemResolver,
  });
  return {
    handlers: eventsRoutes(webhooks),
    services: { events: createEventsService({ clock, ids }), webhooks },
  };
}
