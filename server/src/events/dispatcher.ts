// Delivers the outbox to webhooks, inside the server process. Each round claims the webhooks that
// have a delivery due (a lease in the database, taken with row locks and SKIP LOCKED on
// PostgreSQL, so several processes share the work and never deliver to one webhook at once) and
// delivers their events one after another, in outbox order. Progress is written when a batch ends
// or a failure is handled, so a process that dies repeats at most one batch: delivery is at least
// once, and a lapsed lease lets another process (or the restarted one) carry on.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import type { SecretBox } from '../shared/secret-box.js';
import { iso, tenantTime, type Clock, type Ids } from '../util.js';
import { eventBody, judge, retryDelayMs, signature, type Verdict } from './delivery.js';
import type { EventRecord } from './events-store.js';
import type { SendOutcome, Sender } from './sender.js';
import { upsertDiverted } from './diverted-events-store.js';
import {
  claimDue,
  holdsLease,
  outboxDepth,
  pendingEvents,
  saveState,
  type DeliveryState,
} from './webhook-delivery-store.js';
import { type Cursor, type EndpointConfig, type WebhookRecord } from './webhooks-store.js';

const BATCH = 100;

/** The test controls' side of deliveries (test-controls/index.ts): fault rules and the journal. */
export interface DeliveryWatch {
  /** An outcome in place of the receiver's, when a fault rule stands in for it. */
  standIn(
    webhookId: string,
    tenantId: string,
    timeoutMs: number,
  ): Promise<{ outcome: SendOutcome; fault: string } | undefined>;
  /** Told of every try. */
  tried(t: {
    webhookId: string;
    tenantId: string;
    eventId: string;
    url: string;
    outcome: SendOutcome;
    durationMs: number;
    fault?: string;
  }): void;
}

export interface DispatcherDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  secretBox: SecretBox;
  sender: Sender;
  registry: Registry;
  settings: { webhookTimeoutMs: number; webhookPollMs: number; webhookConcurrency: number };
  watch?: DeliveryWatch;
}

export interface Dispatcher {
  start(): void;
  /** Stops claiming, lets running tries end, and records where each webhook stands. */
  stop(): Promise<void>;
  /** One try of one event, judged by the webhook's failure handling (used by resend). */
  attempt(w: WebhookRecord, e: EventRecord, deliveryId: string): Promise<Verdict>;
  /** Looks for due deliveries now and waits for the tries it starts (after the clock moved). */
  wake(): Promise<void>;
}

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { db, clock, ids, logger, secretBox, sender } = deps;
  const {
    webhookTimeoutMs: timeoutMs,
    webhookPollMs: pollMs,
    webhookConcurrency: concurrency,
  } = deps.settings;
  // Long enough for a few tries; a batch stops early rather than outlive it. A process that dies
  // holds its webhooks this long at most.
  const leaseMs = Math.max(5000, 3 * timeoutMs + 1000);
  const metrics = createDispatchMetrics(deps.registry, db);
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking = false;

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), ms);
    timer.unref();
  }

  async function round(): Promise<void> {
    if (ticking || stopped) return;
    ticking = true;
    let claimed = 0;
    try {
      claimed = await claim();
    } catch (err) {
      logger.error({ err }, 'webhook dispatch: claiming failed');
    } finally {
      ticking = false;
    }
    schedule(claimed > 0 && running.size < concurrency ? 0 : pollMs);
  }

  async function claim(): Promise<number> {
    const free = concurrency - running.size;
    if (free <= 0) return 0;
    const now = clock.now();
    const token = ids.ulid();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    // Leases are the server's; whether a retry is due is the webhook's tenant's time (a tenant
    // may have a clock of its own on a server made for tests).
    const webhooks = await claimDue(db, {
      now: iso(now),
      tenantsApart: [...(clock.apart?.() ?? [])].map(([tenantId, at]) => ({ tenantId, now: iso(at) })),
      leaseUntil: iso(leaseUntil),
      token,
      limit: free,
      exclude: [...running.keys()],
    });
    for (const w of webhooks) {
      const run = deliverBatch(w, token, leaseUntil.getTime())
        .catch((err: unknown) => logger.error({ err, webhook: w.id }, 'webhook dispatch: delivery failed'))
        .finally(() => {
          running.delete(w.id);
          schedule(0);
        });
      running.set(w.id, run);
    }
    return webhooks.length;
  }

  function post(
    endpoint: EndpointConfig,
    sealedSecret: string | null,
    body: string,
    headers: Record<string, string>,
  ) {
    if (endpoint.hmacEnabled && sealedSecret) {
      headers['X-Insuite-Signature'] = signature(secretBox.open(sealedSecret), body);
    }
    return sender.post(
      { url: endpoint.url, headers: endpoint.headers, secureSsl: endpoint.secureSsl },
      body,
      headers,
    );
  }

  async function attempt(w: WebhookRecord, e: EventRecord, deliveryId: string): Promise<Verdict> {
    const started = performance.now();
    const stoodIn = await deps.watch?.standIn(w.id, w.tenantId, timeoutMs);
    const outcome =
      stoodIn?.outcome ??
      (await post(w.endpoint, w.endpointSecret, JSON.stringify(eventBody(e)), {
        'X-Insuite-Event': e.id,
        'X-Insuite-Delivery': deliveryId,
      }));
    deps.watch?.tried({
      webhookId: w.id,
      tenantId: w.tenantId,
      eventId: e.id,
      url: w.endpoint.url,
      outcome,
      durationMs: Math.round((performance.now() - started) * 1e3) / 1e3,
      fault: stoodIn?.fault,
    });
    const verdict = judge(outcome, w.failureHandling);
    metrics.attempts.inc({ outcome: verdict.outcome });
    metrics.duration.observe({ outcome: verdict.outcome }, (performance.now() - started) / 1000);
    if (verdict.outcome === 'success') {
      metrics.lag.observe(Math.max(0, clock.now().getTime() - Date.parse(e.createdAt)) / 1000);
    }
    return verdict;
  }

  async function deliverBatch(w: WebhookRecord, token: string, leaseUntil: number): Promise<void> {
    const fh = w.failureHandling;
    const state: DeliveryState = {
      cursor: w.cursor,
      attempts: w.attempts,
      nextAttemptAt: null,
      deliveryId: w.deliveryId,
    };
    const events = await pendingEvents(db, w, BATCH);
    for (const e of events) {
      if (stopped || clock.now().getTime() + timeoutMs + 1000 > leaseUntil) break;
      state.deliveryId ??= ids.ulid();
      const verdict = await attempt(w, e, state.deliveryId);
      const at: Cursor = { tx: e.txId, seq: e.seq };
      if (verdict.outcome !== 'failure') {
        if (verdict.outcome === 'ignored') {
          logger.warn(
            { webhook: w.id, event: e.id, answer: verdict.message },
            'webhook: failure matches no trigger',
          );
        }
        Object.assign(state, { cursor: at, attempts: 0, deliveryId: null });
        continue;
      }
      state.attempts += 1;
      const now = tenantTime(clock, w.tenantId);
      if (fh?.retry && state.attempts <= fh.retry.attempts) {
        state.nextAttemptAt = iso(new Date(now.getTime() + retryDelayMs(fh.retry, state.attempts)));
        await saveState(db, w.id, token, state);
        return;
      }
      // The last try failed: divert, suspend, alert, or (with none of them) drop the event.
      const divert = fh?.divert === true;
      const suspend = fh?.suspend === true;
      const failure = {
        webhookId: w.id,
        eventId: e.id,
        requestLocator: state.deliveryId,
        failureTrigger: verdict.trigger,
        failureMessage: verdict.message,
        failureTimestamp: iso(now),
      };
      Object.assign(state, {
        // Without diversion a suspended webhook keeps the failed event first in line.
        cursor: divert || !suspend ? at : state.cursor,
        attempts: 0,
        deliveryId: null,
        suspendedAt: suspend ? iso(now) : undefined,
      });
      if (divert || suspend) {
        const held = await db.transaction(async (tx) => {
          if (!(await holdsLease(tx, w.id, token))) return false;
          if (divert) await upsertDiverted(tx, w.tenantId, failure);
          return saveState(tx, w.id, token, state, suspend);
        });
        if (!held) return;
      }
      if (fh?.alert) await alert(w, fh.alert, { ...failure, diverted: divert, suspended: suspend });
      if (suspend) return;
      delete state.suspendedAt;
    }
    await saveState(db, w.id, token, state);
  }

  async function alert(w: WebhookRecord, endpoint: EndpointConfig, failure: Record<string, unknown>) {
    const { webhookId: webhookLocator, eventId: eventLocator, ...rest } = failure;
    const body = JSON.stringify({ type: 'webhook.failure', webhookLocator, eventLocator, ...rest });
    const outcome = await post(endpoint, w.alertSecret, body, {});
    if (outcome.kind !== 'reply' || outcome.status >= 300) {
      logger.warn({ webhook: w.id, answer: outcome.message }, 'webhook: the alert endpoint failed');
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(pollMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
      sender.close();
    },
    attempt,
    async wake() {
      if (stopped) return;
      clearTimeout(timer);
      // A round under way may have claimed before the clock moved: wait for it, then look again.
      while (ticking) await new Promise((done) => setImmediate(done));
      await round();
      await Promise.allSettled([...running.values()]);
    },
  };
}

function createDispatchMetrics(registry: Registry, db: Db) {
  const registers = [registry];
  new Gauge({
    name: 'insuite_webhook_outbox_depth',
    help: 'Event deliveries waiting for enabled webhooks (suspended ones included)',
    registers,
    async collect() {
      this.set(await outboxDepth(db));
    },
  });
  return {
    attempts: new Counter({
      name: 'insuite_webhook_delivery_attempts_total',
      help: 'Webhook delivery tries by outcome (success, failure, ignored: a failure no trigger matches)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'insuite_webhook_delivery_attempt_seconds',
      help: 'Duration of one webhook delivery try by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    lag: new Histogram({
      name: 'insuite_webhook_delivery_latency_seconds',
      help: 'Time from an event being recorded to its successful delivery',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60, 600, 3600],
      registers,
    }),
  };
}
