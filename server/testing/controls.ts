// The test controls of the harness: the server's clock, fault rules, request journal, reset and
// snapshots, each one SDK call (the operations of the contract's Test controls tag).
import type { InsuiteClient } from '@insuite/client';
import type { InsuiteTestServer } from '../testing.mjs';

type Controls = Pick<InsuiteTestServer, 'clock' | 'faults' | 'requests' | 'reset' | 'snapshot' | 'restore'>;

export function testControls(client: InsuiteClient): Controls {
  const instant = (t: { now: string }) => new Date(t.now);
  return {
    clock: {
      now: async () => instant(await client.fetchTestClock()),
      set: async (at) =>
        instant(await client.setTestClock({ body: { now: at instanceof Date ? at.toISOString() : at } })),
      advance: async (by) =>
        instant(
          await client.advanceTestClock({
            body: typeof by === 'number' ? { milliseconds: by } : { duration: by },
          }),
        ),
      real: async () => instant(await client.resetTestClock()),
    },
    faults: {
      add: (rule) => client.addTestFault({ body: rule }),
      clear: async () => void (await client.clearTestFaults()),
      list: async () => (await client.listTestFaults()).faults,
    },
    requests: async (filter = {}) =>
      (
        await client.listTestRequests({
          ...filter,
          since: filter.since instanceof Date ? filter.since.toISOString() : filter.since,
        })
      ).requests,
    reset: async () => void (await client.resetTestState()),
    snapshot: () => client.createTestSnapshot(),
    restore: async (snapshot) =>
      void (await client.restoreTestSnapshot({
        snapshotLocator: typeof snapshot === 'string' ? snapshot : snapshot.locator,
      })),
  };
}
