// Fault rules of a server made for tests: requests answered with an error on purpose (after the
// gate, before the handler), and webhook deliveries whose receiver is stood in for. Kept in this
// process's memory; latency is real time, never the server's clock, so that a wait stays bounded.
import type { NextFunction, Request, Response } from 'express';
import type { components } from '../../../generated/openapi.js';
import { CODES_BY_STATUS, type ErrorStatus } from '../../../generated/error-codes.js';
import { badRequest, conflict } from '../errors.js';
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
  add(rule: FaultRule): Fault;
  clear(): void;
  list(): Fault[];
  /** The pipeline step: answers a request a rule matches. */
  step(req: Request, res: Response, next: NextFunction): void;
  /** What a rule answers for a delivery to `webhookId`, in place of its receiver; undefined: none. */
  standIn(
    webhookId: string,
    timeoutMs: number,
  ): Promise<{ outcome: StoodInOutcome; fault: string } | undefined>;
}

const bad = (field: string, message: string) =>
  badRequest(`${field} ${message}`, [{ location: `body.${field}`, message }]);

function checked(rule: FaultRule): FaultRule {
  const kind = rule.kind ?? 'request';
  if (kind === 'request') {
    for (const f of ['webhookLocator', 'drop'] as const)
      if (rule[f] !== undefined) throw bad(f, 'applies to webhook rules only');
    if (rule.operationId !== undefined && !Object.hasOwn(operations, rule.operationId))
      throw bad('operationId', `is not an operation of the contract: ${rule.operationId}`);
    if (
      rule.operationId !== undefined &&
      operations[rule.operationId as keyof typeof operations].group === CONTROLS_GROUP
    )
      throw bad('operationId', 'names a test control, which faults never answer');
    if (rule.status === undefined && rule.latencyMs === undefined)
      throw bad('status', 'is required unless latencyMs is given');
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
    for (const f of ['operationId', 'method', 'path', 'problem'] as const)
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

export function createFaults(ids: Ids, onStopped: (stop: () => void) => void): Faults {
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

  function answer(f: Fault, res: Response, next: NextFunction): void {
    res.locals.faultLocator = f.locator;
    if (f.status === undefined) return next();
    const status = f.status as ErrorStatus;
    const code = (f.problem?.code ?? CODES_BY_STATUS[status][0]) as never;
    sendProblem(res, status, code, f.problem?.detail ?? `Fault ${f.locator} answered ${status} on purpose`);
  }

  return {
    add(rule) {
      if (rules.length >= MOST_RULES) throw conflict(`At most ${MOST_RULES} fault rules; clear them first`);
      const fault: Fault = {
        ...checked(rule),
        locator: ids.ulid(),
        kind: rule.kind ?? 'request',
        answered: 0,
      };
      rules.push(fault);
      return { ...fault };
    },
    clear() {
      rules = [];
    },
    list: () => rules.map((f) => ({ ...f })),
    step(req, res, next) {
      const route = res.locals.route as RouteMatch | undefined;
      if (!rules.length || !route || route.info.group === CONTROLS_GROUP) return next();
      const f = take(
        (r) =>
          r.kind === 'request' &&
          (r.operationId === undefined || r.operationId === route.operationId) &&
          (r.method === undefined || r.method === req.method) &&
          (r.path === undefined || r.path === req.path || r.path === route.info.path),
      );
      if (!f) return next();
      if (!f.latencyMs) return answer(f, res, next);
      const t = setTimeout(() => {
        timers.delete(t);
        answer(f, res, next);
      }, f.latencyMs);
      timers.add(t);
    },
    async standIn(webhookId, timeoutMs) {
      const f = take(
        (r) => r.kind === 'webhook' && (r.webhookLocator === undefined || r.webhookLocator === webhookId),
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
