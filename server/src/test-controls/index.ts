import type { AreaDeps } from '../area.js';
import type { RouteMatch } from '../http/routes.js';
import type { Caller } from '../http/authenticator.js';
import { iso } from '../util.js';
import { controlledClock, type ControlledClock } from './clock.js';
import { createControlsService } from './controls-service.js';
import { createFaults } from './faults.js';
import { createJournal } from './journal.js';
import { testControlsRoutes } from './test-controls-routes.js';

/** The webhook deliveries' side of the controls, handed to the events area's dispatcher. */
export interface DeliveryControls {
  standIn: ReturnType<typeof createFaults>['standIn'];
  tried(t: {
    webhookId: string;
    eventId: string;
    url: string;
    outcome: { kind: string; status?: number };
    durationMs: number;
    fault?: string;
  }): void;
}

/**
 * The test controls (INSUITE_TEST_CONTROLS). `clock` is the app's clock when it is one a test can
 * move; on a server without the controls nothing here is reachable.
 */
export function testControlsArea(deps: AreaDeps, needs: { clock: ControlledClock | undefined }) {
  const enabled = deps.settings.testControls;
  const journal = createJournal(deps.settings.testJournalSize);
  const faults = createFaults(deps.ids, (stop) => deps.onClose(async () => stop()));
  const controls = createControlsService({
    db: deps.db,
    clock: needs.clock ?? controlledClock(),
    ids: deps.ids,
    faults,
    journal,
    enabled,
  });
  deps.onClose(() => controls.close());
  const deliveries: DeliveryControls = {
    standIn: faults.standIn,
    tried(t) {
      journal.add({
        at: iso(new Date()),
        operationId: 'webhookDelivery',
        method: 'POST',
        path: t.url,
        status: t.outcome.status ?? 0,
        durationMs: t.durationMs,
        webhookLocator: t.webhookId,
        eventLocator: t.eventId,
        ...(t.fault ? { faultLocator: t.fault } : {}),
      });
    },
  };
  /** For the observe step: one entry per answered request, the controls' own left out. */
  const answered = (
    req: { method: string; path: string },
    status: number,
    seconds: number,
    locals: Record<string, unknown>,
  ) => {
    const route = locals.route as RouteMatch | undefined;
    if (route?.info.group === 'test-controls') return;
    const caller = locals.caller as Caller | undefined;
    journal.add({
      at: iso(new Date()),
      operationId: route?.operationId ?? 'unmatched',
      method: req.method,
      path: req.path,
      status,
      durationMs: Math.round(seconds * 1e6) / 1e3,
      ...(typeof locals.problemCode === 'string' ? { problemCode: locals.problemCode } : {}),
      ...(caller?.tokenName ? { tokenName: caller.tokenName } : {}),
      ...(caller ? { userName: caller.userName } : {}),
      ...(typeof locals.faultLocator === 'string' ? { faultLocator: locals.faultLocator } : {}),
    });
  };
  return {
    handlers: testControlsRoutes(controls),
    services: enabled ? { faults, deliveries, answered } : undefined,
  };
}
