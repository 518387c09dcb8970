// Roles and permissions can be seen: fetchRoles (paged) and fetchPermissions, both extensions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { token, unique } from '../support/given.js';
import { role } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('fetchRoles', () => {
  it('lists the built-in roles first, then created ones, with their permissions', async () => {
    const created = await role(s.admin, ['tables.read', 'users.read'], unique('underwriter-'));
    const page = await s.admin.fetchRoles({});
    if (Array.isArray(page)) throw new Error('expected the list record');
    expect(page.listCompleted).toBe(true);
    const names = page.items.map((r) => r.name);
    // Both built-in roles are made in one start, so their order between them is not fixed.
    expect(names.slice(0, 2).sort()).toEqual(['admin', 'read-only']);
    expect(page.items.find((r) => r.name === 'admin')!.permissions).toEqual(['*.*']);
    expect(page.items.find((r) => r.name === 'read-only')!.permissions).toContain('tables.read');
    expect(page.items.find((r) => r.name === created.name)).toEqual(created);
  });

  it('pages with offset and count, and answers the bare array with extended=false', async () => {
    const first = await s.admin.fetchRoles({ count: 1 });
    if (Array.isArray(first)) throw new Error('expected the list record');
    expect(first.listCompleted).toBe(false);
    expect(first.items).toHaveLength(1);
    const second = await s.admin.fetchRoles({ offset: 1, count: 1, extended: false });
    if (!Array.isArray(second)) throw new Error('expected the bare array');
    expect([first.items[0]!.name, second[0]!.name].sort()).toEqual(['admin', 'read-only']);
  });

  it('needs roles.read (403 naming it), which the read-only role holds', async () => {
    const none = await token(s.admin, ['tables.read']);
    const err = await failure(s.as(none).fetchRoles({}));
    expect(err.status).toBe(403);
    expect(err.problem?.detail).toMatch(/roles\.read/);
    const reader = await token(s.admin, ['roles.read']);
    const page = await s.as(reader).fetchRoles({});
    expect(Array.isArray(page) ? page : page.items).not.toHaveLength(0);
  });
});

describe('fetchPermissions', () => {
  it('lists every permission once, in name order, with the operations it opens', async () => {
    const all = await s.admin.fetchPermissions();
    const names = all.map((p) => p.name);
    expect(names).toEqual([...new Set(names)].sort());
    const byName = new Map(all.map((p) => [p.name, p]));
    expect(byName.get('roles.read')).toMatchObject({ group: 'roles', action: 'read' });
    expect(byName.get('roles.read')!.operations).toEqual(
      expect.arrayContaining(['fetchRoles', 'fetchPermissions']),
    );
    expect(byName.get('users.add')!.operations).toContain('createUser');
    for (const p of all) expect(p.name).toBe(`${p.group}.${p.action}`);
  });

  it('names every permission a role can grant: each read-only grant is one of them', async () => {
    const all = new Set((await s.admin.fetchPermissions()).map((p) => p.name));
    const page = await s.admin.fetchRoles({ extended: false });
    const readOnly = page.find((r) => r.name === 'read-only')!;
    for (const grant of readOnly.permissions) expect(all.has(grant), grant).toBe(true);
  });

  it('a listed permission really opens its operations', async () => {
    const all = await s.admin.fetchPermissions();
    const listUsers = all.find((p) => p.operations.includes('fetchMultipleUsers'))!;
    const holder = await token(s.admin, [listUsers.name]);
    await s.as(holder).fetchMultipleUsers({});
    expect((await failure(s.as(holder).fetchRoles({}))).status).toBe(403);
  });
});
