// No identity answer carries a password, a password hash, a token hash or a client secret, and a
// token value appears only in the answer that created it. At rest: passwords as argon2id hashes,
// tokens as SHA-256 hashes, client secrets sealed.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type InsuiteClient } from '@insuite/client';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { failure } from '../support/failure.js';
import { inAYear, tenant, unique } from '../support/given.js';
import { email, strongPassword } from '../support/identity.js';
import { freshDatabase, startServer, type TestServer } from '../support/server.js';

interface Recorded {
  call: string;
  status: number;
  body: string;
}

let s: TestServer;
let db: Db;
let dropDatabase: () => Promise<void>;
const recorded: Recorded[] = [];
let rec: InsuiteClient;

const recordingFetch: typeof fetch = async (input, init) => {
  const req = new Request(input, init);
  const call = `${req.method} ${new URL(req.url).pathname}`;
  const res = await fetch(req);
  recorded.push({ call, status: res.status, body: await res.clone().text() });
  return res;
};

beforeAll(async () => {
  // A database of our own, so the test can look at what is stored.
  const database = await freshDatabase();
  dropDatabase = database.drop;
  s = await startServer({ env: database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {} });
  db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(s.dataDir, 'insuite.db') });
  rec = createClient({ baseUrl: s.baseUrl, token: s.adminToken, fetch: recordingFetch });
});
afterAll(async () => {
  await db.destroy();
  await s.close();
  await dropDatabase();
});

const sha256 = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex');

describe('secrets in answers and at rest', () => {
  const passwords: string[] = [];
  const tokens: { value: string; createdBy: string }[] = [];
  let clientSecret = '';

  it('runs the identity flows, recording every answer', async () => {
    const t = await tenant(s.admin);
    const first = strongPassword();
    const second = strongPassword();
    passwords.push(first, second);
    const roleName = unique('r');
    const role = await rec.createRole({
      body: { name: roleName, description: 'd', permissions: ['users.custom', 'users.write', 'users.token'] },
    });
    await rec.createTenantRole({
      tenantLocator: t,
      roleLocator: role.locator,
      body: { permissions: ['users.custom'] },
    });
    await rec.getTenantRole({ tenantLocator: t, roleLocator: role.locator });
    const user = await rec.createUser({
      body: {
        userName: email(),
        firstName: 'a',
        lastName: 'b',
        password: first,
        roles: [roleName],
        tenants: ['any'],
      },
    });
    await failure(
      rec.createUser({ body: { userName: user.userName, firstName: 'a', lastName: 'b', password: first } }),
    );
    await failure(
      rec.createUser({ body: { userName: email(), firstName: 'a', lastName: 'b', password: 'weakpass' } }),
    );
    await failure(rec.resetUserPassword({ locator: user.locator, body: first }));
    await failure(rec.resetUserPassword({ locator: user.locator, body: 'x'.repeat(1025) }));
    await rec.resetUserPassword({ locator: user.locator, body: second });
    await rec.fetchUserByLocator({ locator: user.locator });
    await rec.fetchMultipleUsers({});
    await rec.fetchMyUserDetails();
    await failure(
      createClient({ baseUrl: s.baseUrl, fetch: recordingFetch }).createOAuthToken({
        body: { grant_type: 'password', username: user.userName, password: first },
      }),
    );
    const session = (
      await createClient({ baseUrl: s.baseUrl, fetch: recordingFetch }).createOAuthToken({
        body: { grant_type: 'password', username: user.userName, password: second },
      })
    ).access_token;
    tokens.push({ value: session, createdBy: 'POST /auth/oauth/token' });
    const asUser = createClient({ baseUrl: s.baseUrl, token: session, fetch: recordingFetch });
    await asUser.fetchMyUserDetails();
    const own = await asUser.createAuthToken({
      body: { name: unique('own'), permissions: ['users.custom'], tenants: ['any'], expiresAt: inAYear() },
    });
    tokens.push({ value: own, createdBy: 'POST /auth/users/tokens' });
    await asUser.fetchAuthTokens();
    const svc = await rec.createUser({
      enableUser: true,
      body: {
        userName: email('svc'),
        firstName: 's',
        lastName: 'a',
        serviceAccount: true,
        roles: ['read-only'],
      },
    });
    const svcToken = await rec.createServiceAccountAuthToken({
      locator: svc.locator,
      body: { name: unique('svc'), permissions: ['*.*'], tenants: ['any'], expiresAt: inAYear() },
    });
    tokens.push({ value: svcToken, createdBy: `POST /auth/users/${svc.locator}/tokens` });
    await rec.fetchAuthTokensForUser({ locator: svc.locator });
    await rec.getGroupedTokenPermissions({ body: svcToken });
    await rec.getGroupedTokenPermissions({ body: own });
    clientSecret = `oidc-secret-${unique('s')}`;
    await rec.addOIDCIdentityProvider({
      body: {
        id: unique('oidc'),
        displayName: 'o',
        importConfigUrl: 'https://login.example.test/',
        clientId: 'c',
        clientSecret,
      },
    });
    await rec.addSAMLIdentityProvider({
      body: { id: unique('saml'), displayName: 's', singleSignOnServiceUrl: 'https://idp.example.test/' },
    });
    await rec.addUserDataAccess({
      locator: user.locator,
      tenantLocator: t,
      body: { maskingLevel: 'level1', accessControlFields: {} },
    });
    await rec.fetchUserMasks({ locator: user.locator });
    expect(recorded.length).toBeGreaterThan(25);
  });

  it('no answer contains a password, a hash, a sealed or plain client secret, or another answer’s token', async () => {
    const passwordHashes = [
      ...(await db('users').whereNotNull('password_hash').pluck('password_hash')),
      ...(await db('password_history').pluck('password_hash')),
    ] as string[];
    const tokenHashes = (await db('auth_tokens').pluck('token_hash')) as string[];
    const sealed = (await db('identity_providers')
      .whereNotNull('client_secret')
      .pluck('client_secret')) as string[];
    expect(passwordHashes.length).toBeGreaterThanOrEqual(2);
    expect(sealed).toHaveLength(1);
    const forbidden = [
      ...passwords,
      ...passwordHashes,
      ...tokenHashes,
      ...tokens.map((t) => sha256(t.value)),
      ...sealed,
      clientSecret,
      '$argon2',
      'password_hash',
      'token_hash',
      'client_secret',
    ];
    for (const r of recorded) {
      for (const f of forbidden) expect(r.body, `${r.call} (${r.status})`).not.toContain(f);
      for (const t of tokens) {
        if (r.call !== t.createdBy) expect(r.body, `${r.call} (${r.status})`).not.toContain(t.value);
      }
    }
  });

  it('at rest: argon2id password hashes, SHA-256 token hashes, sealed client secrets, no plain values', async () => {
    const rows = JSON.stringify({
      users: await db('users').select('*'),
      history: await db('password_history').select('*'),
      tokens: await db('auth_tokens').select('*'),
      providers: await db('identity_providers').select('*'),
    });
    for (const p of passwords) expect(rows).not.toContain(p);
    for (const t of tokens) {
      expect(rows).not.toContain(t.value);
      expect(rows).toContain(sha256(t.value));
    }
    expect(rows).not.toContain(clientSecret);
    const hashes = (await db('password_history').pluck('password_hash')) as string[];
    expect(hashes.every((h) => h.startsWith('$argon2id$'))).toBe(true);
    const sealed = (await db('identity_providers')
      .whereNotNull('client_secret')
      .pluck('client_secret')) as string[];
    expect(sealed[0]).toMatch(/^v1\./);
  });
});
