// How the built SDK puts each kind of body on the wire and reads each kind of answer. The client is
// given a plain function as its fetch, which records the request and answers like a server would.
import { describe, expect, it } from 'vitest';
import { createClient } from '@insuite/client';
import { failure } from '../../support/failure.js';

const T = '2f1c6d0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

function recording(answer: () => Response) {
  const seen: Request[] = [];
  const client = createClient({
    baseUrl: 'http://insuite.test/',
    token: 'ist_example',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(input instanceof Request ? input : new Request(input, init));
      return answer();
    },
  });
  return { client, seen };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('request bodies', () => {
  it('multipart: a file part keeps its content type; query arrays repeat the key', async () => {
    const { client, seen } = recording(() => json({}));
    await client.createDocumentResource({
      tenantLocator: T,
      name: 'policyWording',
      staticName: 'PrivacyNotice',
      jurisdiction: ['IL', 'TX'],
      body: { file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(new URL(req.url).pathname).toBe(`/resource/${T}/documents`);
    expect(new URL(req.url).search).toBe(
      '?name=policyWording&staticName=PrivacyNotice&jurisdiction=IL&jurisdiction=TX',
    );
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.get('authorization')).toBe('Bearer ist_example');
    const form = await req.formData();
    const file = form.get('file') as File;
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('ZIP bytes go raw as application/zip where the operation accepts it', async () => {
    const { client, seen } = recording(() => json({}));
    await client.createLookupTable({
      tenantLocator: T,
      name: 'rates',
      staticName: 'TerritoryRates',
      body: new Uint8Array([80, 75, 3, 4]),
    });
    expect(seen[0]!.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await seen[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('a template string goes as text/plain; an object with `template` as multipart', async () => {
    const { client, seen } = recording(() => json({}));
    await client.uploadLiquid({
      tenantLocator: T,
      name: 'header',
      staticName: 'Letterhead',
      body: 'Hello {{ name }}',
    });
    expect(seen[0]!.headers.get('content-type')).toBe('text/plain');
    expect(await seen[0]!.text()).toBe('Hello {{ name }}');
    await client.uploadLiquid({
      tenantLocator: T,
      name: 'header',
      staticName: 'Letterhead',
      body: { template: 'Hi' },
    });
    expect((await seen[1]!.formData()).get('template')).toBe('Hi');
  });

  it('a bare JSON string body (token value) is sent as a JSON string', async () => {
    const { client, seen } = recording(() => json({ tables: ['read'] }));
    const grouped = await client.getGroupedTokenPermissions({ body: 'ist_abc' });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.text()).toBe('"ist_abc"');
    expect(grouped).toEqual({ tables: ['read'] });
  });
});

describe('answers', () => {
  it('ZIP answers come back as bytes', async () => {
    const { client } = recording(
      () => new Response(new Uint8Array([80, 75, 5, 6]), { headers: { 'Content-Type': 'application/zip' } }),
    );
    const zip = await client.fetchLookupTableInZipFormat({ tenantLocator: T, name: 'rates' });
    expect(zip).toBeInstanceOf(Uint8Array);
    expect([...zip]).toEqual([80, 75, 5, 6]);
  });

  it('text answers come back as strings; empty answers as undefined', async () => {
    const text = recording(
      () => new Response('Dear {{ name }}', { headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(await text.client.fetchTemplate({ tenantLocator: T, name: 'header' })).toBe('Dear {{ name }}');
    const empty = recording(() => new Response(null, { status: 200 }));
    expect(
      await empty.client.retire({ tenantLocator: T, locator: '01J0000000000000000000000A' }),
    ).toBeUndefined();
  });

  it('a non-2xx answer without a Problem body still throws, with the text kept', async () => {
    const { client } = recording(() => new Response('upstream timeout', { status: 504 }));
    const err = await failure(client.fetchTenants());
    expect(err.status).toBe(504);
    expect(err.body).toBe('upstream timeout');
    expect(err.problem).toBeUndefined();
  });
});
