// The README's five-minute tour, step by step, against a server: the commands a newcomer pastes.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@insuite/client';
import { insuite } from '../support/cli.js';
import { startServer, type TestServer } from '../support/server.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');
const PASSWORD = 'Tour-Password-2026!';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const curl = (method: string, path: string, body?: unknown) =>
  fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the tour', () => {
  it('1. creates the example tenant with the CLI', async () => {
    const r = await insuite(['--json', 'tenant', 'create', 'homeowners', '--config', FIXTURE], {
      url: s.baseUrl,
      token: s.adminToken,
    });
    expect(r.code).toBe(0);
    t = (JSON.parse(r.stdout) as { locator: string }).locator;
  });

  it('2–3. uploads its tables with the CLI and looks a rate up with curl', async () => {
    const r = await insuite(
      ['tables', 'upload', FIXTURE, '--tenant', t, '--group', 'rates-2026', '--from', '2026-01-01T00:00:00Z'],
      { url: s.baseUrl, token: s.adminToken },
    );
    expect(r.code).toBe(0);
    const rate = await curl('GET', `/resource/${t}/tables/TerritoryRates/record?key=IL&key=Cook`);
    expect(rate.status).toBe(200);
    expect(await rate.text()).toContain('812.5');
  });

  it('4. creates a role and a user with the CLI', async () => {
    const role = await insuite(
      [
        'role',
        'create',
        'rater',
        '--permissions',
        'tables.read,users.custom',
        '--description',
        'Reads rating tables',
      ],
      { url: s.baseUrl, token: s.adminToken },
    );
    expect(role.code).toBe(0);
    const user = await insuite(
      [
        'user',
        'create',
        'ann@example.com',
        '--first-name',
        'Ann',
        '--last-name',
        'Lee',
        '--password-stdin',
        '--roles',
        'rater',
        '--tenants',
        'any',
      ],
      { url: s.baseUrl, token: s.adminToken, input: `${PASSWORD}\n` },
    );
    expect(user.stderr).toBe('');
    expect(user.code).toBe(0);
  });

  it('5. signs in as that user with the SDK', async () => {
    const ann = await signIn({ baseUrl: s.baseUrl, username: 'ann@example.com', password: PASSWORD });
    expect((await ann.fetchMyUserDetails()).userName).toBe('ann@example.com');
  });

  it('5. looks the rate up with the SDK as that user', async () => {
    const ann = await signIn({ baseUrl: s.baseUrl, username: 'ann@example.com', password: PASSWORD });
    const rate = await ann.fetchTableRecord({
      tenantLocator: t,
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
    });
    expect(JSON.stringify(rate)).toContain('812.5');
  });
});
