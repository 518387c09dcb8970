import type { Request, Response } from 'express';
import type { AreaDeps } from '../area.js';
import type { RouteMatch } from '../http/routes.js';
import type { Caller } from '../http/authenticator.js';
import { redactTokens } from '../identity/token-values.js';
import { iso } from '../util.js';
import { controlledClock, type ControlledClock } from './clock.js';
import { createControlsService } from './controls-service.js';
import { createFaults, routeTenant, type Fault } from './faults.js';
import { createJournal, keptBody, redacted, redactedHeaders, type JournalEntry } from './journal.js';
import { testControlsRoutes } from './test-controls-routes.js';

/** The webhook deliveries' side of the controls, handed to the events area's dispatcher. */
export interface DeliveryControls {
  standIn: ReturnType<typeof createFaults>['standIn'];
  tried(t: {
    webhookId: string;
    tenantId: string;
    eventId: string;
    url: string;
    outcome: { kind: string; status?: number };
    durationMs: number;
    fault?: string;
  }): void;
}

/** What the journal keeps of a request, besides its answer. */
interface Asked {
  method: string;
  path: string;
  /** The URL as sent, for its query string. */
  url?: string;
  headers?: Request['headers'];
  body?: unknown;
}

/** The query string as sent (before the contract's checks coerce and default it), secrets redacted. */
function sentQuery(url: string | undefined): Record<string, unknown> | undefined {
  const at = url?.indexOf('?') ?? -1;
  if (at < 0) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(url!.slice(at + 1))) {
    const had = query[name];
    query[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return Object.keys(query).length ? (redacted(query) as Record<string, unknown>) : undefined;
}

/**
 * The test controls (INSUITE_TEST_CONTROLS). `clock` is the app's clock when it is one a test can
 * move; on a server without the controls nothing here is reachable.
 */
export function testControlsArea(deps: AreaDeps, needs: { clock: ControlledClock | undefined }) {
  const enabled = deps.settings.testControls;
  const journal = createJournal(deps.settings.testJournalSize);

  /** One journal entry of a request, the test controls' own left out. */
  const record = (
    req: Asked,
    status: number,
    seconds: number,
    locals: Record<string, unknown>,
    extra: Partial<JournalEntry> = {},
  ) => {
    const route = locals.route as RouteMatch | undefined;
    if (route?.info.group === 'test-controls') return;
    const caller = locals.caller as Caller | undefined;
    const tenantId = routeTenant(route);
    const query = sentQuery(req.url);
    const body = keptBody(req.body, req.headers?.['content-type']);
    journal.add({
      at: iso(new Date()),
      operationId: route?.operationId ?? 'unmatched',
      method: req.method,
      path: req.path,
      status,
      durationMs: Math.round(seconds * 1e6) / 1e3,
      ...(tenantId ? { tenantLocator: tenantId } : {}),
      ...(query ? { query } : {}),
      ...(req.headers ? { headers: redactedHeaders(req.headers) } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(typeof locals.problemCode === 'string' ? { problemCode: locals.problemCode } : {}),
      ...(caller?.tokenName ? { tokenName: caller.tokenName } : {}),
      ...(caller ? { userName: caller.userName } : {}),
      ...(typeof locals.faultLocator === 'string' ? { faultLocator: locals.faultLocator } : {}),
      ...extra,
    });
  };

  const faults = createFaults(
    deps.ids,
    (stop) => deps.onClose(async () => stop()),
    // A request that got no answer (the client gave up during a fault's latency, or a rule reset
    // its connection): journalled with status 0, as a delivery without an answer is.
    (req: Request, res: Response, fault: Fault, why, waitedMs) => {
      record(
        { method: req.method, path: redactTokens(req.path), url: req.originalUrl, headers: req.headers },
        0,
        waitedMs / 1000,
        res.locals,
        { faultLocator: fault.locator, ...(why === 'client' ? { abandoned: true } : {}) },
      );
    },
  );
  const controls = createControlsService({
    db: deps.db,
    clock: needs.clock ?? controlledClock(),
    ids: deps.ids,
    faults,
    journal,
    snapshotsKept: deps.settings.testSnapshotsKept,
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
        tenantLocator: t.tenantId,
        webhookLocator: t.webhookId,
        eventLocator: t.eventId,
        ...(t.fault ? { faultLocator: t.fault } : {}),
      });
    },
  };
  /** For the observe step: one entry per answered request. */
  const answered = (req: Asked, status: number, seconds: number, locals: Record<string, unknown>) =>
    record(req, status, seconds, locals);
  return {
    handlers: testControlsRoutes(controls),
    services: enabled ? { faults, deliveries, answered } : undefined,
  };
}
