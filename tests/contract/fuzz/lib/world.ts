// What the fuzzer needs to exist before it starts: tenants, a user, a role, tokens, a group, a
// secret, a table, a webhook, an account, quotes, an issued policy with its transaction, and the
// events all that recorded. Their locators are the "real" values of path parameters.
import { randomBytes } from 'node:crypto';
import type { InsuiteClient } from '@insuite/client';
import { tenant, token, unique } from '../../../support/given.js';
import { person, role } from '../../../support/identity.js';
import { quote } from '../../../support/policy.js';
import { secret } from '../../../support/resources.js';
import type { TestServer } from '../../../support/server.js';
import { fixtureCsv, groupOf, uploadTable } from '../../../support/tables.js';
import { webhookBody } from '../../../support/webhooks.js';
import { deref, type Operation } from './contract.js';
import type { World } from './requests.js';

const LOCATOR = /"(?:locator|[a-zA-Z]+Locator)":"([^"]+)"/g;

async function locatorsAt(s: TestServer, path: string): Promise<string[]> {
  const res = await fetch(`${s.baseUrl}${path}`, { headers: { Authorization: `Bearer ${s.adminToken}` } });
  const text = await res.text();
  return [...text.matchAll(LOCATOR)].map((m) => m[1]!);
}

export interface FuzzWorld extends World {
  tenantA: string;
  tenantB: string;
}

export async function buildWorld(s: TestServer): Promise<FuzzWorld> {
  const admin: InsuiteClient = s.admin;
  const [tenantA, tenantB, spare] = [await tenant(admin), await tenant(admin), await tenant(admin)];
  const user = (await person(admin)).user;
  const createdRole = await role(admin, ['policies.read']);
  const roleLocator = (createdRole as { locator: string }).locator;
  const tokenNames = [unique('fz'), unique('fz'), unique('fz')];
  for (const name of tokenNames)
    await admin.createAuthToken({
      body: { name, permissions: ['policies.read'], tenants: ['any'], expiresAt: '2099-01-01T00:00:00Z' },
    });
  const revoked = await token(admin, ['policies.read']);
  await admin.deleteAuthToken({ tokenOrName: revoked });
  const otherTenantOnly = await token(admin, ['policies.read', 'resources.read', 'events.read'], [tenantB]);

  const g = await groupOf(admin, tenantA, '2026-01-01T00:00:00Z', []);
  const secretName = unique('s');
  await secret(admin, tenantA, secretName);
  await uploadTable(admin, tenantA, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  const wh = await admin.createWebhook({
    tenantLocator: tenantA,
    body: webhookBody('http://127.0.0.1:9/hook'),
  });
  const q1 = await quote(admin, tenantA);
  const q2 = await quote(admin, tenantA, { accountLocator: q1.accountLocator });
  await admin.acceptQuote({ tenantLocator: tenantA, locator: q2.locator });
  const issued = (await admin.issueQuote({ tenantLocator: tenantA, locator: q2.locator })) as unknown as {
    policyLocator?: string;
  };
  const policyLocator = issued.policyLocator;
  const policy = policyLocator ? await locatorsAt(s, `/policy/${tenantA}/policies/${policyLocator}`) : [];
  const txs = policy.filter((l) => l !== policyLocator && l !== q1.accountLocator);
  const transaction = txs[0];
  const segments = transaction
    ? (await locatorsAt(s, `/policy/${tenantA}/transactions/${transaction}/segments/list`)).filter(
        (l) => l !== transaction && l !== policyLocator,
      )
    : [];
  const events = await locatorsAt(s, `/event/${tenantA}/events/list`);

  const pathValues = (op: Operation, name: string): string[] => {
    const p = op.path;
    const param = op.params.find((x) => x.in === 'path' && x.name === name);
    const schema = param ? deref(param.schema) : undefined;
    if (schema?.enum) return schema.enum.map(String);
    if (name === 'tenantLocator') return [tenantA];
    if (p.startsWith('/auth/tenants/{locator}')) return op.id === 'retireTenant' ? [spare] : [tenantA, spare];
    if (p.startsWith('/auth/users/{locator}')) return [user.locator];
    if (name === 'roleLocator') return [roleLocator];
    if (name === 'tokenOrName') return tokenNames;
    if (name === 'webhookLocator') return [wh.locator];
    if (name === 'eventLocator') return events.slice(0, 3);
    if (name === 'segmentLocator') return segments.slice(0, 2);
    if (name === 'name') {
      if (p.includes('/tables/')) return ['rates'];
      if (p.includes('/secrets/')) return [secretName];
      if (p.includes('/resources/')) return ['rates', secretName];
      return [];
    }
    if (name === 'locator') {
      if (p.includes('/groups/')) return [g.locator];
      if (p.includes('/accounts/')) return [q1.accountLocator];
      if (p.includes('/quotes/')) return [q1.locator, q2.locator];
      if (p.includes('/policies/')) return policyLocator ? [policyLocator] : [];
      if (p.includes('/transactions/')) return transaction ? [transaction] : [];
      if (p.includes('/events/')) return events.slice(0, 3);
    }
    return [];
  };

  return {
    token: s.adminToken,
    badTokens: [`ist_${randomBytes(24).toString('base64url')}`, revoked, otherTenantOnly],
    pathValues,
    tenantA,
    tenantB,
  };
}
