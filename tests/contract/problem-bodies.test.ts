// Problem bodies are for people: for each bad input, the status, the code, and a detail that
// names the field (or the setting) and says what is allowed. `errors[].location` stays for programs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const json = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

interface Case {
  name: string;
  request: () => [path: string, init: RequestInit];
  status: number;
  code: string;
  detail: RegExp[];
  location?: string;
}

const user = { userName: 'pat@example.test', firstName: 'Pat', lastName: 'Person' };

const cases: Case[] = [
  {
    name: 'a required field left out',
    request: () => [
      '/auth/users',
      { method: 'POST', ...json({ userName: 'x@example.test', lastName: 'b' }) },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/^The field firstName is required but missing$/],
    location: 'body.firstName',
  },
  {
    name: 'a field the operation does not know (mass assignment, OWASP API3)',
    request: () => ['/auth/users', { method: 'POST', ...json({ ...user, isAdmin: true }) }],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The field isAdmin is not known here; remove it or check its spelling/],
    location: 'body.isAdmin',
  },
  {
    name: 'a read-only property sent on a role (OWASP API3)',
    request: () => [
      '/auth/roles',
      { method: 'POST', ...json({ name: 'r1', description: 'd', permissions: [], createdBy: 'me' }) },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The field createdBy is not known here/],
    location: 'body.createdBy',
  },
  {
    name: 'a value of the wrong type',
    request: () => ['/auth/users', { method: 'POST', ...json({ ...user, firstName: 5 }) }],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/^The field firstName must be a string$/],
    location: 'body.firstName',
  },
  {
    name: 'a value outside an enumeration',
    request: () => [
      '/auth/oauth/token',
      { method: 'POST', ...json({ grant_type: 'pasword', username: 'a@b.c', password: 'x' }) },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The field grant_type must be one of: password/],
    location: 'body.grant_type',
  },
  {
    name: 'a date that is not a date and time',
    request: () => [
      `/resource/${t}/groups`,
      { method: 'POST', ...json({ name: 'g1', selectionStartTime: 'tomorrow', resourceNames: [] }) },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The field selectionStartTime must be a date and time .* 2026-01-01T00:00:00Z/],
    location: 'body.selectionStartTime',
  },
  {
    name: 'malformed JSON',
    request: () => [
      '/auth/users',
      {
        method: 'POST',
        ...json('{\n  "userName": "x@example.test",\n  "firstName": "a"\n  "lastName": "b"\n}'),
      },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/not valid JSON at line 4, column 3/],
  },
  {
    name: 'a page larger than allowed (OWASP API4)',
    request: () => ['/auth/users/list?count=5000', {}],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/^The query parameter count must be at most 1000$/],
    location: 'query.count',
  },
  {
    name: 'a number that is not a number',
    request: () => ['/auth/users/list?count=ten', {}],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The query parameter count must be a whole number/],
    location: 'query.count',
  },
  {
    name: 'an unknown query parameter',
    request: () => ['/auth/users/list?cuont=5', {}],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The query parameter cuont is not known to this operation/],
    location: 'query.cuont',
  },
  {
    name: 'a path locator with ..%2F in it (bad-input probes)',
    request: () => [`/resource/${t}/groups/..%2Fetc`, {}],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/^The path parameter locator must be a locator: 26 characters/],
    location: 'params.locator',
  },
  {
    name: 'a resource name with a space',
    request: () => [
      `/resource/${t}/documents?name=${encodeURIComponent('my doc')}&staticName=x`,
      { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=b' }, body: '--b--\r\n' },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/The query parameter name must be a name: a letter or \$/],
    location: 'query.name',
  },
  {
    name: 'a media type the operation does not take',
    request: () => ['/auth/users', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: '<a/>' }],
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: [/text\/xml is not accepted; createUser accepts application\/json/],
  },
  {
    name: 'JSON where a multipart upload is expected (bad-input probes)',
    request: () => [`/resource/${t}/documents?name=doc1&staticName=x`, { method: 'POST', ...json({}) }],
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: [/createDocumentResource accepts multipart\/form-data/],
  },
  {
    name: 'a JSON body over the JSON limit',
    request: () => [
      '/auth/users',
      { method: 'POST', ...json({ ...user, firstName: 'x'.repeat(1_100_000) }) },
    ],
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    detail: [/INSUITE_JSON_LIMIT_BYTES raises the limit/],
  },
  {
    name: 'a 1.1 MB configuration as JSON',
    request: () => [
      '/config/createTenant?name=big',
      { method: 'POST', ...json({ padding: 'x'.repeat(1_100_000) }) },
    ],
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    detail: [
      /configuration is larger than the JSON limit of 1 MB/,
      /as a ZIP \(application\/zip\)/,
      /INSUITE_CONFIG_ZIP_LIMIT_BYTES/,
      /INSUITE_JSON_LIMIT_BYTES/,
    ],
  },
  {
    name: 'random bytes sent as a configuration ZIP (bad-input probes)',
    request: () => [
      '/config/createTenant?name=notzip',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/zip' },
        body: 'definitely not a zip archive',
      },
    ],
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: [/not a readable ZIP/],
  },
];

describe('problem bodies for bad input', () => {
  it.each(cases)('$name: $status $code', async (c) => {
    const [path, init] = c.request();
    const res = await fetch(s.baseUrl + path, {
      ...init,
      headers: { Authorization: `Bearer ${s.adminToken}`, ...(init.headers ?? {}) },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = (await res.json()) as {
      status: number;
      code: string;
      detail: string;
      errors?: { location: string; message: string }[];
    };
    expect({ status: res.status, code: body.code }).toEqual({ status: c.status, code: c.code });
    for (const d of c.detail) expect(body.detail).toMatch(d);
    // No raw validator wording reaches people.
    expect(body.detail).not.toMatch(/request\/|must NOT|must match pattern|\^/);
    if (c.location) {
      const item = body.errors?.find((e) => e.location === c.location);
      expect(item, JSON.stringify(body.errors)).toBeDefined();
      expect(item!.message).toBe(body.detail.replace(/ \(and \d+ more.*$/, ''));
    }
  });
});
