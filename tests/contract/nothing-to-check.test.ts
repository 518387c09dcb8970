// A request with nothing for the contract checks to look at (no body, no query string, to an
// operation that declares no parameters and no body) passes them by (server/src/http/checks.ts).
// What it still gets: authentication, its request id, metrics and the answer of its handler; and a
// request to the same operation that does carry something is checked as before.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { validatedAndProduction } from '../support/answer-modes.js';
import type { TestServer } from '../support/server.js';

const { validated, production } = validatedAndProduction();

/** A raw request: fetch sends no body with GET, and these tests need one. */
function send(
  s: TestServer,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${s.baseUrl}${path}`,
      {
        method,
        headers: {
          ...opts.headers,
          ...(opts.body === undefined
            ? {}
            : { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(opts.body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** How many getHealth answers of this status the server's metrics have counted. */
async function healthCount(s: TestServer): Promise<number> {
  const text = await s.admin.getMetrics();
  const line = String(text)
    .split('\n')
    .find((l) =>
      /^insuite_http_request_duration_seconds_count\{.*operation="getHealth".*status="200".*\}/.test(l),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe.each([
  ['responses validated', validated],
  ['production', production],
])('requests with nothing to check (%s)', (_name, server) => {
  it('answer as before, with a request id, and are counted in the metrics', async () => {
    const s = server();
    const before = await healthCount(s);
    const r = await send(s, 'GET', '/healthz', { headers: { 'X-Request-Id': 'probe-1' } });
    expect(r).toMatchObject({ status: 200, text: '{"status":"ok"}' });
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['content-length']).toBe('15');
    expect(r.headers['x-request-id']).toBe('probe-1');
    const head = await send(s, 'HEAD', '/healthz');
    expect(head).toMatchObject({ status: 200, text: '' });
    expect(head.headers['content-length']).toBe('15');
    expect(head.headers['x-request-id']).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await healthCount(s)).toBe(before + 2);
  });

  it('are still authenticated, and answered by their handler (sync and async)', async () => {
    const s = server();
    expect((await send(s, 'GET', '/auth/users/whoami')).status).toBe(401);
    expect((await failure(s.as('ist_' + 'x'.repeat(30)).fetchMyUserDetails())).status).toBe(401);
    const me = await s.admin.fetchMyUserDetails();
    expect(me.locator).toMatch(/\S/);
    expect(await s.admin.getReadiness()).toEqual({ status: 'ok' });
  });

  it('with a query string or a body, go through the checks as before', async () => {
    const s = server();
    // A query holding NUL is refused (the NUL check runs only when there is a query or a body).
    const nul = await send(s, 'GET', '/healthz?probe=%00');
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.text)).toMatchObject({ errors: [{ location: 'query.probe' }] });
    // An unknown query parameter is allowed where the contract says so.
    expect((await send(s, 'GET', '/healthz?probe=1')).status).toBe(200);
    // A body sent to an operation that takes none is read and dropped, and the answer is whole.
    const withBody = await send(s, 'GET', '/healthz', { body: 'x'.repeat(1000) });
    expect(withBody).toMatchObject({ status: 200, text: '{"status":"ok"}' });
    // Routes that are not the operation's are still refused.
    expect((await send(s, 'DELETE', '/healthz')).status).toBe(405);
  });
});
