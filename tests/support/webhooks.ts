// Webhook receivers on loopback and events written the way other areas write them: through the
// events service, inside a transaction of the server's database.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Schema } from '@insuite/client';
import { createEventsService, type EventType } from '../../server/src/events/events-service.js';
import { defaultIds, systemClock, type Clock } from '../../server/src/util.js';
import type { TestServer } from './server.js';
import { unique } from './given.js';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The event, parsed. */
  event: { locator: string; type: string; data: Record<string, unknown> } & Record<string, unknown>;
}

export type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface Receiver {
  url: string;
  received: Received[];
  /** How the receiver answers from now on (default: 200). */
  answer(b: Behaviour): void;
  close(): Promise<void>;
}

export const ok: Behaviour = (_req, res) => res.end('ok');
export const status =
  (code: number): Behaviour =>
  (_req, res) => {
    res.statusCode = code;
    res.end();
  };

export async function receiver(path = '/hook'): Promise<Receiver> {
  let behaviour: Behaviour = ok;
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: Received['event'];
      try {
        event = JSON.parse(body) as Received['event'];
      } catch {
        event = { locator: '', type: '', data: {} };
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, event });
      behaviour(req, res, body);
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer: (b) => void (behaviour = b),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Records an event in the tenant's outbox, as a change in another area would. */
/** A receiver whose answers take a few milliseconds and that counts deliveries overlapping in time. */
export interface SlowReceiver {
  r: Receiver;
  busy: number;
  overlaps: number;
}

/**
 * Makes each answer of `r` take a few milliseconds, so that two deliveries made to it at once
 * would overlap, and counts those overlaps.
 */
export function countOverlaps(r: Receiver): SlowReceiver {
  const hook: SlowReceiver = { r, busy: 0, overlaps: 0 };
  r.answer((_req, res) => {
    if (++hook.busy > 1) hook.overlaps++;
    setTimeout(() => {
      hook.busy--;
      res.end();
    }, 3);
  });
  return hook;
}

export async function recordEvent(
  s: Pick<TestServer, 'db'>,
  tenantId: string,
  type: EventType = 'account.create',
  data: Record<string, unknown> = {},
  clock: Clock = systemClock,
): Promise<string> {
  const events = createEventsService({ clock, ids: defaultIds });
  return s.db.transaction((tx) =>
    events.record(tx, tenantId, { type, requestId: defaultIds.ulid(), userId: randomUUID(), data }),
  );
}

type CreateWebhook = Schema<'CreateWebhookRequest'>;

/** A webhook body: account.create events to `url`, failures diverted after two linear retries a minute apart. */
export function webhookBody(
  url: string,
  over: Partial<Omit<CreateWebhook, 'failureHandling'>> & {
    failureHandling?: Partial<CreateWebhook['failureHandling']>;
  } = {},
): CreateWebhook {
  const { failureHandling, ...rest } = over;
  return {
    name: unique('wh'),
    enabled: true,
    eventTypes: ['account.create'],
    endpoint: { url },
    ...rest,
    failureHandling: {
      alertEndpoint: { url: '' },
      triggers: [],
      retryStrategy: { type: 'linear', interval: 60, attempts: 2 },
      divert: true,
      suspend: false,
      ...failureHandling,
    },
  };
}

/**
 * A clock tests move by hand. As the test controls' clock does, it wakes whoever acts on time
 * passing (the webhook dispatcher, through `onMove`) after each move, and `advance` resolves once
 * they are done: the deliveries due by then tried, and the tries under way ended and recorded.
 * `advance(0)` moves nothing and waits for that all the same.
 */
export function manualClock(start = Date.now()) {
  let now = start;
  const listeners: ((tenantId: string | undefined) => Promise<void>)[] = [];
  return {
    now: () => new Date(now),
    onMove: (listener: (tenantId: string | undefined) => Promise<void>) => void listeners.push(listener),
    advance: async (ms: number) => {
      now += ms;
      await Promise.all(listeners.map((l) => l(undefined)));
    },
  };
}
