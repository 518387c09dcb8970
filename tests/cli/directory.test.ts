// The insuite commands that list tenants and create and list users, roles and tokens: what the
// README's tour does with them, checked against the server through the SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@insuite/client';
import { homeownersConfig, unique } from '../support/given.js';
import { insuite } from '../support/cli.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
const as = () => ({ url: s.baseUrl, token: s.adminToken });
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('tenant list', () => {
  it('lists every tenant with its locator, type and creation time; --json gives the records', async () => {
    const name = unique('listed');
    const { locator } = await s.admin.createTenant({ name, body: homeownersConfig() });
    const r = await insuite(['tenant', 'list'], as());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Name\s+Locator\s+Type\s+Created$/m);
    expect(r.stdout).toMatch(new RegExp(`^${name}\\s+${locator}\\s+test\\s+\\d{4}-`, 'm'));
    const json = await insuite(['--json', 'tenant', 'list', '--type', 'test'], as());
    const tenants = JSON.parse(json.stdout) as { locator: string; name: string }[];
    expect(tenants).toContainEqual(expect.objectContaining({ locator, name }));
    const bad = await insuite(['tenant', 'list', '--type', 'prod'], as());
    expect(bad.code).toBe(2);
  });
});

describe('output people read', () => {
  it('role list wraps long permission lists; token list shows a token that never expires as never', async () => {
    const roles = await insuite(['role', 'list'], as());
    expect(roles.code).toBe(0);
    expect(Math.max(...roles.stdout.split('\n').map((l) => l.length))).toBeLessThan(120);
    const page = await s.admin.fetchRoles({});
    if (Array.isArray(page)) throw new Error('expected the list record');
    const readOnly = page.items.find((r) => r.name === 'read-only')!;
    for (const p of readOnly.permissions) expect(roles.stdout).toContain(p);
    const tokens = await insuite(['token', 'list'], as());
    expect(tokens.stdout).toMatch(/^bootstrap\s.*\snever$/m);
    expect(tokens.stdout).not.toContain('9999');
  });
});

describe('role, user and token commands', () => {
  const PASSWORD = 'Directory-Password-2026!';

  it("set a user's password, the admin's too, so that the password sign-in works", async () => {
    const admin = 'admin@insuite.local';
    await expect(signIn({ baseUrl: s.baseUrl, username: admin, password: PASSWORD })).rejects.toThrow();
    const r = await insuite(['user', 'password', admin, '--password-stdin'], {
      ...as(),
      input: `${PASSWORD}\n`,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Set the password of ${admin}\n`);
    const client = await signIn({ baseUrl: s.baseUrl, username: admin, password: PASSWORD });
    expect((await client.fetchMyUserDetails()).userName).toBe(admin);
    const typo = await insuite(['user', 'password', 'admin@insuite.lcal', '--password', PASSWORD], as());
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('admin@insuite.local');
    const none = await insuite(['user', 'password', admin], as());
    expect(none.code).toBe(2);
  });

  it('create a role and a user who can sign in with it, and list both', async () => {
    const role = unique('rater');
    const r = await insuite(
      ['role', 'create', role, '--permissions', 'tables.read,users.custom', '--description', 'Reads tables'],
      as(),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Created role ${role}: tables.read, users.custom\n`);

    const userName = `${unique('ann')}@example.com`;
    const u = await insuite(
      [
        '--json',
        'user',
        'create',
        userName,
        '--first-name',
        'Ann',
        '--last-name',
        'Lee',
        '--password',
        PASSWORD,
        '--roles',
        role,
        '--tenants',
        'any',
      ],
      as(),
    );
    expect(u.code).toBe(0);
    expect(JSON.parse(u.stdout)).toMatchObject({ userName, roles: [role], tenants: ['any'] });
    const ann = await signIn({ baseUrl: s.baseUrl, username: userName, password: PASSWORD });
    expect((await ann.fetchMyUserDetails()).userName).toBe(userName);

    const users = await insuite(['user', 'list'], as());
    expect(users.code).toBe(0);
    expect(users.stdout).toMatch(new RegExp(`^${userName}\\s+Ann Lee\\s+${role}\\s+any\\s`, 'm'));
    const roles = await insuite(['--json', 'role', 'list'], as());
    expect(JSON.parse(roles.stdout)).toContainEqual(
      expect.objectContaining({ name: role, permissions: ['tables.read', 'users.custom'] }),
    );
  });

  it('user create refuses a weak password with the server’s reasons (exit 1)', async () => {
    const r = await insuite(
      [
        'user',
        'create',
        `${unique('bob')}@example.com`,
        '--first-name',
        'Bob',
        '--last-name',
        'Roe',
        '--password',
        'x',
      ],
      as(),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Where\s+Problem$/m);
  });

  it('token list shows the tokens made with token create, without their values', async () => {
    const name = unique('scraper');
    const made = await insuite(['token', 'create', '--name', name, '--permissions', 'metrics.read'], as());
    expect(made.code).toBe(0);
    const r = await insuite(['token', 'list'], as());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^${name}\\s+metrics\\.read\\s+any\\s+\\d{4}-`, 'm'));
    expect(r.stdout).not.toContain(made.stdout.trim());
  });
});
