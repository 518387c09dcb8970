import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { token } from '../support/given.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('password policy', () => {
  it('starts with the published defaults', async () => {
    expect(await s.admin.fetchPasswordPolicy()).toEqual({
      passwordPolicies: {
        digits: 1,
        forceExpiredPasswordChange: 90,
        length: 16,
        lowercase: 1,
        maxLength: 64,
        passwordHistory: 4,
        specialChars: 1,
        uppercase: 1,
      },
    });
  });

  it('merges a change into the current policy', async () => {
    await expect(
      s.admin.updatePasswordPolicy({ body: { passwordPolicies: { length: 20, digits: 3 } } }),
    ).resolves.toBeUndefined();
    await s.admin.updatePasswordPolicy({ body: { passwordPolicies: { uppercase: 0 } } });
    expect((await s.admin.fetchPasswordPolicy()).passwordPolicies).toMatchObject({
      length: 20,
      digits: 3,
      uppercase: 0,
      maxLength: 64,
    });
  });

  it('refuses negative values and a length above maxLength, naming each, and changes nothing', async () => {
    const before = await s.admin.fetchPasswordPolicy();
    const err = await failure(
      s.admin.updatePasswordPolicy({ body: { passwordPolicies: { digits: -1, length: 100 } } }),
    );
    expect(err.status).toBe(400);
    expect(err.problem?.errors?.map((e) => e.location).sort()).toEqual([
      'body.passwordPolicies.digits',
      'body.passwordPolicies.length',
    ]);
    expect(await s.admin.fetchPasswordPolicy()).toEqual(before);
  });

  it('refuses unknown rules (400) and needs identity.add; identity.custom grants nothing here (403)', async () => {
    const unknown = await failure(
      s.admin.updatePasswordPolicy({ body: { passwordPolicies: { colour: 1 } } as never }),
    );
    expect(unknown.status).toBe(400);
    const reader = s.as(await token(s.admin, ['identity.read']));
    await expect(reader.fetchPasswordPolicy()).resolves.toBeDefined();
    const denied = await failure(reader.updatePasswordPolicy({ body: { passwordPolicies: { length: 16 } } }));
    expect(denied.status).toBe(403);
    // `custom` is the caller's own user record and tokens; the policy is the installation's.
    const custom = s.as(await token(s.admin, ['identity.custom']));
    expect(
      (await failure(custom.updatePasswordPolicy({ body: { passwordPolicies: { length: 16 } } }))).status,
    ).toBe(403);
    const adder = s.as(await token(s.admin, ['identity.add']));
    await expect(
      adder.updatePasswordPolicy({ body: { passwordPolicies: { length: 16 } } }),
    ).resolves.toBeUndefined();
  });
});
