// Imports the SDK as another app would: the built package, resolved through its package.json.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '@insuite/client';
import { startServer, type TestServer } from '../../support/server.js';
import { tenant } from '../../support/given.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('the built @insuite/client package', () => {
  it('resolves to the compiled JavaScript with type declarations, for import and require alike', () => {
    const require = createRequire(import.meta.url);
    const pkg = require('@insuite/client/package.json') as {
      exports: { '.': { default: string; types: string } };
      sideEffects: boolean;
    };
    expect(pkg.exports['.'].default).toMatch(/^\.\/dist\/.*\.js$/);
    expect(pkg.exports['.'].types).toMatch(/\.d\.ts$/);
    expect(pkg.sideEffects).toBe(false);
    // One ES module for both (Node's require() of an ES module); tests/packaging/packed-package.test.ts runs it in plain Node.
    const required = require('@insuite/client') as typeof sdk;
    expect(typeof required.createClient).toBe('function');
  });

  it('has one method per operation of the contract, besides the openapi-fetch methods', () => {
    const client = sdk.createClient({ baseUrl: s.baseUrl });
    for (const id of [
      'fetchResourceGroup',
      'createLookupTable',
      'getGroupedTokenPermissions',
      'createOAuthToken',
    ]) {
      expect(typeof (client as unknown as Record<string, unknown>)[id]).toBe('function');
    }
    expect(typeof client.raw.GET).toBe('function');
    expect(typeof client.use).toBe('function');
    // The path-typed methods are on `raw` only.
    expect('GET' in client).toBe(false);
  });

  it('throws ApiError with the Problem body and request id on a non-2xx answer', async () => {
    const err = await sdk
      .createClient({ baseUrl: s.baseUrl })
      .fetchTenants()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(sdk.ApiError);
    const e = err as sdk.ApiError;
    expect(e.status).toBe(401);
    expect(e.code).toBe('UNAUTHENTICATED');
    expect(e.requestId).toMatch(/^[0-9A-Z]{26}$/);
    expect(e.message).toContain('401 UNAUTHENTICATED');
  });

  it('the raw openapi-fetch client carries the token, is typed by path and answers errors as `error`', async () => {
    const client = sdk.createClient({ baseUrl: s.baseUrl, token: s.adminToken });
    const t = await tenant(client);
    const { data } = await client.raw.GET('/resource/{tenantLocator}/groups/list', {
      params: { path: { tenantLocator: t }, query: { count: 5 } },
    });
    expect(data).toEqual({ listCompleted: true, items: [] });
    const missing = await client.raw.GET('/resource/{tenantLocator}/groups/{locator}', {
      params: { path: { tenantLocator: t, locator: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } },
    });
    expect(missing.data).toBeUndefined();
    expect(missing.error?.code).toBe('NOT_FOUND');
    expect(missing.response.status).toBe(404);
  });

  it('sends bodies by media type: JSON objects, ZIP bytes, and text answers', async () => {
    const client = sdk.createClient({ baseUrl: s.baseUrl, token: s.adminToken });
    const spec = await client.getOpenApiSpec();
    expect(typeof spec).toBe('string');
    const bad = await client
      .createTenant({ name: 'z', body: new Uint8Array([80, 75, 0, 0]) })
      .catch((e: unknown) => e);
    expect((bad as sdk.ApiError).status).toBe(400);
    expect((bad as sdk.ApiError).problem?.detail).toMatch(/ZIP/);
  });
});
