import type { AreaDeps } from '../area.js';
import { createEventsService } from './events-service.js';
import { createDispatcher } from './dispatcher.js';
import { eventsRoutes } from './events-routes.js';
import { createSender } from './sender.js';
import { systemResolver } from './targets.js';
import { createWebhooksService } from './webhooks-service.js';

/** Webhooks, events and diverted events; the dispatcher runs for as long as the application. */
export function eventsArea(deps: AreaDeps) {
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
  });
  dispatcher.start();
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
