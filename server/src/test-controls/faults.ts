// Fault rules of a server made for tests: requests answered with an error on purpose (after the
// gate, before the handler), connections reset or answers sent slowly, and webhook deliveries
// whose receiver is stood in for. A rule is the server's (it matches every request) or a tenant's
// (only requests naming that tenant, deliveries to its webhooks). Kept in this process's memory;
// latency is real time, never the server's clock, so that a wait stays bounded.
import type { NextFunction, Request, Response } from 'express';
import type { components } from '../../../generated/openapi.js';
import { CODES_BY_STATUS, type ErrorStatus } from '../../../generated/error-codes.js';
import { badRequest, conflict } from '../errors.js';
import { checkOperationId } from './journal.js';
import { operations } from '../../../generated/operations.js';
import type { RouteMatch } from '../http/routes.js';
import { sendProblem } from '../http/problem.js';
import type { Ids } from '../util.js';

export type FaultRule = components['schemas']['TestFaultRule'];
export type Fault = components['schemas']['TestFault'];

/** What a webhook rule makes of a delivery, in the dispatcher's terms (events/sender.ts). */
export type StoodInOutcome =
  | { kind: 'reply'; status: number; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'error'; message: string };

const MOST_RULES = 100;
const CONTROLS_GROUP = 'test-controls';

export interface Faults {
  /** Adds a rule, the tenant's when `tenantId` is given. */
  add(rule: FaultRule, tenantId?: string): Fault;
  /** Removes every rule, or only the tenant's. */
  clear(tenantId?: string): void;
  /** Every rule, or only the tenant's. */
  list(tenantId?: string): Fault[];
  /** The pipeline step: answers a request a rule matches. */
  step(req: Request, res: Response, next: NextFunction): void;
  /** What a rule answers for a delivery to `webhookId`, in place of its receiver; undefined: none. */
  standIn(
    webhookId: string,
    tenantId: string,
    timeoutMs: number,
  ): Promise<{ outcome: StoodInOutcome; fault: string } | undefined>;
}

/** The tenant a request names in its path, if any. */
export const routeTenant = (route: RouteMatch | undefined): string | undefined =>
  route?.info.tenantParam ? route.params[route.info.tenantParam] : undefined;

const bad = (field: string, message: string) =>
  badRequest(`${field} ${message}`, [{ location: `body.${field}`, message }]);

function checked(rule: FaultRule): FaultRule {
  const kind = rule.kind ?? 'request';
  if (kind === 'request') {
    if (rule.webhookLocator !== undefined) throw bad('webhookLocator', 'applies to webhook rules only');
    if (rule.operationId !== undefined && !Object.hasOwn(operations, rule.operationId))
      checkOperationId(rule.operationId, 'body.operationId');
    if (
      rule.operationId !== undefined &&
      operations[rule.operationId as keyof typeof operations].group === CONTROLS_GROUP
    )
      throw bad('operationId', 'names a test control, which faults never answer');
    if (rule.drop === true && (rule.status !== undefined || rule.slowBodyMs !== undefined))
      throw bad('drop', 'resets the connection: it takes no status or slowBodyMs');
    if (
      rule.status === undefined &&
      rule.latencyMs === undefined &&
      rule.drop !== true &&
      rule.slowBodyMs === undefined
    )
      throw bad('status', 'is required unless latencyMs, slowBodyMs or drop is given');
    if (rule.status !== undefined && !Object.hasOwn(CODES_BY_STATUS, rule.status))
      throw bad(
        'status',
        `must be an error status the contract declares (${Object.keys(CODES_BY_STATUS).join(', ')})`,
      );
    const code = rule.problem?.code;
    if (code !== undefined) {
      if (rule.status === undefined) throw bad('problem.code', 'needs a status');
      const codes: readonly string[] = CODES_BY_STATUS[rule.status as ErrorStatus];
      if (!codes.includes(code))
        throw bad('problem.code', `must be one of ${codes.join(', ')} for ${rule.status}`);
    }
  } else {
    for (const f of ['operationId', 'method', 'path', 'problem', 'slowBodyMs'] as const)
      if (rule[f] !== undefined) throw bad(f, 'applies to request rules only');
    const answers = [rule.status !== undefined, rule.drop === true].filter(Boolean).length;
    if (answers !== 1 && !(answers === 0 && rule.latencyMs !== undefined))
      throw bad(
        'status',
        'a webhook rule answers a status, drops the connection (drop), or only waits (latencyMs)',
      );
  }
  return { ...rule, kind };
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * `abandoned` is told of a request whose client closed the connection while a rule's latency held
 * it, or whose connection a rule reset: no answer is written, so the journal would not otherwise
 * see it.
 */
export function createFaults(
  ids: Ids,
  onStopped: (stop: () => void) => void,
  abandoned: (
    req: Request,
    res: Response,
    fault: Fault,
    why: 'client' | 'reset',
    waitedMs: number,
  ) => void = () => undefined,
): Faults {
  let rules: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  onStopped(() => {
    for (const t of timers) clearTimeout(t);
  });

  /** The first rule that matches and answers this time (its count taken), if any. */
  function take(matches: (f: Fault) => boolean): Fault | undefined {
    for (const f of rules) {
      if (!matches(f)) continue;
      if (f.probability !== undefined && Math.random() >= f.probability) continue;
      f.answered += 1;
      if (f.times !== undefined && f.answered >= f.times) rules = rules.filter((r) => r !== f);
      return f;
    }
    return undefined;
  }

  function answer(f: Fault, req: Request, res: Response, next: NextFunction, since: number): void {
    res.locals.faultLocator = f.locator;
    if (f.drop) {
      // The connection reset with no answer: what a client sees of a crashed server or a proxy.
      abandoned(req, res, f, 'reset', performance.now() - since);
      req.socket.resetAndDestroy();
      return;
    }
    if (f.slowBodyMs !== undefined) slowBody(res, f.slowBodyMs);
    if (f.status === undefined) return next();
    const status = f.status as ErrorStatus;
    const code = (f.problem?.code ?? CODES_BY_STATUS[status][0]) as never;
    sendProblem(res, status, code, f.problem?.detail ?? `Fault ${f.locator} answered ${status} on purpose`);
  }

  /** The answer's headers go out at once; its body (whoever writes it) after `ms`. */
  function slowBody(res: Response, ms: number): void {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (!res.headersSent) res.flushHeaders();
      const t = setTimeout(() => {
        timers.delete(t);
        end(...args);
      }, ms);
      timers.add(t);
      return res;
    }) as Response['end'];
  }

  const ofTenant = (tenantId: string | undefined) => (f: Fault) => f.tenantLocator === tenantId;

  return {
    add(rule, tenantId) {
      const held = tenantId === undefined ? rules : rules.filter(ofTenant(tenantId));
      if (held.length >= MOST_RULES)
        throw conflict(
          `At most ${MOST_RULES} fault rules${tenantId === undefined ? '' : ' per tenant'}; clear them first`,
        );
      const fault: Fault = {
        ...checked(rule),
        locator: ids.ulid(),
        kind: rule.kind ?? 'request',
        answered: 0,
        ...(tenantId === undefined ? {} : { tenantLocator: tenantId }),
      };
      rules.push(fault);
      return { ...fault };
    },
    clear(tenantId) {
      rules = tenantId === undefined ? [] : rules.filter((f) => !ofTenant(tenantId)(f));
    },
    list: (tenantId) =>
      (tenantId === undefined ? rules : rules.filter(ofTenant(tenantId))).map((f) => ({ ...f })),
    step(req, res, next) {
      const route = res.locals.route as RouteMatch | undefined;
      if (!rules.length || !route || route.info.group === CONTROLS_GROUP) return next();
      const tenantId = routeTenant(route);
      const f = take(
        (r) =>
          r.kind === 'request' &&
          (r.tenantLocator === undefined || r.tenantLocator === tenantId) &&
          (r.operationId === undefined || r.operationId === route.operationId) &&
          (r.method === undefined || r.method === req.method) &&
          (r.path === undefined || r.path === req.path || r.path === route.info.path),
      );
      if (!f) return next();
      const since = performance.now();
      if (!f.latencyMs) return answer(f, req, res, next, since);
      const t = setTimeout(() => {
        timers.delete(t);
        res.off('close', gaveUp);
        answer(f, req, res, next, since);
      }, f.latencyMs);
      timers.add(t);
      // The client may give up during the wait: its request is journalled all the same.
      const gaveUp = () => {
        clearTimeout(t);
        timers.delete(t);
        res.locals.faultLocator = f.locator;
        abandoned(req, res, f, 'client', performance.now() - since);
      };
      res.once('close', gaveUp);
    },
    async standIn(webhookId, tenantId, timeoutMs) {
      const f = take(
        (r) =>
          r.kind === 'webhook' &&
          (r.tenantLocator === undefined || r.tenantLocator === tenantId) &&
          (r.webhookLocator === undefined || r.webhookLocator === webhookId),
      );
      if (!f) return undefined;
      if (f.latencyMs) {
        await wait(Math.min(f.latencyMs, timeoutMs));
        if (f.latencyMs >= timeoutMs)
          return {
            fault: f.locator,
            outcome: { kind: 'timeout', message: `No answer within ${timeoutMs} ms (fault ${f.locator})` },
          };
      }
      if (f.drop)
        return {
          fault: f.locator,
          outcome: { kind: 'error', message: `Connection dropped (fault ${f.locator})` },
        };
      if (f.status === undefined) return undefined;
      return {
        fault: f.locator,
        outcome: { kind: 'reply', status: f.status, message: `HTTP ${f.status} (fault ${f.locator})` },
      };
    },
  };
}
