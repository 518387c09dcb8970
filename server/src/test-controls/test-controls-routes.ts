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
  | 'restoreTestSnapshot';

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
  };
}
