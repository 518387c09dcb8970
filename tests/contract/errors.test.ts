import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${s.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${s.adminToken}`, ...(init.headers as Record<string, string>) },
  });

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status: res.status, requestId: res.headers.get('x-request-id') });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  return body;
}

describe('errors are Problem bodies with precise statuses', () => {
  it('unknown path: 404', async () => {
    const res = await call('/no/such/path');
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('known path, wrong method: 405 with Allow', async () => {
    const res = await call('/auth/identity/passwordPolicy', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PUT');
    expect(await problem(res)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('bad parameter: 400 naming it', async () => {
    const t = await tenant(s.admin);
    const res = await call(`/resource/${t}/groups/list?count=zero&colour=red`);
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.errors)).toContain('colour');
  });

  it('a body with several problems: 400 naming every one', async () => {
    const t = await tenant(s.admin);
    const res = await call(`/resource/${t}/groups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 5, selectionStartTime: 'soon', extra: true }),
    });
    expect(res.status).toBe(400);
    const body = (await problem(res)) as { errors: { location: string }[] };
    expect(body.errors.map((e) => e.location).sort()).toEqual([
      'body.extra',
      'body.name',
      'body.resourceNames',
      'body.selectionStartTime',
    ]);
  });

  it('malformed JSON: 400; wrong media type: 415; body over the JSON limit: 413', async () => {
    const t = await tenant(s.admin);
    const json = { 'Content-Type': 'application/json' };
    const malformed = await call(`/resource/${t}/groups`, {
      method: 'POST',
      headers: json,
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    await problem(malformed);
    const media = await call(`/resource/${t}/groups`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: 'a,b',
    });
    expect(media.status).toBe(415);
    expect(await problem(media)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await call(`/resource/${t}/groups`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await problem(huge)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('HEAD is answered like GET, without a body', async () => {
    const res = await call('/auth/tenants/list', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('');
    expect(
      (await call('/auth/tenants/list', { method: 'HEAD', headers: { Authorization: '' } })).status,
    ).toBe(401);
  });

  it('every answer carries X-Request-Id, and a sane incoming one is kept', async () => {
    const own = await call('/healthz', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(own.headers.get('x-request-id')).toBe('trace-123');
    const made = await call('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{26}$/);
  });
});

describe('literal paths win over parameters', () => {
  it.each([
    ['GET', '/auth/users/tokens', 'fetchAuthTokens'],
    ['GET', '/auth/users/list', 'fetchMultipleUsers'],
    ['GET', '/auth/users/whoami', 'fetchMyUserDetails'],
    ['GET', '/auth/tenants/mytenants/list', 'fetchMyTenants'],
  ])('%s %s is %s', async (method, path) => {
    // Taken as the parameterised path, the segment would be a malformed locator (400).
    expect((await call(path, { method })).status).toBe(200);
  });

  it('/resource/{t}/resources/list is the list, not a resource named "list"', async () => {
    const t = await tenant(s.admin);
    const res = await call(`/resource/${t}/resources/list`);
    expect(res.status).toBe(200);
  });
});

describe('extensions', () => {
  it('serves the contract, the reference page and metrics to the admin', async () => {
    const spec = await s.admin.getOpenApiSpec();
    expect(spec).toContain('openapi: 3.0.3');
    const html = await s.admin.getApiDocs();
    expect(html).toContain('fetchResourceGroups');
    await s.admin.getHealth();
    const metrics = await s.admin.getMetrics();
    expect(metrics).toContain(
      'insuite_http_request_duration_seconds_count{operation="getHealth",status="200"}',
    );
  });
});
