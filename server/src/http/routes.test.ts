import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/operations.js';
import { matchRoute } from './routes.js';

const T = '2f1c6d0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('matchRoute', () => {
  it.each([
    ['GET', `/resource/${T}/groups/list`, 'fetchResourceGroups'],
    ['GET', `/resource/${T}/groups/01J0000000000000000000000A`, 'fetchResourceGroup'],
    ['GET', '/auth/users/tokens', 'fetchAuthTokens'],
    ['GET', '/auth/users/list', 'fetchMultipleUsers'],
    ['GET', '/auth/users/whoami', 'fetchMyUserDetails'],
    ['GET', `/auth/users/${T}`, 'fetchUserByLocator'],
    ['POST', '/auth/users/tokens/permissions', 'getGroupedTokenPermissions'],
    ['DELETE', '/auth/users/tokens/mytoken', 'deleteAuthToken'],
    ['GET', `/auth/users/${T}/tokens`, 'fetchAuthTokensForUser'],
    ['GET', `/resource/${T}/resources/list`, 'fetchMultipleResources'],
    ['GET', `/resource/${T}/resources/type/table/list`, 'fetchMultipleResourcesByType'],
    ['GET', `/resource/${T}/resources/rates`, 'fetchResource'],
    ['GET', '/auth/tenants/mytenants/list', 'fetchMyTenants'],
    ['HEAD', '/healthz', 'getHealth'],
  ])('%s %s → %s', (method, path, id) => {
    const r = matchRoute(method, path);
    expect(r.kind === 'match' && r.match.operationId).toBe(id);
  });

  it('extracts and decodes path parameters', () => {
    const r = matchRoute('DELETE', `/auth/users/${T}/tokens/my%20token`);
    expect(r.kind === 'match' && r.match.params).toEqual({ locator: T, tokenOrName: 'my token' });
  });

  it('knows 404 from 405', () => {
    expect(matchRoute('GET', '/nowhere')).toEqual({ kind: 'not-found' });
    expect(matchRoute('DELETE', '/auth/identity/passwordPolicy')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'PUT'],
    });
  });
});

describe('malformed percent-escapes', () => {
  it.each(['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', 'a%'])('%s names the parameter', (raw) => {
    expect(matchRoute('GET', `/auth/users/${raw}`)).toEqual({
      kind: 'bad-escape',
      param: 'locator',
      raw,
      why: 'encoding',
    });
  });
});

describe('an encoded NUL', () => {
  it('names the parameter', () => {
    expect(matchRoute('DELETE', '/auth/users/tokens/a%00b')).toEqual({
      kind: 'bad-escape',
      param: 'tokenOrName',
      raw: 'a%00b',
      why: 'nul',
    });
  });
});

describe('matchRoute on paths without parameters', () => {
  it('matches each such operation by its path, for its method and HEAD for GET, with no parameters', () => {
    for (const [id, info] of Object.entries(operations)) {
      if (info.path.includes('{')) continue;
      for (const method of info.method === 'get' ? ['GET', 'HEAD'] : [info.method.toUpperCase()]) {
        const r = matchRoute(method, info.path);
        expect(r.kind === 'match' && [r.match.operationId, r.match.params], `${method} ${info.path}`).toEqual(
          [id, {}],
        );
      }
    }
    // Another method on such a path is still told which methods it has.
    expect(matchRoute('POST', '/healthz')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
  });

  it('gives each request its own parameters object', () => {
    const a = matchRoute('GET', '/healthz');
    const b = matchRoute('GET', '/healthz');
    expect(a.kind === 'match' && b.kind === 'match' && a.match.params !== b.match.params).toBe(true);
  });
});
