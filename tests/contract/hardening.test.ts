// What the contract fuzzer (tests/contract/fuzz/) found, each kept as a case of its own. Requests the SDK
// cannot express (a malformed path, a truncated body, none at all) are sent raw, as written.
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant, unique } from '../support/given.js';
import { person } from '../support/identity.js';
import { account } from '../support/policy.js';
import { secret } from '../support/resources.js';
import { startServer, type TestServer } from '../support/server.js';
import { send, type Answer } from './fuzz/lib/send.js';

let s: TestServer;
let t: string;
let secretName: string;
let accountLocator: string;
let userLocator: string;

beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  secretName = unique('s');
  await secret(s.admin, t, secretName);
  accountLocator = (await account(s.admin, t)).locator;
  userLocator = (await person(s.admin)).user.locator;
});
afterAll(() => s.close());

function raw(
  method: string,
  path: string,
  opts: { contentType?: string; body?: string | Buffer; auth?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.auth !== false) headers.authorization = `Bearer ${s.adminToken}`;
  if (opts.contentType) headers['content-type'] = opts.contentType;
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  return send(s.baseUrl, { kind: 'regression', method, path, headers, body });
}

function problem(
  a: Answer,
  status: number,
): { detail: string; errors?: { location: string; message: string }[] } {
  expect(a.status, a.text).toBe(status);
  expect(a.contentType).toMatch(/^application\/problem\+json/);
  return JSON.parse(a.text) as { detail: string; errors?: { location: string; message: string }[] };
}

describe('a path parameter that is not valid percent-encoded UTF-8', () => {
  it.each([
    ['GET', '/auth/users/%zz', 'path.locator'],
    ['GET', '/auth/users/%', 'path.locator'],
    ['GET', '/event/%/webhooks/list', 'path.tenantLocator'],
    ['GET', '/auth/users/%E0%A4%A', 'path.locator'],
    ['GET', '/auth/users/%ED%A0%80', 'path.locator'], // an encoded lone surrogate
    ['GET', '/auth/users/%C0%AF', 'path.locator'], // overlong UTF-8
    ['DELETE', '/auth/users/tokens/a%', 'path.tokenOrName'],
  ])('%s %s answers 400 naming it', async (method, path, location) => {
    const p = problem(await raw(method, path), 400);
    expect(p.errors?.[0]?.location).toBe(location);
    expect(p.detail).toMatch(/percent-encoded/);
  });

  it('is told apart from a valid escape, which still names the thing', async () => {
    const a = await raw('GET', `/resource/${t}/secrets/${encodeURIComponent(secretName)}`);
    expect(a.status).toBe(200);
    problem(await raw('GET', `/resource/${t}/secrets/%E2%82`), 400);
  });
});

describe('a multipart body that cannot be read', () => {
  const boundary = 'b0undary';
  const ct = `multipart/form-data; boundary=${boundary}`;
  const whole =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.zip"\r\n` +
    `Content-Type: application/zip\r\n\r\nPK\r\n--${boundary}--\r\n`;
  const upload = () => `/resource/${t}/tables?name=${unique('r')}&staticName=TerritoryRates`;

  it.each([
    ['truncated', ct, whole.slice(0, 60)],
    ['empty', ct, ''],
    [
      'with a malformed part header',
      ct,
      `--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    ['with another boundary', 'multipart/form-data; boundary=other', whole],
    ['without a boundary', 'multipart/form-data', whole],
  ])('%s answers 400', async (_what, contentType, body) => {
    const p = problem(await raw('POST', upload(), { contentType, body }), 400);
    expect(p.detail).toMatch(/multipart|required/i);
  });

  it('on an update of a template answers 400 too', async () => {
    problem(
      await raw('PATCH', `/resource/${t}/templates/liquid?name=x`, {
        contentType: ct,
        body: whole.slice(0, 50),
      }),
      400,
    );
  });
});

describe('an operation that requires a body, sent none', () => {
  it.each([
    ['PATCH', () => `/resource/${t}/secrets/${secretName}`, 'updateSecret'],
    ['PATCH', () => `/auth/users/${userLocator}/passwordreset`, 'resetUserPassword'],
    ['POST', () => '/auth/users/tokens/permissions', 'getGroupedTokenPermissions'],
    ['PATCH', () => `/policy/${t}/accounts/${accountLocator}`, 'updateAccount'],
    [
      'POST',
      () => `/policy/${t}/accounts/${accountLocator}/constraints/evaluate`,
      'evaluateConstraintsForAccount',
    ],
    ['POST', () => `/resource/${t}/tables?name=x&staticName=TerritoryRates`, 'createLookupTable'],
  ])('%s %s answers 400 naming the body', async (method, path, operationId) => {
    const p = problem(await raw(method, path()), 400);
    expect(p.detail).toContain(`The request body is required: ${operationId} takes`);
    expect(p.errors?.[0]?.location).toBe('body');
  });

  it('with a content type and nothing else, or an empty body, answers 400 too', async () => {
    const account = `/policy/${t}/accounts/${accountLocator}`;
    const secretPath = `/resource/${t}/secrets/${secretName}`;
    for (const [path, contentType, body] of [
      [account, 'application/json', undefined],
      [secretPath, 'application/json', ''],
      [`/resource/${t}/templates/liquid?name=x`, 'text/plain', ''],
    ] as const) {
      const p = problem(await raw('PATCH', path, { contentType, body }), 400);
      expect(p.errors?.[0]?.location).toBe('body');
    }
  });
});

describe('deeply nested JSON', () => {
  const objects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
  const arrays = '['.repeat(50000) + ']'.repeat(50000);

  it('answers 400 on createTenant and updateSecret', async () => {
    const p1 = problem(
      await raw('POST', `/config/createTenant?name=${unique('t')}`, {
        contentType: 'application/json',
        body: objects,
      }),
      400,
    );
    expect(p1.detail).toMatch(/nested more than 64 levels/);
    const p2 = problem(
      await raw('PATCH', `/resource/${t}/secrets/${secretName}`, {
        contentType: 'application/json',
        body: arrays,
      }),
      400,
    );
    expect(p2.detail).toMatch(/nested more than 64 levels/);
  });

  it('answers 400 in a configuration ZIP', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', Buffer.from(objects));
    const p = problem(
      await raw('POST', `/config/createTenant?name=${unique('t')}`, {
        contentType: 'application/zip',
        body: zip.toBuffer(),
      }),
      400,
    );
    expect(p.detail).toMatch(/nested more than 64 levels/);
  });

  it('still takes what nests 64 levels deep', async () => {
    const deep = { value: JSON.parse('{"a":'.repeat(62) + '1' + '}'.repeat(62)) as unknown };
    const a = await raw('PATCH', `/resource/${t}/secrets/${secretName}`, {
      contentType: 'application/json',
      body: JSON.stringify({ apiKey: deep }),
    });
    expect(a.status).not.toBe(500);
    expect(a.text).not.toMatch(/levels deep/);
  });
});

describe('query parameters', () => {
  it('are ignored by the operations that take none (and declare no 400)', async () => {
    expect((await raw('GET', '/healthz?x=1', { auth: false })).status).toBe(200);
    expect((await raw('GET', '/docs?x=1', { auth: false })).status).toBe(200);
    expect((await raw('GET', '/auth/users/whoami?count=1')).status).toBe(200);
    expect((await raw('GET', '/openapi.json?v=2', { auth: false })).status).toBe(200);
  });

  it('that are unknown still answer 400 where the operation takes some', async () => {
    const p = problem(await raw('GET', '/auth/tenants/list?cout=5'), 400);
    expect(JSON.stringify(p.errors)).toContain('cout');
  });
});

describe('a body sent to an operation that takes none', () => {
  it.each([
    ['application/json', '{'],
    ['application/json; charset=utf-16', '{}'],
    ['text/plain', 'x'.repeat(2 * 1024 * 1024)],
    ['multipart/form-data', 'x'],
  ])('(%s) is ignored', async (contentType, body) => {
    expect((await raw('GET', `/auth/tenants/${t}`, { contentType, body })).status).toBe(200);
    expect((await raw('GET', '/healthz', { contentType, body, auth: false })).status).toBe(200);
  });

  it('does not cut off a long answer', async () => {
    const whole = await raw('GET', '/openapi.yaml', { auth: false });
    for (let i = 0; i < 5; i++) {
      const a = await raw('GET', '/openapi.yaml', {
        auth: false,
        contentType: 'application/json',
        body: JSON.stringify('a'.repeat(1024 * 1024)),
      });
      expect(a.status).toBe(200);
      expect(a.text.length).toBe(whole.text.length);
    }
  });
});

describe('a NUL character (U+0000)', () => {
  it('in a path parameter answers 400 naming it', async () => {
    const p = problem(await raw('DELETE', '/auth/users/tokens/a%00b'), 400);
    expect(p.errors?.[0]?.location).toBe('path.tokenOrName');
  });

  it('in a string of a JSON body answers 400', async () => {
    const p = problem(
      await raw('PATCH', `/auth/tenants/${t}`, {
        contentType: 'application/json',
        body: JSON.stringify({ name: 'a\u0000b' }),
      }),
      400,
    );
    expect(p.detail).toMatch(/NUL/);
  });

  it('in a query parameter or a form field answers 400 naming it', async () => {
    const q = problem(await raw('GET', `/event/${t}/webhooks/list?name=a%00b`), 400);
    expect(q.errors?.[0]?.location).toBe('query.name');
    const f = problem(
      await raw('POST', '/auth/oauth/token', {
        auth: false,
        contentType: 'application/x-www-form-urlencoded',
        body: 'grant_type=password&username=a%00b&password=x',
      }),
      400,
    );
    expect(f.errors?.[0]?.location).toBe('body.username');
  });
});
