// Webhooks, events and diverted events as the companion and spec operations see them (docs/decisions.md §8).
import type { Db } from '../db/knex.js';
import { badRequest, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Page, PageRequest } from '../shared/paging.js';
import type { SecretBox } from '../shared/secret-box.js';
import { iso, type Clock, type Ids } from '../util.js';
import { DEFAULT_TRIGGERS, eventBody } from './delivery.js';
import type { Dispatcher } from './dispatcher.js';
import { eventsAfter, findEvent } from './events-store.js';
import { RefusedTarget, allowedAddresses, parseTarget, type Resolver } from './targets.js';
import {
  deleteDiverted,
  findDiverted,
  listDiverted,
  updateDivertedFailure,
  type DivertedRecord,
} from './diverted-events-store.js';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  setCursor,
  setSuspended,
  tenantHead,
  updateWebhookConfig,
  type EndpointConfig,
  type FailureHandling,
  type WebhookFilter,
  type WebhookRecord,
} from './webhooks-store.js';

export type WebhookResponse = Schema<'WebhookResponse'>;
type EndpointIn = Schema<'CreateEndpointRequest'>;
type EndpointUpdate = Schema<'UpdateEndpointRequest'>;

export interface WebhooksDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  secretBox: SecretBox;
  dispatcher: Pick<Dispatcher, 'attempt'>;
  allowPrivate: boolean;
  resolve: Resolver;
}

const NO_ENDPOINT: Schema<'EndpointResponse'> = {
  url: '',
  headers: {},
  secureSsl: true,
  hmacEnabled: false,
  secret: '',
  tag: '',
};

const endpointResponse = (e: EndpointConfig): Schema<'EndpointResponse'> => ({
  url: e.url,
  headers: e.headers,
  secureSsl: e.secureSsl,
  hmacEnabled: e.hmacEnabled,
  secret: '',
  tag: e.tag,
});

const toResponse = (w: WebhookRecord): WebhookResponse => {
  const fh = w.failureHandling;
  return {
    locator: w.id,
    name: w.name,
    enabled: w.enabled,
    suspended: w.suspended,
    ...(w.suspendedAt ? { suspendedAt: w.suspendedAt } : {}),
    eventTypes: w.eventTypes,
    endpoint: endpointResponse(w.endpoint),
    failureHandling: {
      alertEndpoint: fh?.alert ? endpointResponse(fh.alert) : NO_ENDPOINT,
      triggers: fh?.triggers ?? [],
      retryStrategy: fh?.retry ?? { type: 'linear', interval: 0, attempts: 0 },
      divert: fh?.divert ?? false,
      suspend: fh?.suspend ?? false,
    },
  };
};

const divertedResponse = (d: DivertedRecord): Schema<'DivertedEventResponse'> => ({
  eventLocator: d.eventId,
  requestLocator: d.requestLocator,
  failureTrigger: d.failureTrigger,
  failureMessage: d.failureMessage,
  failureTimestamp: d.failureTimestamp,
});

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/;
// Set by the dispatcher on every delivery, or by HTTP itself.
const RESERVED =
  /^(host|content-(type|length|encoding)|transfer-encoding|connection|keep-alive|upgrade|te|trailer|expect|user-agent|x-insuite-.*)$/i;

function headerProblems(headers: Record<string, string[]>, at: string): ProblemItem[] {
  const problems: ProblemItem[] = [];
  for (const [name, values] of Object.entries(headers)) {
    if (!TOKEN.test(name))
      problems.push({ location: `${at}.${name}`, message: 'is not a valid header name' });
    else if (RESERVED.test(name))
      problems.push({ location: `${at}.${name}`, message: 'is set by the server' });
    else if (values.some((v) => /[\r\n\0]/.test(v))) {
      problems.push({ location: `${at}.${name}`, message: 'values must not hold line breaks or NUL' });
    }
  }
  return problems;
}

/** Header maps merge by name regardless of case. */
function withoutHeaders(headers: Record<string, string[]>, names: string[]): Record<string, string[]> {
  const drop = new Set(names.map((n) => n.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([n]) => !drop.has(n.toLowerCase())));
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

export function createWebhooksService(deps: WebhooksDeps) {
  const { db, clock, ids, secretBox } = deps;

  async function mustFind(tenantId: string, id: string): Promise<WebhookRecord> {
    const w = await findWebhook(db, tenantId, id);
    if (!w) throw notFound('Webhook');
    return w;
  }

  /** The URL's shape, then every address it resolves to (docs/decisions.md §8). */
  async function checkUrl(url: string, at: string, problems: ProblemItem[]): Promise<void> {
    const parsed = parseTarget(url);
    if (typeof parsed === 'string') return void problems.push({ location: at, message: parsed });
    try {
      await allowedAddresses(parsed, { allowPrivate: deps.allowPrivate, resolve: deps.resolve });
    } catch (err) {
      if (!(err instanceof RefusedTarget)) throw err;
      problems.push({ location: at, message: `is refused: ${err.message}` });
    }
  }

  function fail(problems: ProblemItem[]): void {
    if (problems.length)
      throw unprocessable(problems.map((p) => `${p.location} ${p.message}`).join('; '), problems);
  }

  /** A sealed secret: a new one when given ("" removes it), else the current one. */
  const seal = (given: string | undefined, current: string | null): string | null =>
    given === undefined ? current : given === '' ? null : secretBox.seal(given);

  async function checkEndpoint(
    e: EndpointConfig,
    secret: string | null,
    at: string,
    problems: ProblemItem[],
  ): Promise<void> {
    await checkUrl(e.url, `${at}.url`, problems);
    problems.push(...headerProblems(e.headers, `${at}.headers`));
    if (e.hmacEnabled && !secret)
      problems.push({ location: `${at}.secret`, message: 'is needed when hmacEnabled is true' });
  }

  const newEndpoint = (e: EndpointIn): EndpointConfig => ({
    url: e.url,
    headers: e.headers ?? {},
    secureSsl: e.secureSsl ?? true,
    hmacEnabled: e.hmacEnabled ?? false,
    tag: e.tag ?? '',
  });

  const changedEndpoint = (current: EndpointConfig, u: EndpointUpdate): EndpointConfig => {
    const kept = withoutHeaders(current.headers, [...u.removeHeaders, ...Object.keys(u.addHeaders)]);
    return {
      url: u.url,
      headers: { ...kept, ...u.addHeaders },
      secureSsl: u.secureSsl ?? current.secureSsl,
      hmacEnabled: u.hmacEnabled ?? current.hmacEnabled,
      tag: u.tag ?? current.tag,
    };
  };

  return {
    async create(tenantId: string, input: Schema<'CreateWebhookRequest'>): Promise<WebhookResponse> {
      const problems: ProblemItem[] = [];
      const endpoint = newEndpoint(input.endpoint);
      const endpointSecret = seal(input.endpoint.secret, null);
      await checkEndpoint(endpoint, endpointSecret, 'body.endpoint', problems);
      const f = input.failureHandling;
      const alert = f.alertEndpoint.url === '' ? null : newEndpoint(f.alertEndpoint);
      const alertSecret = alert ? seal(f.alertEndpoint.secret, null) : null;
      if (alert) await checkEndpoint(alert, alertSecret, 'body.failureHandling.alertEndpoint', problems);
      fail(problems);
      const failureHandling: FailureHandling = {
        triggers: f.triggers.length ? unique(f.triggers) : DEFAULT_TRIGGERS,
        retry: f.retryStrategy,
        divert: f.divert,
        suspend: f.suspend,
        alert,
      };
      const id = ids.ulid();
      await db.transaction(async (tx) => {
        await insertWebhook(tx, {
          id,
          tenantId,
          createdAt: iso(clock.now()),
          // Only events recorded from now on.
          cursor: await tenantHead(tx, tenantId),
          name: input.name,
          enabled: input.enabled,
          eventTypes: unique(input.eventTypes),
          endpoint,
          endpointSecret,
          failureHandling,
          alertSecret,
        });
      });
      return toResponse(await mustFind(tenantId, id));
    },

    async fetch(tenantId: string, id: string): Promise<WebhookResponse> {
      return toResponse(await mustFind(tenantId, id));
    },

    async list(tenantId: string, f: WebhookFilter & PageRequest): Promise<Page<WebhookResponse>> {
      const eventTypes = f.eventTypes === undefined ? undefined : ([] as string[]).concat(f.eventTypes);
      const p = await listWebhooks(db, tenantId, { ...f, eventTypes }, f);
      return { listCompleted: p.listCompleted, items: p.items.map(toResponse) };
    },

    async update(tenantId: string, id: string, u: Schema<'UpdateWebhookRequest'>): Promise<WebhookResponse> {
      const current = await mustFind(tenantId, id);
      const problems: ProblemItem[] = [];
      const endpoint = changedEndpoint(current.endpoint, u.endpoint);
      const endpointSecret = seal(u.endpoint.secret, current.endpointSecret);
      await checkEndpoint(endpoint, endpointSecret, 'body.endpoint', problems);

      let failureHandling: FailureHandling | null = null;
      let alertSecret: string | null = null;
      if (!u.removeFailureHandling) {
        const f = u.failureHandling;
        const was = current.failureHandling;
        const removed = new Set(f.removeTriggers);
        const triggers = unique([...(was?.triggers ?? []).filter((t) => !removed.has(t)), ...f.addTriggers]);
        let alert: EndpointConfig | null = null;
        if (!f.removeAlertEndpoint && f.alertEndpoint.url !== '') {
          alert = changedEndpoint(was?.alert ?? newEndpoint({ url: '' }), f.alertEndpoint);
          alertSecret = seal(f.alertEndpoint.secret, was?.alert ? current.alertSecret : null);
          await checkEndpoint(alert, alertSecret, 'body.failureHandling.alertEndpoint', problems);
        }
        failureHandling = {
          triggers: triggers.length ? triggers : DEFAULT_TRIGGERS,
          retry: f.removeRetryStrategy ? null : f.retryStrategy,
          divert: f.divert,
          suspend: f.suspend,
          alert,
        };
      }
      fail(problems);
      const removedTypes = new Set(u.removeEventTypes);
      const eventTypes = unique([
        ...current.eventTypes.filter((t) => !removedTypes.has(t)),
        ...u.addEventTypes,
      ]);
      await db.transaction(async (tx) => {
        await updateWebhookConfig(tx, tenantId, id, {
          name: u.name,
          enabled: u.enabled,
          eventTypes,
          endpoint,
          endpointSecret,
          failureHandling,
          alertSecret,
        });
        // Enabled again: it carries on from now rather than with what it missed.
        if (u.enabled && !current.enabled) await setCursor(tx, tenantId, id, await tenantHead(tx, tenantId));
      });
      return toResponse(await mustFind(tenantId, id));
    },

    async remove(tenantId: string, id: string): Promise<void> {
      if (!(await deleteWebhook(db, tenantId, id))) throw notFound('Webhook');
    },

    async unsuspend(tenantId: string, id: string): Promise<void> {
      await mustFind(tenantId, id);
      await setSuspended(db, tenantId, id, null);
    },

    async fetchEvent(tenantId: string, id: string): Promise<Schema<'EventResponse'>> {
      const e = await findEvent(db, tenantId, id);
      if (!e) throw notFound('Event');
      return eventBody(e);
    },

    async listEvents(
      tenantId: string,
      q: {
        startTimestamp?: string;
        endTimestamp?: string;
        type?: string;
        pageSize?: number;
        pagingToken?: string;
      },
    ): Promise<Schema<'EventStreamResponse'>> {
      const afterSeq = q.pagingToken === undefined ? 0 : readToken(q.pagingToken);
      const events = await eventsAfter(db, tenantId, {
        afterSeq,
        limit: q.pageSize ?? 100,
        type: q.type,
        from: q.startTimestamp && new Date(q.startTimestamp).toISOString(),
        before: q.endTimestamp && new Date(q.endTimestamp).toISOString(),
      });
      const last = events.at(-1)?.seq ?? afterSeq;
      return { pagingToken: makeToken(last), events: events.map(eventBody) };
    },

    async fetchDiverted(tenantId: string, webhookId: string, eventId: string) {
      await mustFind(tenantId, webhookId);
      const d = await findDiverted(db, tenantId, webhookId, eventId);
      if (!d) throw notFound('Diverted event');
      return divertedResponse(d);
    },

    async listDiverted(tenantId: string, webhookId: string, req: PageRequest) {
      await mustFind(tenantId, webhookId);
      return (await listDiverted(db, tenantId, webhookId, req)).items.map(divertedResponse);
    },

    async deleteDiverted(tenantId: string, webhookId: string, eventId: string): Promise<void> {
      await mustFind(tenantId, webhookId);
      if (!(await deleteDiverted(db, tenantId, webhookId, eventId))) throw notFound('Diverted event');
    },

    /** Delivers the event again now: success removes the diverted event, failure updates it. */
    async resend(tenantId: string, webhookId: string, eventId: string): Promise<void> {
      const w = await mustFind(tenantId, webhookId);
      const d = await findDiverted(db, tenantId, webhookId, eventId);
      const e = d && (await findEvent(db, tenantId, eventId));
      if (!d || !e) throw notFound('Diverted event');
      const verdict = await deps.dispatcher.attempt(w, e, d.requestLocator);
      if (verdict.outcome !== 'failure') {
        await deleteDiverted(db, tenantId, webhookId, eventId);
        return;
      }
      await updateDivertedFailure(db, tenantId, {
        ...d,
        failureTrigger: verdict.trigger,
        failureMessage: verdict.message,
        failureTimestamp: iso(clock.now()),
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

// A paging token names the outbox position after which the next page starts.
const makeToken = (seq: number): string => Buffer.from(`seq:${seq}`).toString('base64url');

function readToken(token: string): number {
  const m = /^seq:(\d{1,18})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!m) {
    throw badRequest('The paging token is not one this service gave', [
      { location: 'query.pagingToken', message: 'is not a paging token of this service' },
    ]);
  }
  return Number(m[1]);
}
