// What the SDK adds around the operations: paging, typed lists, retries, time limits, aborts,
// network errors, the answer's headers and field errors, and signing in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createClient, NetworkError, signIn, type RetryEvent, type Schema } from '@insuite/client';
import { startServer, type TestServer } from '../../support/server.js';
import { group, tenant } from '../../support/given.js';
import { person, role } from '../../support/identity.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

/** A local HTTP server answering with `reply` to each request in turn, counting them. */
async function scripted(
  reply: (n: number) => { status: number; headers?: Record<string, string>; body?: string } | 'hang',
): Promise<{ url: string; calls: () => number; close(): Promise<void> }> {
  let n = 0;
  const server: Server = createServer((_req, res) => {
    const r = reply(++n);
    if (r === 'hang') return; // never answers
    res.writeHead(r.status, { 'Content-Type': 'application/json', ...r.headers });
    res.end(r.body ?? '{"status":"ok"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => n,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

describe('lists', () => {
  it('a list call without extended:false resolves to the list record, with it to the bare array', async () => {
    const record = await s.admin.fetchResourceGroups({ tenantLocator: t });
    expectTypeOf(record).toEqualTypeOf<Schema<'ResourceGroupListResponse'>>();
    expect(record.listCompleted).toBe(true);
    const bare = await s.admin.fetchResourceGroups({ tenantLocator: t, extended: false });
    expectTypeOf(bare).toEqualTypeOf<Schema<'ResourceGroupResponse'>[]>();
    expect(Array.isArray(bare)).toBe(true);
    const users = await s.admin.fetchMultipleUsers();
    expectTypeOf(users.items).toEqualTypeOf<Schema<'UserResponse'>[]>();
  });

  it('paginate yields every item, one request per page', async () => {
    const own = await tenant(s.admin);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await group(s.admin, own)).name);
    let requests = 0;
    const counting = createClient({
      baseUrl: s.baseUrl,
      token: s.adminToken,
      fetch: (input, init) => {
        requests++;
        return fetch(input, init);
      },
    });
    const names: string[] = [];
    for await (const g of counting.paginate('fetchResourceGroups', { tenantLocator: own }, { pageSize: 2 })) {
      expectTypeOf(g).toEqualTypeOf<Schema<'ResourceGroupResponse'>>();
      names.push(g.name);
    }
    expect(names).toEqual(made);
    expect(requests).toBe(3);
  });

  it('paginate refuses a page size the server would refuse', async () => {
    const it = s.admin.paginate('fetchTenants', {}, { pageSize: 1001 });
    await expect(it.next()).rejects.toThrow(/pageSize/);
  });
});

describe('errors', () => {
  it('ApiError carries the answer headers and the typed list of bad fields', async () => {
    const err = (await s.admin
      .fetchResourceGroups({ tenantLocator: t, count: 5000 })
      .catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.headers.get('X-Request-Id')).toBe(err.requestId);
    expectTypeOf(err.errors).toEqualTypeOf<
      { location: string; message: string; severity?: 'warning'; file?: string; line?: number }[]
    >();
    expect(err.errors.map((e) => e.location)).toContain('query.count');
  });

  it('a server that cannot be reached gives NetworkError with the cause, not a bare TypeError', async () => {
    const gone = await scripted(() => ({ status: 200 }));
    await gone.close();
    const err = (await createClient({ baseUrl: gone.url })
      .getHealth()
      .catch((e: unknown) => e)) as NetworkError;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err.status).toBeUndefined();
    expect(err.timedOut).toBe(false);
    expect(err.cause).toBeInstanceOf(TypeError);
    expect(err.message).toContain(`GET ${gone.url}/healthz`);
    expect(err.message).toMatch(/ECONNREFUSED/);
  });

  it('a call past its time limit gives NetworkError with timedOut', async () => {
    const slow = await scripted(() => 'hang');
    try {
      const err = (await createClient({ baseUrl: slow.url })
        .getHealth(undefined, { timeoutMs: 200 })
        .catch((e: unknown) => e)) as NetworkError;
      expect(err).toBeInstanceOf(NetworkError);
      expect(err.timedOut).toBe(true);
      expect(err.url).toBe(`${slow.url}/healthz`);
      // The full URL, parameters filled in and the query included, as on a refused connection.
      const lookup = (await createClient({ baseUrl: slow.url })
        .fetchTableRecord({ tenantLocator: 't1', name: 'rates', key: ['a b', 'c'] }, { timeoutMs: 200 })
        .catch((e: unknown) => e)) as NetworkError;
      expect(lookup.timedOut).toBe(true);
      expect(lookup.url).toBe(`${slow.url}/resource/t1/tables/rates/record?key=a%20b&key=c`);
      expect(lookup.message).toBe(`GET ${lookup.url}: timed out`);
    } finally {
      await slow.close();
    }
  });

  it("the caller's own AbortSignal rejects with its reason", async () => {
    const slow = await scripted(() => 'hang');
    try {
      const controller = new AbortController();
      const pending = createClient({ baseUrl: slow.url }).getHealth(undefined, { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('stopped by the user')), 50);
      await expect(pending).rejects.toThrow('stopped by the user');
    } finally {
      await slow.close();
    }
  });
});

describe('retries', () => {
  it('are off by default: a 429 is thrown at once', async () => {
    const busy = await scripted(() => ({ status: 429, headers: { 'Retry-After': '1' } }));
    try {
      const err = (await createClient({ baseUrl: busy.url })
        .getHealth()
        .catch((e: unknown) => e)) as ApiError;
      expect(err.status).toBe(429);
      expect(err.retryAfterSeconds).toBe(1);
      expect(busy.calls()).toBe(1);
    } finally {
      await busy.close();
    }
  });

  it('retry 429 and 503 answers, waiting as Retry-After says', async () => {
    const busy = await scripted((n) =>
      n === 1
        ? { status: 429, headers: { 'Retry-After': '1' } }
        : n === 2
          ? { status: 503, headers: { 'Retry-After': '0' } }
          : { status: 200 },
    );
    try {
      const client = createClient({ baseUrl: busy.url, retry: { retries: 2, minDelayMs: 1 } });
      const started = Date.now();
      expect(await client.getHealth()).toEqual({ status: 'ok' });
      expect(busy.calls()).toBe(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950); // it did wait the second asked for
    } finally {
      await busy.close();
    }
  });

  it('stop after the given number and throw the last answer; other statuses are never retried', async () => {
    const busy = await scripted((n) => (n < 10 ? { status: 503 } : { status: 200 }));
    const refused = await scripted(() => ({ status: 400 }));
    try {
      const client = createClient({ baseUrl: busy.url, retry: { retries: 2, minDelayMs: 1, maxDelayMs: 5 } });
      expect(((await client.getHealth().catch((e: unknown) => e)) as ApiError).status).toBe(503);
      expect(busy.calls()).toBe(3);
      const other = createClient({ baseUrl: refused.url, retry: { retries: 3, minDelayMs: 1 } });
      await other.getHealth().catch(() => undefined);
      expect(refused.calls()).toBe(1);
      // A call can turn retries off for itself.
      await client.getHealth(undefined, { retry: false }).catch(() => undefined);
      expect(busy.calls()).toBe(4);
    } finally {
      await busy.close();
      await refused.close();
    }
  });

  it('retry POST only on 429 unless the caller opts in, telling onRetry each time', async () => {
    const busy = await scripted((n) =>
      n % 2 ? { status: 503 } : { status: 429, headers: { 'Retry-After': '0' } },
    );
    const signInBody = { body: { grant_type: 'password' as const, username: 'u', password: 'p' } };
    try {
      const events: RetryEvent[] = [];
      const retry = { retries: 3, minDelayMs: 1, maxDelayMs: 5, onRetry: (e: RetryEvent) => events.push(e) };
      const client = createClient({ baseUrl: busy.url, retry });
      // A 503 may come after the server did the work: a POST is not repeated.
      const first = (await client.createOAuthToken(signInBody).catch((e: unknown) => e)) as ApiError;
      expect(first.status).toBe(503);
      expect(busy.calls()).toBe(1);
      expect(events).toEqual([]);
      // A 429 says the request was not processed: a POST is repeated, then stops at the next 503.
      const second = (await client.createOAuthToken(signInBody).catch((e: unknown) => e)) as ApiError;
      expect(second.status).toBe(503);
      expect(busy.calls()).toBe(3);
      expect(events.map((e) => [e.operationId, e.attempt, (e.error as ApiError).status])).toEqual([
        ['createOAuthToken', 1, 429],
      ]);
      expect(events[0]!.delayMs).toBe(0);
      // Opted in, a POST is retried like a GET.
      events.length = 0;
      await client
        .createOAuthToken(signInBody, { retry: { ...retry, nonIdempotent: true } })
        .catch((e: unknown) => e);
      expect(busy.calls()).toBe(7);
      expect(events.map((e) => (e.error as ApiError).status)).toEqual([429, 503, 429]);
    } finally {
      await busy.close();
    }
  });

  it('retry a lost connection for GET, not for POST', async () => {
    const gone = await scripted(() => ({ status: 200 }));
    await gone.close();
    const events: RetryEvent[] = [];
    const client = createClient({
      baseUrl: gone.url,
      retry: { retries: 2, minDelayMs: 1, maxDelayMs: 5, onRetry: (e) => events.push(e) },
    });
    const err = (await client.getHealth().catch((e: unknown) => e)) as NetworkError;
    expect(err).toBeInstanceOf(NetworkError);
    expect(events.map((e) => [e.attempt, e.error.name])).toEqual([
      [1, 'NetworkError'],
      [2, 'NetworkError'],
    ]);
    events.length = 0;
    await client
      .createOAuthToken({ body: { grant_type: 'password', username: 'u', password: 'p' } })
      .catch((e: unknown) => e);
    expect(events).toEqual([]);
  });

  it('work against the server: a sign-in lockout is waited out', async () => {
    // The lockout runs on the server's clock, which each retry moves past it: however slow the
    // machine, the lockout neither ends before the second sign-in nor needs waiting out for real.
    let now = Date.now();
    const locking = await startServer({
      env: { INSUITE_SIGNIN_MAX_FAILURES: '1', INSUITE_SIGNIN_LOCKOUT_S: '60' },
      clock: { now: () => new Date(now) },
    });
    try {
      const self = (await role(locking.admin, ['users.custom'])).name;
      const { user, password } = await person(locking.admin, { roles: [self] });
      await signIn({ baseUrl: locking.baseUrl, username: user.userName, password: 'wrong' }).catch(
        () => undefined,
      );
      const locked = (await signIn({ baseUrl: locking.baseUrl, username: user.userName, password }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect(locked.status).toBe(429);
      expect(locked.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      const waits: number[] = [];
      const client = await signIn({
        baseUrl: locking.baseUrl,
        username: user.userName,
        password,
        retry: {
          retries: 3,
          maxDelayMs: 0,
          onRetry: (e) => {
            waits.push(e.delayMs);
            if (e.error instanceof ApiError) now += (e.error.retryAfterSeconds ?? 0) * 1000;
          },
        },
      });
      expect(waits).toEqual([0]);
      expect((await client.fetchMyUserDetails()).userName).toBe(user.userName);
    } finally {
      await locking.close();
    }
  });
});

describe('signIn', () => {
  it('turns a user name and password into a client carrying the sign-in token', async () => {
    const self = (await role(s.admin, ['users.custom'])).name;
    const { user, password } = await person(s.admin, { roles: [self] });
    const client = await signIn({ baseUrl: s.baseUrl, username: user.userName, password });
    expect(client.expiresIn).toBeGreaterThan(0);
    expect((await client.fetchMyUserDetails()).locator).toBe(user.locator);
    const wrong = await signIn({ baseUrl: s.baseUrl, username: user.userName, password: 'nope' }).catch(
      (e: unknown) => e,
    );
    expect((wrong as ApiError).status).toBe(401);
  });
});
