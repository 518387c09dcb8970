// The test controls of the harness: the server's clock, fault rules, request journal, reset and
// snapshots, and the same for one tenant, each one SDK call (the operations of the contract's Test
// controls tag).
import type { InsuiteClient } from '@insuite/client';
import type { InsuiteTestServer, TenantControls } from '../testing.mjs';

type Controls = Pick<InsuiteTestServer, 'clock' | 'faults' | 'requests' | 'reset' | 'snapshot' | 'restore'>;
type Filter = Parameters<InsuiteTestServer['requests']>[0];

const instant = (t: { now: string }) => new Date(t.now);
const text = (at: Date | string) => (at instanceof Date ? at.toISOString() : at);
const advanceBody = (by: number | string) =>
  typeof by === 'number' ? { milliseconds: by } : { duration: by };
const query = (filter: Filter = {}) => ({
  operationId: filter.operationId,
  since: filter.since === undefined ? undefined : text(filter.since),
  bodyContains: filter.bodyContains === undefined ? undefined : JSON.stringify(filter.bodyContains),
});
const locatorOf = (snapshot: { locator: string } | string) =>
  typeof snapshot === 'string' ? snapshot : snapshot.locator;

export function testControls(client: InsuiteClient): Controls {
  return {
    clock: {
      now: async () => instant(await client.fetchTestClock()),
      set: async (at) => instant(await client.setTestClock({ body: { now: text(at) } })),
      advance: async (by) => instant(await client.advanceTestClock({ body: advanceBody(by) })),
      real: async () => instant(await client.resetTestClock()),
    },
    faults: {
      add: (rule) => client.addTestFault({ body: rule }),
      clear: async () => void (await client.clearTestFaults()),
      list: async () => (await client.listTestFaults()).faults,
    },
    requests: async (filter) => (await client.listTestRequests(query(filter))).requests,
    reset: async () => void (await client.resetTestState()),
    snapshot: () => client.createTestSnapshot(),
    restore: async (snapshot) =>
      void (await client.restoreTestSnapshot({ snapshotLocator: locatorOf(snapshot) })),
  };
}

export function tenantControls(
  client: InsuiteClient,
  tenantLocator: string,
): Omit<TenantControls, 'locator' | 'webhookReceiver'> {
  return {
    clock: {
      now: async () => instant(await client.fetchTenantTestClock({ tenantLocator })),
      set: async (at) => instant(await client.setTenantTestClock({ tenantLocator, body: { now: text(at) } })),
      advance: async (by) =>
        instant(await client.advanceTenantTestClock({ tenantLocator, body: advanceBody(by) })),
      real: async () => instant(await client.resetTenantTestClock({ tenantLocator })),
    },
    faults: {
      add: (rule) => client.addTenantTestFault({ tenantLocator, body: rule }),
      clear: async () => void (await client.clearTenantTestFaults({ tenantLocator })),
      list: async () => (await client.listTenantTestFaults({ tenantLocator })).faults,
    },
    requests: async (filter) =>
      (await client.listTenantTestRequests({ tenantLocator, ...query(filter) })).requests,
    snapshot: () => client.createTenantTestSnapshot({ tenantLocator }),
    restore: async (snapshot) =>
      void (await client.restoreTenantTestSnapshot({ tenantLocator, snapshotLocator: locatorOf(snapshot) })),
  };
}
