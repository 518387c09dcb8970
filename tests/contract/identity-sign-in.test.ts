import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@insuite/client';
import { failure } from '../support/failure.js';
import {
  email,
  person,
  role,
  serviceAccount,
  signIn,
  signInRaw,
  strongPassword,
} from '../support/identity.js';
import { movableClock } from '../support/clock.js';
import { startServer, type TestServer } from '../support/server.js';

const MAX_FAILURES = 3;
const LOCKOUT_S = 2;

const clock = movableClock();
let s: TestServer;
let selfRole: string;
beforeAll(async () => {
  s = await startServer({
    clock,
    env: {
      INSUITE_SIGNIN_MAX_FAILURES: String(MAX_FAILURES),
      INSUITE_SIGNIN_LOCKOUT_S: String(LOCKOUT_S),
      INSUITE_OAUTH_TTL_S: '120',
    },
  });
  selfRole = (await role(s.admin, ['users.custom', 'tenants.read', 'tenants.list'])).name;
});
afterAll(() => s.close());

describe('createOAuthToken', () => {
  it('exchanges a user name and password for a bearer token limited by the user’s roles', async () => {
    const { user, password } = await person(s.admin, { roles: [selfRole] });
    const res = await signInRaw(s, user.userName, password);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body).toEqual({
      access_token: expect.stringMatching(/^iso_[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 120,
    });
    await expect(s.as(body.access_token).fetchMyUserDetails()).resolves.toMatchObject({
      locator: user.locator,
    });
    expect(
      (
        await failure(
          s.as(body.access_token).createRole({ body: { name: 'x', description: 'x', permissions: [] } }),
        )
      ).status,
    ).toBe(403);
  });

  it('accepts a form body and the user name in any case', async () => {
    const { user, password } = await person(s.admin, { roles: [selfRole] });
    const res = await fetch(`${s.baseUrl}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: user.userName.toUpperCase(),
        password,
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token_type: string }).token_type).toBe('Bearer');
  });

  it('answers 401 with the same words for a wrong password and an unknown user', async () => {
    const { user } = await person(s.admin);
    const wrong = await failure(signIn(s, user.userName, strongPassword()));
    const unknown = await failure(signIn(s, email('nobody'), strongPassword()));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.problem?.detail).toBe(unknown.problem?.detail);
  });

  it('answers 401 for a disabled user, a user without password and a service account', async () => {
    const disabled = await s.admin.createUser({ body: { userName: email(), firstName: 'a', lastName: 'b' } });
    expect((await failure(signIn(s, disabled.userName, strongPassword()))).status).toBe(401);
    const sso = await s.admin.createUser({
      enableUser: true,
      body: { userName: email(), firstName: 'a', lastName: 'b' },
    });
    expect((await failure(signIn(s, sso.userName, ''))).status).toBe(401);
    const { user: svc } = await serviceAccount(s.admin);
    expect((await failure(signIn(s, svc.userName, strongPassword()))).status).toBe(401);
  });

  it('a temporary password must be changed first (403 PRECONDITION_FAILED), then sign-in works', async () => {
    const { user, password } = await person(s.admin, { roles: [selfRole], temporaryPassword: true });
    const err = await failure(signIn(s, user.userName, password));
    expect(err.status).toBe(403);
    expect(err.code).toBe('PRECONDITION_FAILED');
    // What an app writes to send the user to a password change.
    expect(isApiError(err, 403) && err.code === 'PRECONDITION_FAILED').toBe(true);
    expect(err.problem?.detail).toMatch(/password change required/i);
    const fresh = strongPassword();
    await s.admin.resetUserPassword({ locator: user.locator, body: fresh });
    await expect(signIn(s, user.userName, fresh)).resolves.toMatch(/^iso_/);
  });

  it('refuses other grant types, unknown fields and passwords over 1024 characters (400)', async () => {
    const post = (body: unknown) =>
      fetch(`${s.baseUrl}/auth/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ grant_type: 'client_credentials', username: 'a@b.c', password: 'x' })).status).toBe(
      400,
    );
    expect(
      (await post({ grant_type: 'password', username: 'a@b.c', password: 'x', scope: 'all' })).status,
    ).toBe(400);
    expect(
      (await post({ grant_type: 'password', username: 'a@b.c', password: 'x'.repeat(1025) })).status,
    ).toBe(400);
  });
});

describe('guessing is locked out per user name', () => {
  it(`after ${MAX_FAILURES} failures the name is locked for ${LOCKOUT_S} s (429, Retry-After), even for the right password; others are unaffected`, async () => {
    const target = await person(s.admin, { roles: [selfRole] });
    const bystander = await person(s.admin, { roles: [selfRole] });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signInRaw(s, target.user.userName, strongPassword())).status).toBe(401);
    }
    const locked = await signInRaw(s, target.user.userName, target.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(LOCKOUT_S);
    expect(((await locked.json()) as { code: string }).code).toBe('RATE_LIMITED');
    // The same name in another case is the same name.
    expect((await signInRaw(s, target.user.userName.toUpperCase(), target.password)).status).toBe(429);
    await expect(signIn(s, bystander.user.userName, bystander.password)).resolves.toMatch(/^iso_/);
    clock.advance(LOCKOUT_S * 1000 + 200);
    await expect(signIn(s, target.user.userName, target.password)).resolves.toMatch(/^iso_/);
  });

  it('a success forgets earlier failures', async () => {
    const { user, password } = await person(s.admin, { roles: [selfRole] });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        expect((await signInRaw(s, user.userName, strongPassword())).status).toBe(401);
      }
      await expect(signIn(s, user.userName, password)).resolves.toMatch(/^iso_/);
    }
  });

  it('a flood of parallel guesses: at most the allowed number are checked, the rest are refused, none succeeds; other requests still answer', async () => {
    const { user, password } = await person(s.admin, { roles: [selfRole] });
    const guesses = Array.from({ length: 24 }, () => signInRaw(s, user.userName, strongPassword()));
    const meanwhile = s.admin.fetchPasswordPolicy();
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    await expect(meanwhile).resolves.toBeDefined();
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(24 - MAX_FAILURES);
    expect(statuses.every((x) => x === 401 || x === 429)).toBe(true);
    expect((await signInRaw(s, user.userName, password)).status).toBe(429);
  });

  it('unknown user names are counted too, so a lockout tells nothing about which names exist', async () => {
    const ghost = email('ghost');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signInRaw(s, ghost, strongPassword())).status).toBe(401);
    expect((await signInRaw(s, ghost, strongPassword())).status).toBe(429);
  });
});
