// The harness's webhook receiver: a local HTTP server on 127.0.0.1 that a webhook of the test's
// tenant delivers to. Every delivery's signature is checked (X-Insuite-Signature, HMAC-SHA256 of
// the exact body under the webhook's secret) before the test sees it; a delivery that fails the
// check is answered 401 and makes the next `next()` reject, so a test cannot pass on it.
// A receiver outlives restores and resets made through the harness: it forgets what came before,
// answers without keeping any delivery of an event made before the restore (one the dispatcher had
// under way, or one the snapshot held undelivered), and registers its webhook again when the
// restore took it away; when the restore took its tenant away, next() says so.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { InsuiteClient } from '@insuite/client';
import type { WebhookDelivery, WebhookReceiver, WebhookReceiverOptions } from '../testing.mjs';

/** How long `next()` waits by default: several dispatcher rounds and a retry. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Deliveries are small JSON events; anything larger is not one. */
const MAX_BODY_BYTES = 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error(`a delivery of more than ${MAX_BODY_BYTES} bytes`));
      else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

const signatureOk = (secret: string, body: Buffer, given: string | string[] | undefined): boolean => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** The time a ULID was made (its first ten characters), in milliseconds. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ulidTime = (id: string): number =>
  [...id.slice(0, 10).toUpperCase()].reduce((ms, c) => ms * 32 + CROCKFORD.indexOf(c), 0);

/** What the harness tells a receiver of its own (not part of the receiver's public face). */
export interface ReceiverHandle {
  receiver: WebhookReceiver;
  tenantLocator: string;
  /** A restore (or reset) began at `cut` (real time, ms) and has ended. */
  afterRestore(cut: number): Promise<void>;
}

interface Waiter {
  eventType?: string;
  done: (d: WebhookDelivery) => void;
  fail: (e: Error) => void;
}

/** Starts a receiver and registers a webhook delivering `options.eventTypes` of the tenant to it. */
export async function startWebhookReceiver(
  client: InsuiteClient,
  options: WebhookReceiverOptions,
): Promise<ReceiverHandle> {
  const secret = options.secret ?? randomBytes(24).toString('base64url');
  const tenantLocator = typeof options.tenant === 'string' ? options.tenant : options.tenant.locator;
  const received: WebhookDelivery[] = [];
  /** Deliveries not yet handed out by next(), in arrival order. */
  const queue: WebhookDelivery[] = [];
  const waiters: Waiter[] = [];
  const failures: Error[] = [];
  /** Events seen (a repeat is answered, not kept), apart from `received`, which a restore empties. */
  const seen = new Set<string>();
  /** Deliveries of events made before this time (ms) are answered and dropped: a restore's. */
  let cutoff = -Infinity;
  /** Why the receiver can receive nothing more (a restore or reset took its tenant away). */
  let gone: string | undefined;

  const settle = () => {
    // A failure waits for a waiter to fail: it is never lost to an empty list.
    if (failures.length && waiters.length) {
      const failure = failures.shift()!;
      for (const w of waiters.splice(0)) w.fail(failure);
      return;
    }
    if (gone && waiters.length) {
      for (const w of waiters.splice(0)) w.fail(new Error(gone));
      return;
    }
    for (const w of [...waiters]) {
      const at = queue.findIndex((d) => !w.eventType || d.eventType === w.eventType);
      if (at < 0) continue;
      const [delivery] = queue.splice(at, 1);
      waiters.splice(waiters.indexOf(w), 1);
      w.done(delivery!);
    }
  };

  const server = createServer((req, res) => {
    void readBody(req).then(
      (body) => {
        if (!signatureOk(secret, body, req.headers['x-insuite-signature'])) {
          failures.push(new Error(`a delivery to ${url} had no valid X-Insuite-Signature`));
          res.writeHead(401).end();
          return settle();
        }
        let event: WebhookDelivery['event'];
        try {
          event = JSON.parse(body.toString('utf8')) as WebhookDelivery['event'];
        } catch {
          failures.push(new Error(`a delivery to ${url} was not JSON`));
          res.writeHead(400).end();
          return settle();
        }
        const delivery: WebhookDelivery = {
          eventType: event.type,
          eventLocator: String(req.headers['x-insuite-event'] ?? event.locator),
          deliveryLocator: String(req.headers['x-insuite-delivery'] ?? ''),
          event,
          headers: req.headers,
        };
        // Delivery is at least once: a repeat of an event already received is answered, not queued;
        // an event from before the last restore is answered and dropped.
        if (!seen.has(delivery.eventLocator) && ulidTime(delivery.eventLocator) >= cutoff) {
          seen.add(delivery.eventLocator);
          received.push(delivery);
          queue.push(delivery);
        }
        res.writeHead(204).end();
        settle();
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;

  const register = async () =>
    (
      await client.createWebhook({
        tenantLocator,
        body: {
          name: options.name ?? `test-receiver-${randomBytes(4).toString('hex')}`,
          enabled: true,
          eventTypes: options.eventTypes,
          endpoint: { url, hmacEnabled: true, secret },
          // Retried quickly and never suspended: a test sees a late delivery rather than none.
          failureHandling: {
            alertEndpoint: { url: '' },
            triggers: ['5xx', 'timeout'],
            retryStrategy: { type: 'linear', interval: 1, attempts: 3 },
            divert: true,
            suspend: false,
          },
        },
      })
    ).locator;
  let webhookLocator: string;
  try {
    webhookLocator = await register();
  } catch (err) {
    server.close();
    throw err;
  }

  let closed = false;
  const receiver: WebhookReceiver = {
    url,
    secret,
    get webhookLocator() {
      return webhookLocator;
    },
    get received() {
      return received;
    },
    // A delivery of the type asked for is of that type: the waiter takes no other.
    next: ((eventType?: string, opts: { timeoutMs?: number } = {}) => {
      const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      return new Promise<WebhookDelivery>((done, fail) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const so = received.map((d) => d.eventType).join(', ') || 'none';
          fail(new Error(`no ${eventType ?? 'delivery'} within ${timeoutMs} ms (received so far: ${so})`));
        }, timeoutMs);
        const waiter: Waiter = {
          eventType,
          done: (d) => (clearTimeout(timer), done(d)),
          fail: (e) => (clearTimeout(timer), fail(e)),
        };
        if (closed) return waiter.fail(new Error('the receiver is closed'));
        if (gone) return waiter.fail(new Error(gone));
        waiters.push(waiter);
        settle();
      });
    }) as WebhookReceiver['next'],
    async close() {
      if (closed) return;
      closed = true;
      for (const w of waiters.splice(0)) w.fail(new Error('the receiver is closed'));
      // The server may already be stopped; the webhook goes with it then.
      await client.deleteWebhook({ tenantLocator, webhookLocator }).catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  return {
    receiver,
    tenantLocator,
    async afterRestore(cut) {
      if (closed || gone) return;
      cutoff = Math.max(cutoff, cut);
      received.length = 0;
      queue.length = 0;
      const exists = await client.fetchWebhook({ tenantLocator, webhookLocator }).then(
        () => true,
        (e: { status?: number }) => (e.status === 404 ? false : Promise.reject(e)),
      );
      if (exists) return;
      try {
        webhookLocator = await register();
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e;
        gone = `the receiver's tenant ${tenantLocator} is gone: a restore or reset removed it, and the receiver's webhook with it`;
        settle();
      }
    },
  };
}
