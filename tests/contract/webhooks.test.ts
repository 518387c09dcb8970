// Webhook, event and diverted-event operations through the SDK: what is stored, what is
// returned, what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@insuite/client';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token } from '../support/given.js';
import { failure } from '../support/failure.js';
import { recordEvent, webhookBody } from '../support/webhooks.js';
import { SAMPLE_ULID } from '../support/operations.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const URL_A = 'http://127.0.0.1:9/a';
const URL_B = 'http://127.0.0.1:9/b';

type Update = Schema<'UpdateWebhookRequest'>;
const unchanged = (w: Schema<'WebhookResponse'>): Update => ({
  name: w.name,
  enabled: w.enabled,
  addEventTypes: [],
  removeEventTypes: [],
  endpoint: { url: w.endpoint.url, addHeaders: {}, removeHeaders: [] },
  removeFailureHandling: false,
  failureHandling: {
    removeAlertEndpoint: false,
    alertEndpoint: { url: w.failureHandling.alertEndpoint.url, addHeaders: {}, removeHeaders: [] },
    addTriggers: [],
    removeTriggers: [],
    removeRetryStrategy: false,
    retryStrategy: { type: 'linear', interval: 60, attempts: 2 },
    divert: w.failureHandling.divert,
    suspend: w.failureHandling.suspend,
  },
});

describe('createWebhook / fetchWebhook', () => {
  it('stores the webhook and never returns its secrets', async () => {
    const t = await tenant(s.admin);
    const created = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(URL_A, {
        name: 'orders',
        eventTypes: ['quote.issue', 'account.create', 'quote.issue'],
        endpoint: {
          url: URL_A,
          headers: { 'X-Key': ['k1'] },
          hmacEnabled: true,
          secret: 'topsecret',
          tag: 'crm',
        },
        failureHandling: {
          triggers: ['503', 'timeout'],
          retryStrategy: { type: 'exponential', interval: 5, attempts: 4 },
          divert: true,
          suspend: true,
          alertEndpoint: { url: URL_B, hmacEnabled: true, secret: 'alertsecret' },
        },
      }),
    });
    expect(created).toEqual({
      locator: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      name: 'orders',
      enabled: true,
      suspended: false,
      eventTypes: ['account.create', 'quote.issue'],
      endpoint: {
        url: URL_A,
        headers: { 'X-Key': ['k1'] },
        secureSsl: true,
        hmacEnabled: true,
        secret: '',
        tag: 'crm',
      },
      failureHandling: {
        triggers: ['503', 'timeout'],
        retryStrategy: { type: 'exponential', interval: 5, attempts: 4 },
        divert: true,
        suspend: true,
        alertEndpoint: { url: URL_B, headers: {}, secureSsl: true, hmacEnabled: true, secret: '', tag: '' },
      },
    });
    expect(await s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: created.locator })).toEqual(
      created,
    );
    const row = JSON.stringify(await s.db('webhooks').where({ id: created.locator }).first());
    expect(row).not.toContain('topsecret');
    expect(row).not.toContain('alertsecret');
  });

  it('uses the default triggers when none are given', async () => {
    const t = await tenant(s.admin);
    const w = await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(URL_A) });
    expect(w.failureHandling.triggers).toEqual(['4xx', '5xx', 'timeout']);
    expect(w.failureHandling.alertEndpoint.url).toBe('');
  });

  it('refuses bad input with 400 or 422 naming the field', async () => {
    const t = await tenant(s.admin);
    const cases: [Schema<'CreateWebhookRequest'>, number, string][] = [
      [webhookBody(URL_A, { eventTypes: ['account.delete' as 'account.create'] }), 400, 'body.eventTypes'],
      [webhookBody(URL_A, { failureHandling: { triggers: ['6xx'] } }), 400, 'body.failureHandling.triggers'],
      [
        webhookBody(URL_A, {
          failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 11 } },
        }),
        400,
        'body.failureHandling.retryStrategy.attempts',
      ],
      [webhookBody(URL_A, { endpoint: { url: URL_A, hmacEnabled: true } }), 422, 'body.endpoint.secret'],
      [
        webhookBody(URL_A, { endpoint: { url: URL_A, headers: { 'Content-Type': ['x'] } } }),
        422,
        'body.endpoint.headers.Content-Type',
      ],
      [
        webhookBody(URL_A, { endpoint: { url: URL_A, headers: { 'Bad Name': ['x'] } } }),
        422,
        'body.endpoint.headers.Bad Name',
      ],
      [
        webhookBody(URL_A, { endpoint: { url: URL_A, headers: { 'X-A': ['a\r\nInjected: 1'] } } }),
        422,
        'body.endpoint.headers.X-A',
      ],
      [webhookBody('ftp://example.com/'), 422, 'body.endpoint.url'],
    ];
    for (const [body, status, location] of cases) {
      const err = await failure(s.admin.createWebhook({ tenantLocator: t, body }));
      expect([
        err.status,
        err.problem?.errors?.map((e) => e.location).find((l) => l.startsWith(location)),
      ]).toEqual([status, expect.stringContaining(location)]);
    }
    const err = await failure(
      s.admin.createWebhook({ tenantLocator: t, body: { ...webhookBody(URL_A), suspended: true } as never }),
    );
    expect(err.status).toBe(400);
    expect(await s.admin.fetchWebhooks({ tenantLocator: t, extended: false })).toEqual([]);
  });

  it('keeps tenants apart: another tenant reads 404 for a webhook, its events and diverted events', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    const w = await s.admin.createWebhook({ tenantLocator: t1, body: webhookBody(URL_A) });
    const e = await recordEvent(s, t1);
    const ids = { tenantLocator: t2, webhookLocator: w.locator };
    for (const p of [
      () => s.admin.fetchWebhook(ids),
      () => s.admin.updateWebhook({ ...ids, body: unchanged(w) }),
      () => s.admin.deleteWebhook(ids),
      () => s.admin.unsuspendWebhook(ids),
      () => s.admin.fetchMultipleDivertedEvents(ids),
      () => s.admin.fetchDivertedEvent({ ...ids, eventLocator: e }),
      () => s.admin.fetchEvent({ tenantLocator: t2, locator: e }),
    ]) {
      expect((await failure(p())).status).toBe(404);
    }
    expect(await s.admin.fetchWebhooks({ tenantLocator: t2, extended: false })).toEqual([]);
    expect((await s.admin.fetchMultipleEvents({ tenantLocator: t2 })).events).toEqual([]);
  });

  it('needs the webhooks permissions', async () => {
    const t = await tenant(s.admin);
    const reader = s.as(await token(s.admin, ['webhooks.read', 'webhooks.list']));
    expect((await failure(reader.createWebhook({ tenantLocator: t, body: webhookBody(URL_A) }))).status).toBe(
      403,
    );
    await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(URL_A) });
    expect(await reader.fetchWebhooks({ tenantLocator: t, extended: false })).toHaveLength(1);
  });
});

describe('updateWebhook', () => {
  it('adds and removes event types and headers, keeps the secret unless given', async () => {
    const t = await tenant(s.admin);
    const w = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(URL_A, {
        eventTypes: ['account.create', 'account.update'],
        endpoint: {
          url: URL_A,
          headers: { 'X-One': ['1'], 'X-Two': ['2'] },
          hmacEnabled: true,
          secret: 'first',
        },
      }),
    });
    const base = unchanged(w);
    const updated = await s.admin.updateWebhook({
      tenantLocator: t,
      webhookLocator: w.locator,
      body: {
        ...base,
        name: 'renamed',
        addEventTypes: ['quote.issue'],
        removeEventTypes: ['account.update'],
        endpoint: {
          url: URL_B,
          addHeaders: { 'x-two': ['22'], 'X-Three': ['3'] },
          removeHeaders: ['x-one'],
          tag: 't',
        },
      },
    });
    expect(updated).toMatchObject({
      name: 'renamed',
      eventTypes: ['account.create', 'quote.issue'],
      endpoint: {
        url: URL_B,
        headers: { 'x-two': ['22'], 'X-Three': ['3'] },
        hmacEnabled: true,
        secret: '',
        tag: 't',
      },
    });
    const sealed = () => s.db('webhooks').where({ id: w.locator }).first('endpoint_secret');
    const before = await sealed();
    await s.admin.updateWebhook({ tenantLocator: t, webhookLocator: w.locator, body: unchanged(updated) });
    expect(await sealed()).toEqual(before);
    // hmac without a secret is refused
    const err = await failure(
      s.admin.updateWebhook({
        tenantLocator: t,
        webhookLocator: w.locator,
        body: {
          ...unchanged(updated),
          endpoint: { url: URL_B, addHeaders: {}, removeHeaders: [], secret: '' },
        },
      }),
    );
    expect([err.status, err.problem?.errors?.[0]?.location]).toEqual([422, 'body.endpoint.secret']);
  });

  it('adds, replaces and removes failure handling', async () => {
    const t = await tenant(s.admin);
    const w = await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(URL_A) });
    const ids = { tenantLocator: t, webhookLocator: w.locator };
    const removed = await s.admin.updateWebhook({
      ...ids,
      body: { ...unchanged(w), removeFailureHandling: true },
    });
    expect(removed.failureHandling).toEqual({
      triggers: [],
      retryStrategy: { type: 'linear', interval: 0, attempts: 0 },
      divert: false,
      suspend: false,
      alertEndpoint: { url: '', headers: {}, secureSsl: true, hmacEnabled: false, secret: '', tag: '' },
    });
    const added = await s.admin.updateWebhook({
      ...ids,
      body: {
        ...unchanged(removed),
        failureHandling: {
          ...unchanged(removed).failureHandling,
          addTriggers: ['5xx'],
          retryStrategy: { type: 'exponential', interval: 2, attempts: 3 },
          alertEndpoint: { url: URL_B, addHeaders: { 'X-A': ['1'] }, removeHeaders: [] },
          suspend: true,
        },
      },
    });
    expect(added.failureHandling).toEqual({
      triggers: ['5xx'],
      retryStrategy: { type: 'exponential', interval: 2, attempts: 3 },
      divert: false,
      suspend: true,
      alertEndpoint: {
        url: URL_B,
        headers: { 'X-A': ['1'] },
        secureSsl: true,
        hmacEnabled: false,
        secret: '',
        tag: '',
      },
    });
    const replaced = await s.admin.updateWebhook({
      ...ids,
      body: {
        ...unchanged(added),
        failureHandling: {
          ...unchanged(added).failureHandling,
          addTriggers: ['timeout'],
          removeTriggers: ['5xx'],
          removeRetryStrategy: true,
          removeAlertEndpoint: true,
          divert: true,
        },
      },
    });
    expect(replaced.failureHandling).toMatchObject({
      triggers: ['timeout'],
      retryStrategy: { attempts: 0 },
      divert: true,
      suspend: true,
      alertEndpoint: { url: '' },
    });
  });
});

describe('fetchWebhooks, deleteWebhook, unsuspendWebhook', () => {
  it('filters by name, flags and event types, and pages', async () => {
    const t = await tenant(s.admin);
    const a = await s.admin.createWebhook({ tenantLocator: t, body: webhookBody(URL_A, { name: 'a' }) });
    const b = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(URL_A, { name: 'b', enabled: false, eventTypes: ['quote.issue'] }),
    });
    const c = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(URL_A, { name: 'c', eventTypes: ['quote.create', 'quote.issue'] }),
    });
    const names = async (q: Record<string, unknown>) =>
      (
        (await s.admin.fetchWebhooks({
          tenantLocator: t,
          extended: false,
          ...q,
        })) as Schema<'WebhookResponse'>[]
      ).map((w) => w.name);
    expect(await names({})).toEqual(['a', 'b', 'c']);
    expect(await names({ name: 'b' })).toEqual(['b']);
    expect(await names({ enabled: false })).toEqual(['b']);
    expect(await names({ active: true })).toEqual(['a', 'c']);
    expect(await names({ active: false })).toEqual(['b']);
    expect(await names({ suspended: false })).toEqual(['a', 'b', 'c']);
    expect(await names({ eventTypes: ['quote.issue'] })).toEqual(['b', 'c']);
    expect(await names({ eventTypes: ['account.create', 'quote.create'] })).toEqual(['a', 'c']);
    const page = await s.admin.fetchWebhooks({ tenantLocator: t, offset: 1, count: 1 });
    expect(page).toEqual({ listCompleted: false, items: [b] });

    expect(await s.admin.deleteWebhook({ tenantLocator: t, webhookLocator: a.locator })).toBeUndefined();
    expect(
      (await failure(s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: a.locator }))).status,
    ).toBe(404);
    expect(
      (await failure(s.admin.deleteWebhook({ tenantLocator: t, webhookLocator: a.locator }))).status,
    ).toBe(404);
    await s.admin.unsuspendWebhook({ tenantLocator: t, webhookLocator: c.locator });
    expect((await s.admin.fetchWebhook({ tenantLocator: t, webhookLocator: c.locator })).suspended).toBe(
      false,
    );
    expect(
      (await failure(s.admin.unsuspendWebhook({ tenantLocator: t, webhookLocator: SAMPLE_ULID }))).status,
    ).toBe(404);
  });
});

describe('fetchEvent / fetchMultipleEvents', () => {
  it('reads events in order, by type and time window, a page at a time', async () => {
    const t = await tenant(s.admin);
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await recordEvent(s, t, i === 2 ? 'quote.issue' : 'account.create', { account: { n: i } }),
      );
    }
    const one = await s.admin.fetchEvent({ tenantLocator: t, locator: created[2]! });
    expect(one).toMatchObject({ locator: created[2], type: 'quote.issue', data: { account: { n: 2 } } });
    expect(one.userLocator).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(one.timestamp).toISOString()).toBe(one.timestamp);

    const p1 = await s.admin.fetchMultipleEvents({ tenantLocator: t, pageSize: 3 });
    expect(p1.events.map((e) => e.locator)).toEqual(created.slice(0, 3));
    const p2 = await s.admin.fetchMultipleEvents({
      tenantLocator: t,
      pageSize: 3,
      pagingToken: p1.pagingToken,
    });
    expect(p2.events.map((e) => e.locator)).toEqual(created.slice(3));
    const p3 = await s.admin.fetchMultipleEvents({
      tenantLocator: t,
      pageSize: 3,
      pagingToken: p2.pagingToken,
    });
    expect(p3.events).toEqual([]);
    const later = await recordEvent(s, t);
    const p4 = await s.admin.fetchMultipleEvents({ tenantLocator: t, pagingToken: p3.pagingToken });
    expect(p4.events.map((e) => e.locator)).toEqual([later]);

    expect((await s.admin.fetchMultipleEvents({ tenantLocator: t, type: 'quote.issue' })).events).toEqual([
      one,
    ]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await s.admin.fetchMultipleEvents({ tenantLocator: t, startTimestamp: future })).events).toEqual(
      [],
    );
    expect(
      (await s.admin.fetchMultipleEvents({ tenantLocator: t, endTimestamp: future })).events,
    ).toHaveLength(6);

    const err = await failure(s.admin.fetchMultipleEvents({ tenantLocator: t, pagingToken: 'nonsense' }));
    expect([err.status, err.problem?.errors?.[0]?.location]).toEqual([400, 'query.pagingToken']);
    expect((await failure(s.admin.fetchEvent({ tenantLocator: t, locator: SAMPLE_ULID }))).status).toBe(404);
  });
});
