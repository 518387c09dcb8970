import { describe, expect, it } from 'vitest';
import { SettingsError, loadSettings } from './settings.js';

describe('loadSettings', () => {
  it('has the documented defaults', () => {
    const c = loadSettings({});
    expect(c).toMatchObject({
      port: 8080,
      oauthTtlSeconds: 3600,
      webhookTimeoutMs: 10000,
      templateCheckTimeoutMs: 2000,
      webhookAllowPrivate: false,
      logLevel: 'info',
      sqliteSynchronous: 'normal',
    });
    expect(loadSettings({ INSUITE_SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.databaseUrl).toBeUndefined();
  });
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ INSUITE_SQLITE_SYNCHRONOUS: 'off' }, 'INSUITE_SQLITE_SYNCHRONOUS'],
    [{ INSUITE_MASTER_KEY: 'c2hvcnQ=' }, 'INSUITE_MASTER_KEY'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ INSUITE_WEBHOOK_ALLOW_PRIVATE: 'maybe' }, 'INSUITE_WEBHOOK_ALLOW_PRIVATE'],
    [{ INSUITE_ADMIN_TOKEN: 'short' }, 'INSUITE_ADMIN_TOKEN'],
    [{ INSUITE_TEMPLATE_LIMIT_BYTES: '10' }, 'INSUITE_TEMPLATE_LIMIT_BYTES'],
    [{ INSUITE_TEMPLATE_CHECK_TIMEOUT_MS: '50' }, 'INSUITE_TEMPLATE_CHECK_TIMEOUT_MS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    expect(() => loadSettings(env)).toThrow(name);
  });
});
