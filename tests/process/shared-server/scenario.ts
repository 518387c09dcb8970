// What each file of the shared-server suite does, with its own tenant of the one server: it sets
// its tenant's clock to a year of its own, adds a fault rule, makes an account, and checks that it
// sees its own clock, rules, requests and data and none of the others' while they do the same
// (the files meet at a barrier before checking), then restores its tenant and checks again after
// every file has restored its own.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { ApiError } from '@insuite/client';
import { connectInsuite, startInsuite } from '../../../server/testing/start.js';
import type { InsuiteTestServer, TenantControls } from '../../../server/testing.mjs';

const CONFIG = resolve(import.meta.dirname, '../../fixtures/homeowners/config.json');

export function scenario(n: number) {
  let insuite: InsuiteTestServer;
  let tenant: TenantControls;
  const meet = async (name: string) => void (await (await fetch(`${inject('barrier')}/${name}`)).text());
  const year = 2030 + n;
  const status = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: ApiError) => e.status,
    );

  beforeAll(async () => {
    const given = inject('insuite');
    insuite = given ? await connectInsuite(given) : await startInsuite();
    tenant = insuite.tenant(await insuite.createTenant(`file-${n}-${randomUUID().slice(0, 8)}`, CONFIG));
  });
  afterAll(() => insuite?.stop());

  it(`file ${n} sees its own clock, faults, requests and data only`, async () => {
    const seeded = await tenant.snapshot();
    const since = new Date();
    await meet('ready');
    await tenant.clock.set(`${year}-03-01T00:00:00Z`);
    const rule = await tenant.faults.add({ operationId: 'fetchQuotesInATenant', status: 503 });
    // With a key, a create is tried again on a connection lost under it (docs/idempotency.md).
    const account = await insuite.client.createAccount({
      tenantLocator: tenant.locator,
      'Idempotency-Key': `file-${n}-first`,
      body: { type: 'ConsumerAccount', data: { firstName: `file-${n}` } },
    });
    await meet('set');
    // Every file has set its clock and its rule by now: each still sees its own.
    expect(account.createdAt.slice(0, 4)).toBe(String(year));
    expect((await tenant.clock.now()).getUTCFullYear()).toBe(year);
    expect(await status(insuite.client.fetchQuotesInATenant({ tenantLocator: tenant.locator }))).toBe(503);
    expect((await tenant.faults.list()).map((f) => f.locator)).toEqual([rule.locator]);
    const mine = await tenant.requests({ since });
    expect(mine.every((e) => e.tenantLocator === tenant.locator)).toBe(true);
    expect(mine.filter((e) => e.operationId === 'createAccount').map((e) => e.body)).toEqual([
      expect.objectContaining({ data: { firstName: `file-${n}` } }),
    ]);
    await meet('checked');
    await tenant.restore(seeded);
    await tenant.faults.clear();
    const fetched = (locator: string) =>
      status(insuite.client.fetchAccount({ tenantLocator: tenant.locator, locator }));
    expect(await fetched(account.locator)).toBe(404);
    const after = await insuite.client.createAccount({
      tenantLocator: tenant.locator,
      'Idempotency-Key': `file-${n}-again`,
      body: { type: 'ConsumerAccount', data: { firstName: `file-${n}-again` } },
    });
    await meet('restored');
    // Every other file has restored its tenant meanwhile: this one's data is as it left it.
    expect(await fetched(after.locator)).toBe(200);
    expect((await tenant.clock.now()).getUTCFullYear()).toBe(year);
  });
}
