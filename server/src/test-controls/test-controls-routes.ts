import type { HandlerMap } from '../http/api-types.js';
import type { ControlsService } from './controls-service.js';

type ControlOps =
  | 'fetchTestClock'
  | 'setTestClock'
  | 'resetTestClock'
  | 'advanceTestClock'
  | 'listTestFaults'
  | 'addTestFault'
  | 'clearTestFaults'
  | 'listTestRequests'
  | 'resetTestState'
  | 'createTestSnapshot'
  | 'restoreTestSnapshot'
  | 'fetchTenantTestClock'
  | 'setTenantTestClock'
  | 'resetTenantTestClock'
  | 'advanceTenantTestClock'
  | 'listTenantTestFaults'
  | 'addTenantTestFault'
  | 'clearTenantTestFaults'
  | 'listTenantTestRequests'
  | 'createTenantTestSnapshot'
  | 'restoreTenantTestSnapshot';

export function testControlsRoutes(controls: ControlsService): HandlerMap<ControlOps> {
  return {
    fetchTestClock: async () => ({ status: 200, body: controls.clock() }),
    setTestClock: async ({ body }) => ({ status: 200, body: await controls.setClock(body) }),
    resetTestClock: async () => ({ status: 200, body: controls.realClock() }),
    advanceTestClock: async ({ body }) => ({ status: 200, body: await controls.advanceClock(body) }),
    listTestFaults: async () => ({ status: 200, body: { faults: controls.faults.list() } }),
    addTestFault: async ({ body }) => ({ status: 200, body: controls.faults.add(body) }),
    clearTestFaults: async () => {
      controls.faults.clear();
      return { status: 200, body: { faults: [] } };
    },
    listTestRequests: async ({ query }) => ({ status: 200, body: controls.requests(query ?? {}) }),
    resetTestState: async () => ({ status: 200, body: await controls.reset() }),
    createTestSnapshot: async () => ({ status: 200, body: await controls.snapshot() }),
    restoreTestSnapshot: async ({ params }) => ({
      status: 200,
      body: await controls.restore(params.snapshotLocator),
    }),
    // The same, for the tenant the path names (the gate has checked it exists and may be used).
    fetchTenantTestClock: async ({ tenant }) => ({ status: 200, body: controls.clock(tenant.id) }),
    setTenantTestClock: async ({ tenant, body }) => ({
      status: 200,
      body: await controls.setClock(body, tenant.id),
    }),
    resetTenantTestClock: async ({ tenant }) => ({ status: 200, body: controls.realClock(tenant.id) }),
    advanceTenantTestClock: async ({ tenant, body }) => ({
      status: 200,
      body: await controls.advanceClock(body, tenant.id),
    }),
    listTenantTestFaults: async ({ tenant }) => ({
      status: 200,
      body: { faults: controls.faults.list(tenant.id) },
    }),
    addTenantTestFault: async ({ tenant, body }) => ({
      status: 200,
      body: controls.faults.add(body, tenant.id),
    }),
    clearTenantTestFaults: async ({ tenant }) => {
      controls.faults.clear(tenant.id);
      return { status: 200, body: { faults: [] } };
    },
    listTenantTestRequests: async ({ tenant, query }) => ({
      status: 200,
      body: controls.requests({ ...query, tenantId: tenant.id }),
    }),
    createTenantTestSnapshot: async ({ tenant }) => ({
      status: 200,
      body: await controls.snapshotTenant(tenant.id),
    }),
    restoreTenantTestSnapshot: async ({ tenant, params }) => ({
      status: 200,
      body: await controls.restoreTenant(tenant.id, params.snapshotLocator),
    }),
  };
}
