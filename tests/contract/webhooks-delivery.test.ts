// The dispatcher inside a real server delivering outbox events to real receivers on loopback.
// Retry schedules run on a clock the test moves, which wakes the dispatcher and resolves once what
// was due is tried; waiting for a delivery the server starts by itself polls real time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@insuite/client';
import { engine, startServer, type TestServer } from '../support/server.js';
import { createEventsService } from '../../server/src/events/events-service.js';
import { defaultIds } from '../../server/src/util.js';
import { tenant } from '../support/given.js';
import {
  manualClock,
  receiver,
  recordEvent,
  status,
  webhookBody,
  type Receiver,
} from '../support/webhooks.js';

const clock = manualClock();
let s: TestServer;
const receivers: Receiver[] = [];
const newReceiver = async () => {
  const r = await receiver();
  receivers.push(r);
  return r;
};

beforeAll(async () => {
  s = await startServer({
    clock,
    env: { INSUITE_WEBHOOK_POLL_MS: '20', INSUITE_WEBHOOK_TIMEOUT_MS: '1000' },
  });
});
afterAll(async () => {
  await s.close();
  await Promise.all(receivers.map((r) => r.close()));
});

const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 8000, interval: 20 });
/**
 * The dispatcher looks for due deliveries now and the tries under way end and are recorded: after
 * it, whatever was due has been tried, so a test can assert that nothing more was.
 */
const settled = () => clock.advance(0);
/** Waits for the receiver's nth request and for the dispatcher to have recorded its outcome. */
const tried = async (r: Receiver, n: number) => {
  await until(() => expect(r.received).toHaveLength(n));
  await settled();
};
const SECOND = 1000;

describe('delivery', () => {
  it('delivers every subscribed event in order, with its headers and a signature a receiver can check', async () => {
    const t = await tenant(s.admin);
    const before = await recordEvent(s, t, 'account.create');
    const r = await newReceiver();
    await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        eventTypes: ['account.create', 'account.update'],
        endpoint: { url: r.url, headers: { 'X-Team': ['a', 'b'] }, hmacEnabled: true, secret: 's3cret' },
      }),
    });
    const sent: string[] = [];
    for (let i = 0; i < 6; i++) {
      sent.push(await recordEvent(s, t, i % 2 ? 'account.update' : 'account.create', { n: { i } }));
      await recordEvent(s, t, 'quote.create'); // not subscribed
    }
    await until(() => expect(r.received.length).toBe(6));
    await settled();
    expect(r.received.map((m) => m.event.locator)).toEqual(sent);
    expect(sent).not.toContain(before);

    const first = r.received[0]!;
    expect(first.headers['x-team']).toBe('a, b');
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['x-insuite-event']).toBe(sent[0]);
    expect(JSON.parse(first.body)).toEqual(await s.admin.fetchEvent({ tenantLocator: t, locator: sent[0]! }));
    for (const m of r.received) {
      const given = Buffer.from(String(m.headers['x-insuite-signature']));
      const expected = Buffer.from(`sha256=${createHmac('sha256', 's3cret').update(m.body).digest('hex')}`);
      expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
      const wrong = `sha256=${createHmac('sha256', 'other').update(m.body).digest('hex')}`;
      expect(String(m.headers['x-insuite-signature'])).not.toBe(wrong);
    }
  });

  it('delivers each event to every subscribed webhook, and none to a disabled one or another tenant', async () => {
    const [t, other] = [await tenant(s.admin), await tenant(s.admin)];
    const [a, b, off, elsewhere] = [
      await newReceiver(),
      await newReceiver(),
      await newReceiver(),
      await newReceiver(),
    ];
    await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(a.url) });
    await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(b.url) });
    await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(off.url, { enabled: false }) });
    await s.admin.createWebhook({ tenantLocator: other, body: webhookBody(elsewhere.url) });
    const e = await recordEvent(s, t);
    await until(() => expect([a.received.length, b.received.length]).toEqual([1, 1]));
    await settled();
    expect(a.received[0]!.event.locator).toBe(e);
    expect(off.received).toHaveLength(0);
    expect(elsewhere.received).toHaveLength(0);
  });
  // PostgreSQL hands out seq values at insert time, so a later event can commit first. Neither
  // may be skipped, and the order is the order of the writing transactions.
  it.skipIf(engine() !== 'postgresql')(
    'holds back an event committed before an earlier one still in flight, then delivers both in order',
    async () => {
      const t = await tenant(s.admin);
      const r = await newReceiver();
      await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
      const events = createEventsService({ clock, ids: defaultIds });
      const tx = await s.db.transaction();
      const early = await events.record(tx, t, {
        type: 'account.create',
        requestId: defaultIds.ulid(),
        userId: defaultIds.uuid(),
        data: {},
      });
      const late = await recordEvent(s, t);
      await settled();
      expect(r.received).toHaveLength(0);
      await tx.commit();
      await until(() => expect(r.received.map((m) => m.event.locator)).toEqual([early, late]));
    },
  );
});

describe('another database on the same PostgreSQL server', () => {
  // Transaction ids are the server's, not one database's: a transaction left open in another
  // database (another tenant's deployment, another test's server) must not hold back deliveries.
  it.skipIf(engine() !== 'postgresql')(
    'delivers while a transaction in another database stays open',
    async () => {
      const other = knexFactory({
        client: 'pg',
        connection: process.env.TEST_DATABASE_URL,
        pool: { min: 0, max: 1 },
      });
      const open = await other.transaction();
      try {
        await open.raw('select pg_current_xact_id()');
        const t = await tenant(s.admin);
        const r = await newReceiver();
        await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
        const sent = await recordEvent(s, t);
        await until(() => expect(r.received.map((m) => m.event.locator)).toEqual([sent]));
      } finally {
        await open.rollback();
        await other.destroy();
      }
    },
  );
});

describe('failure handling', () => {
  it('retries on a linear schedule with one delivery id, then diverts; a later event still goes out', async () => {
    const t = await tenant(s.admin);
    const r = await newReceiver();
    r.answer(status(503));
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        failureHandling: {
          triggers: ['503', '5xx'],
          retryStrategy: { type: 'linear', interval: 60, attempts: 2 },
        },
      }),
    });
    const e = await recordEvent(s, t);
    await tried(r, 1);
    await clock.advance(59 * SECOND);
    expect(r.received).toHaveLength(1);
    await clock.advance(SECOND); // retry 1 after 60 s
    await tried(r, 2);
    await clock.advance(119 * SECOND);
    expect(r.received).toHaveLength(2);
    await clock.advance(SECOND); // retry 2 after 120 s
    await until(() => expect(r.received).toHaveLength(3));

    const ids = { tenantLocator: t, webhookLocator: wh.locator };
    await until(async () => expect(await s.admin.fetchMultipleDivertedEvents(ids)).toHaveLength(1));
    const [d] = await s.admin.fetchMultipleDivertedEvents(ids);
    expect(d).toMatchObject({
      eventLocator: e,
      failureTrigger: '503',
      failureMessage: 'HTTP 503 Service Unavailable',
    });
    expect(d!.failureTimestamp).toBe(clock.now().toISOString());
    const deliveryIds = new Set(r.received.map((m) => m.headers['x-insuite-delivery']));
    expect([...deliveryIds]).toEqual([d!.requestLocator]);
    expect(await s.admin.fetchDivertedEvent({ ...ids, eventLocator: e })).toEqual(d);

    r.answer(status(200));
    const next = await recordEvent(s, t);
    await until(() => expect(r.received.at(-1)!.event.locator).toBe(next));
  });

  it('waits interval × 2^(n-1) before retry n on an exponential schedule', async () => {
    const t = await tenant(s.admin);
    const r = await newReceiver();
    r.answer(status(500));
    await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        failureHandling: { retryStrategy: { type: 'exponential', interval: 10, attempts: 3 } },
      }),
    });
    await recordEvent(s, t);
    await tried(r, 1);
    for (const [wait, tries] of [
      [10, 2],
      [20, 3],
      [40, 4],
    ] as const) {
      await clock.advance((wait - 1) * SECOND);
      expect(r.received).toHaveLength(tries - 1);
      await clock.advance(SECOND);
      await tried(r, tries);
    }
    await clock.advance(3600 * SECOND);
    expect(r.received).toHaveLength(4);
  });

  it('resends a diverted event: failure updates it, success removes it; delete discards one', async () => {
    const t = await tenant(s.admin);
    const r = await newReceiver();
    r.answer(status(500));
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 1 } },
      }),
    });
    const ids = { tenantLocator: t, webhookLocator: wh.locator };
    const [e1, e2] = [await recordEvent(s, t), await recordEvent(s, t)];
    // e1 fails, is retried a second later and diverted; e2's first try follows at once.
    await tried(r, 1);
    await clock.advance(SECOND);
    await tried(r, 3);
    await clock.advance(SECOND);
    await tried(r, 4);
    await until(async () =>
      expect((await s.admin.fetchMultipleDivertedEvents(ids)).map((d) => d.eventLocator)).toEqual([e1, e2]),
    );
    const before = await s.admin.fetchDivertedEvent({ ...ids, eventLocator: e1 });

    r.answer(status(502));
    await clock.advance(5 * SECOND);
    expect(await s.admin.resendDivertedEvent({ ...ids, eventLocator: e1 })).toEqual({});
    const after = await s.admin.fetchDivertedEvent({ ...ids, eventLocator: e1 });
    expect(after).toMatchObject({
      failureMessage: 'HTTP 502 Bad Gateway',
      requestLocator: before.requestLocator,
    });
    expect(after.failureTimestamp > before.failureTimestamp).toBe(true);

    r.answer(status(200));
    const count = r.received.length;
    expect(await s.admin.resendDivertedEvent({ ...ids, eventLocator: e1 })).toEqual({});
    expect(r.received).toHaveLength(count + 1);
    expect(r.received.at(-1)!.event.locator).toBe(e1);
    expect(await s.admin.deleteDivertedEvent({ ...ids, eventLocator: e2 })).toEqual({});
    expect(await s.admin.fetchMultipleDivertedEvents(ids)).toEqual([]);
    await expect(s.admin.fetchDivertedEvent({ ...ids, eventLocator: e1 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(s.admin.resendDivertedEvent({ ...ids, eventLocator: e1 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(s.admin.deleteDivertedEvent({ ...ids, eventLocator: e2 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('suspends after the last failure and alerts; unsuspend delivers the events that waited, in order', async () => {
    const t = await tenant(s.admin);
    const [r, alerts] = [await newReceiver(), await newReceiver()];
    r.answer(status(500));
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        failureHandling: {
          divert: false,
          suspend: true,
          retryStrategy: { type: 'linear', interval: 1, attempts: 1 },
          alertEndpoint: { url: alerts.url, headers: { 'X-Alert': ['yes'] } },
        },
      }),
    });
    const first = await recordEvent(s, t);
    await tried(r, 1);
    await clock.advance(SECOND);
    await until(() => expect(r.received).toHaveLength(2));
    await until(() => expect(alerts.received).toHaveLength(1));
    expect(alerts.received[0]!.headers['x-alert']).toBe('yes');
    expect(JSON.parse(alerts.received[0]!.body)).toMatchObject({
      type: 'webhook.failure',
      webhookLocator: wh.locator,
      eventLocator: first,
      failureTrigger: '5xx',
      failureMessage: 'HTTP 500 Internal Server Error',
      diverted: false,
      suspended: true,
    });
    const suspended = await s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: wh.locator });
    expect(suspended).toMatchObject({ suspended: true, suspendedAt: clock.now().toISOString() });
    expect(
      (
        (await s.admin.fetchWebhooks({
          tenantLocator: t,
          suspended: true,
          extended: false,
        })) as Schema<'WebhookResponse'>[]
      ).map((w) => w.locator),
    ).toEqual([wh.locator]);

    r.answer(status(200));
    const waiting = [await recordEvent(s, t), await recordEvent(s, t)];
    await clock.advance(3600 * SECOND);
    expect(r.received).toHaveLength(2);
    expect(
      await s.admin.fetchMultipleDivertedEvents({ tenantLocator: t, webhookLocator: wh.locator }),
    ).toEqual([]);

    await s.admin.unsuspendWebhook({ tenantLocator: t, webhookLocator: wh.locator });
    await until(() => expect(r.received).toHaveLength(5));
    expect(r.received.slice(2).map((m) => m.event.locator)).toEqual([first, ...waiting]);
    const resumed = await s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: wh.locator });
    expect(resumed.suspended).toBe(false);
    expect(resumed.suspendedAt).toBeUndefined();
  });

  it('tries once and drops the event without failure handling, or when no trigger matches', async () => {
    const t = await tenant(s.admin);
    const [plain, picky] = [await newReceiver(), await newReceiver()];
    plain.answer(status(500));
    picky.answer(status(500));
    const wh = await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(plain.url) });
    await s.admin.updateWebhook({
      tenantLocator: t,
      webhookLocator: wh.locator,
      body: {
        name: wh.name,
        enabled: true,
        addEventTypes: [],
        removeEventTypes: [],
        endpoint: { url: plain.url, addHeaders: {}, removeHeaders: [] },
        removeFailureHandling: true,
        failureHandling: {
          removeAlertEndpoint: true,
          alertEndpoint: { url: '', addHeaders: {}, removeHeaders: [] },
          addTriggers: [],
          removeTriggers: [],
          removeRetryStrategy: true,
          retryStrategy: { type: 'linear', interval: 1, attempts: 1 },
          divert: false,
          suspend: false,
        },
      },
    });
    const w2 = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(picky.url, { failureHandling: { triggers: ['503', 'timeout'] } }),
    });
    const [e1, e2] = [await recordEvent(s, t), await recordEvent(s, t)];
    await until(() => expect([plain.received.length, picky.received.length]).toEqual([2, 2]));
    await clock.advance(3600 * SECOND);
    expect(plain.received.map((m) => m.event.locator)).toEqual([e1, e2]);
    expect(picky.received.map((m) => m.event.locator)).toEqual([e1, e2]);
    for (const w of [wh, w2]) {
      expect(
        await s.admin.fetchMultipleDivertedEvents({ tenantLocator: t, webhookLocator: w.locator }),
      ).toEqual([]);
    }
  });
});

describe('receivers that misbehave', () => {
  /** A webhook that retries once a second later and then diverts; the event's diverted record. */
  async function divertedFrom(r: Receiver) {
    const t = await tenant(s.admin);
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, {
        failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 1 } },
      }),
    });
    const e = await recordEvent(s, t);
    await until(() => expect(r.received.length).toBeGreaterThan(0));
    const ids = { tenantLocator: t, webhookLocator: wh.locator };
    return until(async () => {
      await clock.advance(SECOND);
      const [d] = await s.admin.fetchMultipleDivertedEvents(ids);
      expect(d?.eventLocator).toBe(e);
      return d!;
    });
  }

  it('gives up on a receiver that never answers after the timeout', async () => {
    const r = await newReceiver();
    r.answer(() => {});
    expect(await divertedFrom(r)).toMatchObject({
      failureTrigger: 'timeout',
      failureMessage: 'no answer within 1000 ms',
    });
  });

  it('gives up on a receiver that drips its answer a byte at a time', async () => {
    const r = await newReceiver();
    r.answer((req) => {
      const socket = req.socket;
      socket.write('HTTP/1.1 200 OK\r\n');
      const drip = setInterval(() => socket.write('X'), 50);
      socket.on('close', () => clearInterval(drip));
    });
    expect(await divertedFrom(r)).toMatchObject({
      failureTrigger: 'timeout',
      failureMessage: 'no answer within 1000 ms',
    });
  });

  it('treats a reset connection as no answer', async () => {
    const r = await newReceiver();
    r.answer((req) => req.socket.destroy());
    const d = await divertedFrom(r);
    expect(d.failureTrigger).toBe('timeout');
    expect(d.failureMessage).toMatch(/^connection failed: /);
  });

  it('does not follow a redirect', async () => {
    const [r, target] = [await newReceiver(), await newReceiver()];
    r.answer((_req, res) => {
      res.writeHead(307, { Location: target.url });
      res.end();
    });
    const t = await tenant(s.admin);
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url),
    });
    await recordEvent(s, t);
    await tried(r, 1);
    await clock.advance(3600 * SECOND);
    expect(target.received).toHaveLength(0);
    // 3xx matches none of the default triggers: the delivery ends there.
    expect(r.received).toHaveLength(1);
    expect(
      await s.admin.fetchMultipleDivertedEvents({ tenantLocator: t, webhookLocator: wh.locator }),
    ).toEqual([]);
  });

  it('reads only the start of a huge answer and drops the connection', async () => {
    const r = await newReceiver();
    let written = 0;
    let closedEarly: boolean | undefined;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const total = 256 * 1024 * 1024;
    r.answer((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(total) });
      const pump = () => {
        while (written < total) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (closedEarly = written < total));
      pump();
    });
    const t = await tenant(s.admin);
    const wh = await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
    const [e1, e2] = [await recordEvent(s, t), await recordEvent(s, t)];
    await until(() => expect(r.received.map((m) => m.event.locator)).toEqual([e1, e2]));
    await until(() => expect(closedEarly).toBe(true));
    expect(written).toBeLessThan(total / 4);
    expect(
      await s.admin.fetchMultipleDivertedEvents({ tenantLocator: t, webhookLocator: wh.locator }),
    ).toEqual([]);
  });
});

describe('metrics', () => {
  it('reports delivery attempts by outcome, their latency and the outbox depth', async () => {
    const t = await tenant(s.admin);
    const r = await newReceiver();
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, { failureHandling: { divert: false, suspend: true } }),
    });
    r.answer(status(500));
    await recordEvent(s, t);
    for (let i = 0; i < 3; i++) {
      await tried(r, i + 1);
      await clock.advance(3600 * SECOND);
    }
    await until(async () =>
      expect((await s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: wh.locator })).suspended).toBe(
        true,
      ),
    );
    await recordEvent(s, t);
    const text = await (
      await fetch(`${s.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${s.adminToken}` } })
    ).text();
    const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
    expect(value(/^insuite_webhook_delivery_attempts_total\{outcome="success"\} (\d+)/m)).toBeGreaterThan(0);
    expect(
      value(/^insuite_webhook_delivery_attempts_total\{outcome="failure"\} (\d+)/m),
    ).toBeGreaterThanOrEqual(3);
    expect(value(/^insuite_webhook_delivery_latency_seconds_count (\d+)/m)).toBeGreaterThan(0);
    expect(
      value(/^insuite_webhook_delivery_attempt_seconds_count\{outcome="failure"\} (\d+)/m),
    ).toBeGreaterThanOrEqual(3);
    // The failed event and the one after it wait for the suspended webhook.
    expect(value(/^insuite_webhook_outbox_depth (\d+)/m)).toBeGreaterThanOrEqual(2);
  });
});

describe('end to end', () => {
  it('createAccount and updateAccount through the SDK deliver their events to a subscribed webhook', async () => {
    const t = await tenant(s.admin);
    const r = await newReceiver();
    await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(r.url, { eventTypes: ['account.create', 'account.update'] }),
    });
    const created = await s.admin.createAccount({
      tenantLocator: t,
      body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
    });
    await s.admin.updateAccount({
      tenantLocator: t,
      locator: created.locator,
      body: { setData: { firstName: 'Augusta' } },
    });
    // Not subscribed: a quick quote's event stays in the outbox for others.
    await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling' }] },
    });
    await tried(r, 2);
    expect(r.received.map((m) => m.event.type)).toEqual(['account.create', 'account.update']);
    expect(r.received.map((m) => m.event.data.locator)).toEqual([created.locator, created.locator]);
    expect(r.received[1]!.event.data).toMatchObject({ data: { firstName: 'Augusta' } });
    for (const m of r.received)
      expect(JSON.parse(m.body)).toEqual(
        await s.admin.fetchEvent({ tenantLocator: t, locator: m.event.locator }),
      );
  });
});
