// The contract, its reference page and the pointer to them at / are public; metrics need their own permission; operations
// not built yet carry the "Not built yet" badge the page shows, and only those.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { ApiError } from '@insuite/client';
import { SPEC_PATH } from '../../server/src/app.js';
import { isImplemented } from '../../server/src/http/dispatch.js';
import { redocBundlePath } from '../../server/src/system/docs-page.js';
import { markNotBuilt } from '../../server/src/system/not-built.js';
import { operations, type OperationId } from '../../generated/operations.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token } from '../support/given.js';
import { handlers } from '../support/built.js';

let s: TestServer;
// A server without test controls leaves them out of the contract it serves.
const controlIds = new Set(
  (Object.keys(operations) as OperationId[]).filter((id) => operations[id].group === 'test-controls'),
);
const notBuiltIds = () =>
  new Set((Object.keys(operations) as OperationId[]).filter((id) => !isImplemented(handlers[id])));
// The contract as served, worked out before any request: parsing it holds this process (the
// server's too) for a while, longer than an idle connection is kept open.
let expected: string;
beforeAll(async () => {
  expected = markNotBuilt(readFileSync(SPEC_PATH, 'utf8'), notBuiltIds(), controlIds);
  s = await startServer();
});
afterAll(() => s.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${s.baseUrl}${path}`, { headers });

describe('the contract and the reference page without a token', () => {
  it('GET /openapi.yaml answers the contract as text/yaml (byte for byte but for the not-built badges and the test controls left out)', async () => {
    const res = await get('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(await res.text()).toBe(expected);
  });

  it('GET /openapi.json answers the same document as JSON', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(YAML.parse(expected));
  });

  it('GET /docs is the Redoc page, its script served by this server, with request samples', async () => {
    const res = await get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<script src="/docs/redoc.standalone.js"></script>');
    // Every script and stylesheet the page names is on this server.
    expect(html).not.toMatch(/(src|href)="https?:/);
    const contract = JSON.parse(
      /<script id="contract" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    const op = contract.paths['/resource/{tenantLocator}/groups'].post;
    expect(op['x-codeSamples'].map((c: { label: string }) => c.label)).toEqual(['curl', 'SDK']);
    expect(op['x-codeSamples'][0].source).toContain(
      'curl -X POST "$INSUITE_URL/resource/<tenantLocator>/groups"',
    );
    expect(op['x-codeSamples'][1].source).toContain('await insuite.createResourceGroup({ tenantLocator');

    const script = await get('/docs/redoc.standalone.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Redoc's bundle, but for the logo it would load from its CDN.
    const served = await script.text();
    expect(readFileSync(redocBundlePath(), 'utf8')).toContain('https://cdn.redoc.ly/');
    expect(served).not.toContain('https://cdn.');
    expect(served.length).toBeGreaterThan(readFileSync(redocBundlePath(), 'utf8').length - 200);
  });

  it('GET / says where the reference, the console, the contract and the probes are', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const root = await s.as().getRoot();
    expect(root).toEqual({
      name: expect.any(String),
      version: expect.any(String),
      docs: '/docs',
      console: '/console',
      openapi: '/openapi.yaml',
      health: '/healthz',
    });
    expect((await get(root.docs)).status).toBe(200);
    expect((await get(root.console)).status).toBe(200);
    expect((await get(root.health)).status).toBe(200);
  });

  it('the SDK reads them without a token too', async () => {
    const anonymous = s.as();
    expect(await anonymous.getOpenApiSpec()).toContain('openapi: 3.0.3');
    expect((await anonymous.getOpenApiJson()).openapi).toBe('3.0.3');
    expect(await anonymous.getApiDocs()).toContain('Redoc.init');
  });
});

describe('GET /metrics', () => {
  it('needs a token: 401 without one', async () => {
    const err = await s
      .as()
      .getMetrics()
      .catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
  });

  it('needs metrics.read: 403 for a token with other permissions, 200 for a scraper token', async () => {
    const other = await token(s.admin, ['tenants.read']);
    const refused = await s
      .as(other)
      .getMetrics()
      .catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(403);
    expect((refused as ApiError).problem?.detail).toContain('metrics.read');

    const scraper = await token(s.admin, ['metrics.read']);
    await s.as().getHealth();
    const text = await s.as(scraper).getMetrics();
    expect(text).toContain('insuite_http_request_duration_seconds_count{operation="getHealth",status="200"}');
    // The scraper's token reads nothing else.
    const tenants = await s
      .as(scraper)
      .fetchTenants()
      .catch((e: unknown) => e);
    expect((tenants as ApiError).status).toBe(403);
  });
});

describe('operations not built yet', () => {
  type Spec = {
    paths: Record<string, Record<string, { operationId: string; 'x-badges'?: { name: string }[] }>>;
  };
  const notBuilt = (Object.keys(operations) as OperationId[]).filter((id) => !isImplemented(handlers[id]));

  it('carry the "Not built yet" badge in the contract served, and no built operation does', async () => {
    const served = (await (await fetch(`${s.baseUrl}/openapi.json`)).json()) as Spec;
    const badged = Object.values(served.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op['x-badges']?.some((b) => b.name === 'Not built yet'))
      .map((op) => op.operationId);
    expect(badged.sort()).toEqual([...notBuilt].sort());
    // The YAML says the same (it is the same contract, as text).
    const yaml = YAML.parse(await (await fetch(`${s.baseUrl}/openapi.yaml`)).text()) as Spec;
    expect(yaml).toEqual(served);
  });

  it('answer 501, as the badge says', async () => {
    const t = await tenant(s.admin);
    const spec = YAML.parse(readFileSync(SPEC_PATH, 'utf8')) as Spec;
    // Those a bare GET reaches: only the tenant in the path, no required query parameter.
    const simple = notBuilt.filter(
      (id) =>
        operations[id].method === 'get' &&
        operations[id].pathParams.join() === 'tenantLocator' &&
        (
          spec.paths[operations[id].path]?.get as { parameters?: { required?: boolean; in?: string }[] }
        )?.parameters?.every((p) => !(p.in === 'query' && p.required)) !== false,
    );
    for (const id of simple) {
      const res = await fetch(`${s.baseUrl}${operations[id].path.replace('{tenantLocator}', t)}`, {
        headers: { Authorization: `Bearer ${s.adminToken}` },
      });
      expect(res.status, id).toBe(501);
      expect((await res.json()).detail).toBe(`${id} is not implemented yet`);
    }
  });
});
