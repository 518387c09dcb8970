// CORS: off unless INSUITE_CORS_ORIGINS lists origins; for those, preflights are answered and
// answers (errors too) carry the headers a browser needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../server/src/settings.js';
import { startServer, type TestServer } from '../support/server.js';

const APP = 'https://app.example.test';

const preflight = (baseUrl: string, origin: string, path = '/auth/tenants/list') =>
  fetch(`${baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

describe('without INSUITE_CORS_ORIGINS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('answers no preflight and allows no origin', async () => {
    const res = await preflight(s.baseUrl, APP);
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${s.baseUrl}/healthz`, { headers: { Origin: APP } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('with INSUITE_CORS_ORIGINS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ env: { INSUITE_CORS_ORIGINS: `${APP}, http://localhost:5173` } });
  });
  afterAll(() => s.close());

  it('answers a preflight from a listed origin with 204 and the allowed methods and headers', async () => {
    const res = await preflight(s.baseUrl, APP);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the listed origin read answers, errors included, and their request id', async () => {
    const ok = await fetch(`${s.baseUrl}/auth/tenants/list`, {
      headers: { Origin: 'http://localhost:5173', Authorization: `Bearer ${s.adminToken}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const refused = await fetch(`${s.baseUrl}/auth/tenants/list`, { headers: { Origin: APP } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('ignores origins it does not list', async () => {
    const res = await preflight(s.baseUrl, 'https://evil.example.test');
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${s.baseUrl}/healthz`, { headers: { Origin: 'https://evil.example.test' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the setting', () => {
  it('takes a comma-separated list of origins and refuses anything else, naming the variable', () => {
    expect(loadSettings({ INSUITE_CORS_ORIGINS: 'https://a.test, http://b.test:8080' }).corsOrigins).toEqual([
      'https://a.test',
      'http://b.test:8080',
    ]);
    expect(loadSettings({}).corsOrigins).toEqual([]);
    for (const bad of ['https://a.test/', 'a.test', 'ftp://a.test', '*']) {
      expect(() => loadSettings({ INSUITE_CORS_ORIGINS: bad })).toThrow(SettingsError);
      expect(() => loadSettings({ INSUITE_CORS_ORIGINS: bad })).toThrow(/INSUITE_CORS_ORIGINS/);
    }
  });
});
