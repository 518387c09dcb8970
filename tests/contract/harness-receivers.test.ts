// The harness's webhook receivers across restores and resets: a receiver made after a snapshot
// still receives after a restore (its webhook registered again), one made before it never hands a
// later test an event from before the restore, and one whose tenant a reset removed says so.
// And insuite.events.send(): a chosen event delivered, signed, as the server delivers one.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer, SeededTenant } from '../../server/testing.mjs';
import { migratedDatabase } from '../support/server.js';

const CONFIG = resolve(import.meta.dirname, '../fixtures/homeowners/config.json');
const database = await migratedDatabase();
let insuite: InsuiteTestServer;
let tenant: SeededTenant;

beforeAll(async () => {
  insuite = await startInsuite({ databaseUrl: database.databaseUrl });
  tenant = await insuite.createTenant('receivers', CONFIG);
}, 120_000);
afterAll(async () => {
  await insuite?.stop();
  await database.drop();
});

const account = (firstName: string, tenantLocator = tenant.locator) =>
  insuite.client.createAccount({ tenantLocator, body: { type: 'ConsumerAccount', data: { firstName } } });
const firstName = (d: { event: { data: unknown } }) =>
  (d.event.data as { data?: { firstName?: string } }).data?.firstName;

describe('a webhook receiver', () => {
  it('made after a snapshot still receives after the restore', async () => {
    const saved = await insuite.snapshot();
    const receiver = await insuite.webhookReceiver({ tenant, eventTypes: ['account.create'] });
    const first = receiver.webhookLocator;
    await insuite.restore(saved);
    // The restore took its webhook away; the receiver registered another.
    expect(receiver.webhookLocator).not.toBe(first);
    const made = await account('after-restore');
    const delivery = await receiver.next('account.create', { timeoutMs: 10_000 });
    expect(delivery.event.data).toMatchObject({ locator: made.locator });
    await receiver.close();
  });

  it('made before a snapshot never hands the next test an event from before the restore', async () => {
    const receiver = await insuite.webhookReceiver({ tenant, eventTypes: ['account.create'] });
    const saved = await insuite.snapshot();
    // Test A: an event it never takes from the receiver.
    await account('test-a');
    await insuite.restore(saved);
    // Test B.
    const made = await account('test-b');
    const delivery = await receiver.next('account.create', { timeoutMs: 10_000 });
    expect(delivery.event.data).toMatchObject({ locator: made.locator });
    expect(receiver.received.map(firstName)).toEqual(['test-b']);
    await receiver.close();
  });

  it('of a tenant survives that tenant’s restore', async () => {
    const t = insuite.tenant(tenant);
    const saved = await t.snapshot();
    const receiver = await t.webhookReceiver({ eventTypes: ['account.create'] });
    await account('before-tenant-restore');
    await t.restore(saved);
    const made = await account('after-tenant-restore');
    const delivery = await receiver.next('account.create', { timeoutMs: 10_000 });
    expect(delivery.event.data).toMatchObject({ locator: made.locator });
    expect(receiver.received.map(firstName)).toEqual(['after-tenant-restore']);
    await receiver.close();
  });

  it('says so when a reset removed its tenant', async () => {
    const other = await insuite.createTenant('gone-after-reset', CONFIG);
    const saved = await insuite.snapshot();
    const receiver = await insuite.webhookReceiver({ tenant: other, eventTypes: ['account.create'] });
    await insuite.reset();
    await expect(receiver.next('account.create', { timeoutMs: 10_000 })).rejects.toThrow(
      /tenant .* is gone: a restore or reset removed it/,
    );
    await insuite.restore(saved);
  });
});

describe('insuite.events.send', () => {
  it('delivers a chosen event, signed, as the server would', async () => {
    const receiver = await insuite.webhookReceiver({ tenant, eventTypes: ['account.create'] });
    const sent = await insuite.events.send({
      to: receiver,
      event: { type: 'policy.issue', data: { locator: '01JAAAAAAAAAAAAAAAAAAAAAAA' } },
    });
    expect(sent.status).toBe(204);
    const delivery = await receiver.next('policy.issue' as never, { timeoutMs: 5000 });
    expect(delivery.event).toEqual(sent.event);
    expect(delivery.headers['x-insuite-event']).toBe(sent.event.locator);
    // With another secret the receiver refuses it, as an app's endpoint checking signatures would.
    const forged = await insuite.events.send({
      to: receiver.url,
      secret: 'not-the-secret',
      event: { type: 'account.create' },
    });
    expect(forged.status).toBe(401);
    await expect(receiver.next(undefined, { timeoutMs: 5000 })).rejects.toThrow(
      /no valid X-Insuite-Signature/,
    );
    await receiver.close();
  });
});
