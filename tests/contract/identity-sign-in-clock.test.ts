// Sign-in rules that depend on the passing of days or minutes, checked against the real services
// and database with a clock the test moves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotReads, type HotReads } from '../../server/src/db/hot-reads.js';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { migrateLatest } from '../../server/src/db/migrate.js';
import { AppError } from '../../server/src/errors.js';
import { createAuthService, type Caller } from '../../server/src/identity/auth-service.js';
import { bootstrap } from '../../server/src/identity/bootstrap.js';
import { createPasswordPolicyService } from '../../server/src/identity/password-policy-service.js';
import { createSignInService } from '../../server/src/identity/sign-in-service.js';
import { createUsersService } from '../../server/src/identity/users-service.js';
import { createTenantsService } from '../../server/src/tenants/tenants-service.js';
import { defaultIds, type Clock } from '../../server/src/util.js';
import { email, strongPassword } from '../support/identity.js';
import { engine, freshDatabase } from '../support/server.js';

const DAY = 86400_000;
let now = new Date('2026-03-01T00:00:00.000Z');
const clock: Clock = { now: () => new Date(now) };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let db: Db;
let reads: HotReads;
let dir: string;
let drop: () => Promise<void>;
let admin: Caller;
const policy = () => createPasswordPolicyService({ db });
const users = () =>
  createUsersService({
    db,
    clock,
    ids: defaultIds,
    policy: policy(),
    tenantRefs: createTenantsService({ db, clock, ids: defaultIds, businessAccount: 'insuite' }),
  });
const signIn = () =>
  createSignInService({
    db,
    clock,
    ids: defaultIds,
    policy: policy(),
    settings: { oauthTtlSeconds: 600, signInMaxFailures: 2, signInLockoutSeconds: 60 },
  });

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.code}` : Promise.reject(e)),
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'insuite-clock-'));
  const database = await freshDatabase();
  drop = database.drop;
  db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dir, 'c.db') });
  await migrateLatest(db);
  reads = createHotReads(db);
  const token = `ist_${'c'.repeat(40)}`;
  await bootstrap({ db, clock, ids: defaultIds }, { adminToken: token });
  admin = (await createAuthService({ db, reads, clock }).authenticate(token))!;
});

afterAll(async () => {
  await reads.close();
  await db.destroy();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

async function newUser(): Promise<{ username: string; password: string }> {
  const password = strongPassword();
  const user = await users().create(
    admin,
    { userName: email(), firstName: 'a', lastName: 'b', password },
    false,
  );
  return { username: user.userName, password };
}

describe(`sign-in over time on ${engine()}`, () => {
  it('a password older than forceExpiredPasswordChange days must be changed (403 PRECONDITION_FAILED)', async () => {
    const { username, password } = await newUser();
    const req = { grant_type: 'password' as const, username, password };
    advance(89 * DAY);
    expect(await outcome(signIn().signIn(req))).toBe(200);
    advance(1 * DAY);
    expect(await outcome(signIn().signIn(req))).toBe('403 PRECONDITION_FAILED');
    // 0 turns expiry off.
    await policy().update({ forceExpiredPasswordChange: 0 });
    expect(await outcome(signIn().signIn(req))).toBe(200);
    await policy().update({ forceExpiredPasswordChange: 90 });
  });

  it('a lock lasts signInLockoutSeconds, and failures older than that window are forgotten', async () => {
    const { username, password } = await newUser();
    const wrong = { grant_type: 'password' as const, username, password: strongPassword() };
    const right = { ...wrong, password };
    expect(await outcome(signIn().signIn(wrong))).toBe('401 UNAUTHENTICATED');
    advance(61_000);
    // The first failure is outside the window now: two more are allowed before the lock.
    expect(await outcome(signIn().signIn(wrong))).toBe('401 UNAUTHENTICATED');
    expect(await outcome(signIn().signIn(wrong))).toBe('401 UNAUTHENTICATED');
    expect(await outcome(signIn().signIn(right))).toBe('429 RATE_LIMITED');
    advance(59_000);
    expect(await outcome(signIn().signIn(right))).toBe('429 RATE_LIMITED');
    advance(1_000);
    expect(await outcome(signIn().signIn(right))).toBe(200);
  });

  it('sign-in tokens last INSUITE_OAUTH_TTL_S', async () => {
    const { username, password } = await newUser();
    const auth = createAuthService({ db, reads, clock });
    const { access_token, expires_in } = await signIn().signIn({
      grant_type: 'password',
      username,
      password,
    });
    expect(expires_in).toBe(600);
    advance(599_000);
    expect(await auth.authenticate(access_token)).toBeDefined();
    advance(1_000);
    expect(await auth.authenticate(access_token)).toBeUndefined();
  });
});
