import { describe, expect, it } from 'vitest';
import {
  covers,
  coversTenant,
  grants,
  groupPermissions,
  intersectGrants,
  isValidGrant,
  READ_ONLY_PERMISSIONS,
  tenantAllowed,
} from './permissions.js';

describe('grants', () => {
  it.each([
    [['tables.read'], 'tables', 'read', true],
    [['tables.*'], 'tables', 'upload', true],
    [['*.*'], 'users', 'password-reset', true],
    [['tables.read'], 'tables', 'upload', false],
    [['table.read'], 'tables', 'read', false],
    [[], 'tables', 'read', false],
  ])('%j allows %s.%s: %s', (held, group, action, expected) => {
    expect(grants(held, group, action)).toBe(expected);
  });
});

describe('isValidGrant', () => {
  it.each(['tables.read', 'users.password-reset', 'tables.*', '*.*'])('accepts %s', (g) =>
    expect(isValidGrant(g)).toBe(true),
  );
  it.each(['*.read', 'tables', 'tables.', '.read', 'Tables.read', 'a.b.c', '*'])('refuses %s', (g) =>
    expect(isValidGrant(g)).toBe(false),
  );
});

describe('covers (minting a token)', () => {
  it('a wildcard is covered only by an equal or wider wildcard', () => {
    expect(covers(['tables.*'], 'tables.read')).toBe(true);
    expect(covers(['tables.read'], 'tables.*')).toBe(false);
    expect(covers(['tables.*'], '*.*')).toBe(false);
    expect(covers(['*.*'], '*.*')).toBe(true);
  });
});

describe('tenants', () => {
  const test = { id: 'a', type: 'test' };
  const prod = { id: 'b', type: 'production' };
  it('any, locators and type:test', () => {
    expect(tenantAllowed(['any'], prod)).toBe(true);
    expect(tenantAllowed(['b'], prod)).toBe(true);
    expect(tenantAllowed(['type:test'], test)).toBe(true);
    expect(tenantAllowed(['type:test'], prod)).toBe(false);
    expect(tenantAllowed([], test)).toBe(false);
  });
  it('only a holder of any can hand out any', () => {
    expect(coversTenant(['type:test'], 'any')).toBe(false);
    expect(coversTenant(['any'], 'any')).toBe(true);
    expect(coversTenant(['type:test'], 'a', 'test')).toBe(true);
    expect(coversTenant(['type:test'], 'b', 'production')).toBe(false);
  });
});

describe('read-only role and grouping', () => {
  it('holds reads and lists only', () => {
    expect(READ_ONLY_PERMISSIONS).toContain('tables.read');
    expect(READ_ONLY_PERMISSIONS).toContain('resource-groups.list');
    expect(READ_ONLY_PERMISSIONS.every((p) => /\.(read|list)$/.test(p))).toBe(true);
  });
  it('groups actions by group', () => {
    expect(groupPermissions(['tables.read', 'users.*', 'tables.upload', 'tables.read'])).toEqual({
      tables: ['read', 'upload'],
      users: ['*'],
    });
  });
});

describe('intersectGrants (a token limited by its user)', () => {
  it.each([
    [['tables.read'], ['*.*'], ['tables.read']],
    [['*.*'], ['tables.read', 'users.*'], ['tables.read', 'users.*']],
    [['tables.*'], ['tables.read', 'tables.upload', 'users.read'], ['tables.read', 'tables.upload']],
    [['tables.read', 'tables.*'], ['tables.*'], ['tables.*']],
    [['tables.read'], ['users.read'], []],
    [['*.*'], ['*.*'], ['*.*']],
    [['users.*', 'tables.read'], ['*.*'], ['tables.read', 'users.*']],
  ])('token %j with user %j gives %j', (token, user, expected) => {
    expect(intersectGrants(token, user)).toEqual(expected);
  });
});
