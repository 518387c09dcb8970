// Users, roles and sign-ins built through the API for the identity tests.
import { randomBytes } from 'node:crypto';
import type { InsuiteClient, Permission, Schema } from '@insuite/client';
import { inAYear, unique } from './given.js';
import type { TestServer } from './server.js';

/** A password that meets the default policy (16+ characters, digit, lower, upper, special). */
export const strongPassword = (): string => `Pw-${randomBytes(8).toString('hex')}X1!`;

export const email = (prefix = 'u'): string => `${unique(prefix)}@example.test`;

export async function role(client: InsuiteClient, permissions: Permission[], name = unique('role-')) {
  return client.createRole({ body: { name, description: `${name} for tests`, permissions } });
}

/** A person with a password (enabled). */
export async function person(
  client: InsuiteClient,
  opts: { roles?: string[]; tenants?: string[]; password?: string; temporaryPassword?: boolean } = {},
): Promise<{ user: Schema<'UserResponse'>; password: string }> {
  const password = opts.password ?? strongPassword();
  const user = await client.createUser({
    body: {
      userName: email('p'),
      firstName: 'Pat',
      lastName: 'Person',
      password,
      roles: opts.roles ?? [],
      tenants: opts.tenants ?? ['any'],
      ...(opts.temporaryPassword !== undefined ? { temporaryPassword: opts.temporaryPassword } : {}),
    },
  });
  return { user, password };
}

/** A service account, enabled unless asked otherwise, with one token. */
export async function serviceAccount(
  client: InsuiteClient,
  opts: {
    roles?: string[];
    tenants?: string[];
    tokenPermissions?: string[];
    tokenTenants?: string[];
    enabled?: boolean;
  } = {},
): Promise<{ user: Schema<'UserResponse'>; token: string; tokenName: string }> {
  const user = await client.createUser({
    enableUser: opts.enabled ?? true,
    body: {
      userName: email('svc'),
      firstName: 'Service',
      lastName: 'Account',
      serviceAccount: true,
      roles: opts.roles ?? [],
      tenants: opts.tenants ?? ['any'],
    },
  });
  const tokenName = unique('svc-tok');
  const token = await client.createServiceAccountAuthToken({
    locator: user.locator,
    body: {
      name: tokenName,
      permissions: (opts.tokenPermissions ?? ['*.*']) as Permission[],
      tenants: opts.tokenTenants ?? ['any'],
      expiresAt: inAYear(),
    },
  });
  return { user, token, tokenName };
}

export async function signIn(s: TestServer, username: string, password: string): Promise<string> {
  const answer = await s.as().createOAuthToken({ body: { grant_type: 'password', username, password } });
  return answer.access_token;
}

/** Raw POST to the sign-in endpoint, for status and headers. */
export const signInRaw = (s: TestServer, username: string, password: string): Promise<Response> =>
  fetch(`${s.baseUrl}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
