// Auto-renewals: the renewal of a term made by the server's clock. The configuration's
// `autoRenewalPlans` say how many days before the term's end the renewal transaction is created,
// accepted and issued; a policy follows its own plan, else its product's, else the
// configuration's `defaultAutoRenewalPlan`. The job gives each latest term of a policy whose plan
// generates auto-renewals its auto-renewal, then takes every step that fell due, each step (or the
// steps due together: createAndIssue, acceptAndIssue) one database transaction with the
// auto-renewal's row (whose version guards it), so a process killed
// mid-run leaves every renewal at a step it finishes later, and two processes cannot both take
// one step. A lease in the database lets one process run the job at a time; the clock of a test
// server runs it when moved, before the move answers.
import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError, conflict, notFound, unprocessable } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { Logger } from '../logger.js';
import { releaseLease, takeLease } from '../db/lease.js';
import { serialRuns } from '../shared/serial-runs.js';
import { addDays } from '../shared/calendar.js';
import { iso, tenantTime, type Clock } from '../util.js';
import { SYSTEM_USER_ID } from './context.js';
import type { LifecycleDeps } from './lifecycle-service.js';
import type { PoliciesService } from './policies-service.js';
import {
  findPolicy,
  findTransaction,
  readPolicy,
  readTransaction,
  updatePolicy,
  type PolicyRecord,
  type TransactionRecord,
} from './policy-store.js';
import { termEnd, type DurationBasis } from './pricing.js';
import {
  autoRenewalOfTerm,
  addAutoRenewal,
  clearNoAutoRenewal,
  dueAutoRenewals,
  dueOf,
  findAutoRenewal,
  insertAutoRenewal,
  markNoAutoRenewal,
  termsWithoutAutoRenewal,
  updateAutoRenewal,
  type AutoRenewalRecord,
  type AutoRenewalState,
  type RenewableTerm,
} from './renewals-store.js';
import type { TransactionsService, Tx } from './transactions-service.js';
import { findTerm, readLatestTerm, termOf } from './transactions-store.js';

export interface AutoRenewalPlan {
  generateAutoRenewals: boolean;
  renewalTransactionType?: string;
  renewalCreateLeadDays?: number;
  renewalAcceptLeadDays?: number;
  renewalIssueLeadDays?: number;
  newTermDuration?: number;
}
interface RenewalConfig {
  autoRenewalPlans?: Record<string, AutoRenewalPlan>;
  defaultAutoRenewalPlan?: string;
  products?: Record<string, { defaultAutoRenewalPlan?: string }>;
}

/** Days before the term's end the renewal is created when the plan does not say (docs/policy-transactions.md). */
export const DEFAULT_CREATE_LEAD_DAYS = 30;
const JOB = 'auto-renewals';
const BATCH = 500;
/** The job acts as the system user, whose data access covers everything. */
const SYSTEM: Caller = {
  userId: SYSTEM_USER_ID,
  userName: 'auto-renewal',
  tokenId: '',
  tokenKind: 'auth',
  tokenPermissions: [],
  tokenTenants: [],
  userTenants: [],
  roles: [],
};
const FINAL_TRANSACTION = ['discarded', 'refused', 'declined', 'rejected', 'reversed'];

/** A write that found its row moved on: the step's database transaction is rolled back. */
class Moved extends Error {}

type Response = Schema<'AutoRenewalResponse'>;
type Settable = Schema<'AutoRenewalUpdateRequest'>;

export const toAutoRenewalResponse = (r: AutoRenewalRecord): Response => ({
  locator: r.id,
  policyLocator: r.policyId,
  termLocator: r.termId,
  autoRenewalState: r.state,
  renewalTransactionType: r.transactionType,
  ...(r.transactionId !== undefined ? { renewalTransactionLocator: r.transactionId } : {}),
  renewalTransactionCreateTime: r.createTime,
  renewalTransactionAcceptTime: r.acceptTime,
  renewalTransactionIssueTime: r.issueTime,
  ...(r.createdTime !== undefined ? { renewalTransactionCreatedTime: r.createdTime } : {}),
  ...(r.acceptedTime !== undefined ? { renewalTransactionAcceptedTime: r.acceptedTime } : {}),
  ...(r.issuedTime !== undefined ? { renewalTransactionIssuedTime: r.issuedTime } : {}),
  ...(r.newTermDuration !== undefined ? { newTermDuration: r.newTermDuration } : {}),
  ...(r.validation !== undefined ? { validationResult: r.validation as Schema<'ValidationResult'> } : {}),
});

/**
 * A clock whose `now()` is, inside `within(tenantId, …)`, that tenant's time: the job's steps
 * write the times of the tenant they act for, as a request of that tenant would.
 */
export function jobClock(clock: Clock) {
  const scope = new AsyncLocalStorage<string>();
  const scoped: Clock = {
    ...clock,
    now: () => {
      const tenantId = scope.getStore();
      return tenantId === undefined ? clock.now() : tenantTime(clock, tenantId);
    },
  };
  return { clock: scoped, within: <T>(tenantId: string, fn: () => Promise<T>) => scope.run(tenantId, fn) };
}

export function createRenewalsService(
  deps: LifecycleDeps & { logger: Logger; leaseMs: number; within: ReturnType<typeof jobClock>['within'] },
  s: { policies: PoliciesService; transactions: TransactionsService },
) {
  const { db, clock, ids, logger } = deps;
  const holder = ids.ulid();

  const config = async (tenantId: string) => (await deps.configs.definition(tenantId)) as RenewalConfig;

  async function planOf(
    tenantId: string,
    p: { autoRenewalPlan?: string; productName: string },
  ): Promise<AutoRenewalPlan | undefined> {
    const c = await config(tenantId);
    const name =
      p.autoRenewalPlan ?? c.products?.[p.productName]?.defaultAutoRenewalPlan ?? c.defaultAutoRenewalPlan;
    return name === undefined ? undefined : c.autoRenewalPlans?.[name];
  }

  /**
   * The plan's times before `end`: created, then accepted, then issued, never out of that order.
   * Lead days are calendar days in the policy's time zone `tz`: the same time of day, so 30 days
   * before an end in April across the change to summer time are 30 × 24 hours less one.
   */
  function planTimes(plan: AutoRenewalPlan | undefined, end: string, tz: string) {
    const create = plan?.renewalCreateLeadDays ?? DEFAULT_CREATE_LEAD_DAYS;
    const accept = Math.min(plan?.renewalAcceptLeadDays ?? create, create);
    const issue = Math.min(plan?.renewalIssueLeadDays ?? accept, accept);
    const at = (days: number) => iso(new Date(addDays(new Date(end).getTime(), -days, tz)));
    return { createTime: at(create), acceptTime: at(accept), issueTime: at(issue) };
  }

  /** The times a body gives over the plan's: what it leaves out, never before what it gives. */
  function givenTimes(plan: AutoRenewalPlan | undefined, end: string, tz: string, body: Settable) {
    const times = planTimes(plan, end, tz);
    const norm = (x: string | undefined) => (x === undefined ? undefined : new Date(x).toISOString());
    const createTime = norm(body.renewalTransactionCreateTime) ?? times.createTime;
    const later = (a: string, b: string) => (a < b ? b : a);
    const acceptTime = norm(body.renewalTransactionAcceptTime) ?? later(times.acceptTime, createTime);
    const issueTime = norm(body.renewalTransactionIssueTime) ?? later(times.issueTime, acceptTime);
    return { createTime, acceptTime, issueTime };
  }

  /** Writes `next` over the row of version `from` (by default the one before it). */
  const save = async (tx: Tx, tenantId: string, next: AutoRenewalRecord, from = next.version - 1) => {
    if (!(await updateAutoRenewal(tx, tenantId, next, from))) throw new Moved();
  };

  // ---- the operations ------------------------------------------------------------------------------

  async function readable(caller: Caller, tenantId: string, id: string) {
    const r = await findAutoRenewal(db, tenantId, id);
    if (!r) throw notFound('Auto-renewal');
    const policy = await s.policies.readablePolicy(caller, tenantId, r.policyId);
    return { r, policy };
  }

  /** The settings given, checked: times in order, a renewal type, a renewal transaction of the term. */
  async function settle(
    tenantId: string,
    policy: PolicyRecord,
    r: AutoRenewalRecord,
    given: Settable,
  ): Promise<AutoRenewalRecord> {
    const next: AutoRenewalRecord = { ...r };
    if (given.renewalTransactionType !== undefined) {
      const type = await s.transactions.typeOf(tenantId, given.renewalTransactionType).catch(() => undefined);
      if (type?.category !== 'renewal')
        throw unprocessable('Not a renewal type', [
          {
            location: 'body.renewalTransactionType',
            message: `"${given.renewalTransactionType}" is not a transaction type of category renewal`,
          },
        ]);
      next.transactionType = given.renewalTransactionType;
    }
    if (given.newTermDuration !== undefined) next.newTermDuration = given.newTermDuration;
    if (given.renewalTransactionCreateTime !== undefined)
      next.createTime = new Date(given.renewalTransactionCreateTime).toISOString();
    if (given.renewalTransactionAcceptTime !== undefined)
      next.acceptTime = new Date(given.renewalTransactionAcceptTime).toISOString();
    if (given.renewalTransactionIssueTime !== undefined)
      next.issueTime = new Date(given.renewalTransactionIssueTime).toISOString();
    if (next.acceptTime < next.createTime)
      throw unprocessable('Accepted before created', [
        {
          location: 'body.renewalTransactionAcceptTime',
          message: `is before the create time, ${next.createTime}`,
        },
      ]);
    if (next.issueTime < next.acceptTime)
      throw unprocessable('Issued before accepted', [
        {
          location: 'body.renewalTransactionIssueTime',
          message: `is before the accept time, ${next.acceptTime}`,
        },
      ]);
    if (given.renewalTransactionLocator !== undefined) {
      const t = await findTransaction(db, tenantId, given.renewalTransactionLocator);
      if (!t || t.policyId !== policy.id || t.category !== 'renewal' || FINAL_TRANSACTION.includes(t.state))
        throw unprocessable('Not a renewal transaction of the policy', [
          {
            location: 'body.renewalTransactionLocator',
            message: `${given.renewalTransactionLocator} is not an open renewal transaction of policy ${policy.id}`,
          },
        ]);
      next.transactionId = t.id;
      next.createdTime ??= t.createdAt;
    }
    return next;
  }

  /** Writes a change made by a caller; 409 when the auto-renewal is past changing. */
  async function change(
    caller: Caller,
    tenantId: string,
    id: string,
    allowed: readonly AutoRenewalState[],
    op: string,
    fn: (r: AutoRenewalRecord, policy: PolicyRecord) => Promise<AutoRenewalRecord> | AutoRenewalRecord,
    discardOpen = false,
  ) {
    const { r, policy } = await readable(caller, tenantId, id);
    if (!allowed.includes(r.state))
      throw conflict(
        `${op} is not allowed on an auto-renewal in state ${r.state}; it is allowed in ${allowed.join(', ')}`,
      );
    const next = { ...(await fn(r, policy)), version: r.version + 1 };
    // A renewal transaction made and not issued goes with an auto-renewal that stops.
    if (discardOpen && r.transactionId !== undefined && r.issuedTime === undefined) {
      const t = await findTransaction(db, tenantId, r.transactionId);
      if (t && !FINAL_TRANSACTION.includes(t.state) && t.state !== 'issued' && t.state !== 'invalidated')
        await s.transactions.discard(caller, tenantId, ids.ulid(), t.id);
    }
    if (!(await updateAutoRenewal(db, tenantId, next)))
      throw conflict(`Auto-renewal ${id} was changed meanwhile: read it again`);
    return toAutoRenewalResponse(next);
  }

  const OPEN: readonly AutoRenewalState[] = ['active', 'doNotRenew', 'error', 'discarded'];

  const operations = {
    async create(caller: Caller, tenantId: string, body: Schema<'AutoRenewalCreateRequest'>) {
      const policy = await s.policies.readablePolicy(caller, tenantId, body.policyLocator);
      const latest = await termOf(db, tenantId, policy.id, undefined);
      if (!latest || latest.id !== body.termLocator)
        throw unprocessable('Not the latest term of the policy', [
          {
            location: 'body.termLocator',
            message: `${body.termLocator} is not the latest term of policy ${policy.id}${latest ? ` (${latest.id})` : ''}`,
          },
        ]);
      const existing = await autoRenewalOfTerm(db, tenantId, latest.id);
      if (existing)
        throw unprocessable('The term has an auto-renewal', [
          {
            location: 'body.termLocator',
            message: `term ${latest.id} already has auto-renewal ${existing.id}`,
          },
        ]);
      const plan = await planOf(tenantId, policy);
      const base: AutoRenewalRecord = {
        id: ids.ulid(),
        policyId: policy.id,
        termId: latest.id,
        state: body.autoRenewalState ?? 'active',
        transactionType: plan?.renewalTransactionType ?? 'renewal',
        ...(plan?.newTermDuration !== undefined ? { newTermDuration: plan.newTermDuration } : {}),
        ...givenTimes(plan, latest.end, policy.timezone, body),
        version: 1,
        createdAt: iso(clock.now()),
      };
      const r = await settle(tenantId, policy, base, body);
      if (!(await insertAutoRenewal(db, tenantId, r)))
        throw unprocessable('The term has an auto-renewal', [
          { location: 'body.termLocator', message: `term ${latest.id} already has an auto-renewal` },
        ]);
      return toAutoRenewalResponse(r);
    },

    async fetch(caller: Caller, tenantId: string, id: string) {
      return toAutoRenewalResponse((await readable(caller, tenantId, id)).r);
    },

    put: (caller: Caller, tenantId: string, id: string, body: Schema<'AutoRenewalPutRequest'>) =>
      change(caller, tenantId, id, OPEN, 'putAutoRenewal', async (r, policy) => {
        // What the body leaves out falls back to the plan.
        const plan = await planOf(tenantId, policy);
        const term = await findTerm(db, tenantId, r.termId);
        const { newTermDuration: _n, ...rest } = r;
        const base: AutoRenewalRecord = {
          ...rest,
          transactionType: plan?.renewalTransactionType ?? 'renewal',
          ...(plan?.newTermDuration !== undefined ? { newTermDuration: plan.newTermDuration } : {}),
          ...givenTimes(plan, term!.end, policy.timezone, body),
        };
        const next = await settle(tenantId, policy, base, body);
        return next;
      }),

    update: (caller: Caller, tenantId: string, id: string, body: Settable) =>
      change(caller, tenantId, id, OPEN, 'updateAutoRenewal', (r, policy) =>
        settle(tenantId, policy, r, body),
      ),

    reactivate: (caller: Caller, tenantId: string, id: string) =>
      change(
        caller,
        tenantId,
        id,
        ['discarded', 'doNotRenew', 'error'],
        'reactivateAutoRenewal',
        async (r) => {
          const t =
            r.transactionId === undefined ? undefined : await findTransaction(db, tenantId, r.transactionId);
          // A renewal transaction that was discarded meanwhile is made anew.
          if (t && FINAL_TRANSACTION.includes(t.state)) {
            const { transactionId: _t, createdTime: _c, acceptedTime: _a, validation: _v, ...rest } = r;
            return { ...rest, state: 'active' };
          }
          const { validation: _v, ...rest } = r;
          return { ...rest, state: 'active' };
        },
      ),

    discard: (caller: Caller, tenantId: string, id: string) =>
      change(
        caller,
        tenantId,
        id,
        ['active', 'doNotRenew', 'error'],
        'discardAutoRenewal',
        (r) => ({ ...r, state: 'discarded' }),
        true,
      ),

    doNotRenew: (caller: Caller, tenantId: string, id: string) =>
      change(
        caller,
        tenantId,
        id,
        ['active', 'error', 'discarded'],
        'markPolicyForDoNotRenew',
        (r) => ({ ...r, state: 'doNotRenew' }),
        true,
      ),

    async setPlan(caller: Caller, tenantId: string, requestId: string, policyId: string, name: string) {
      const c = await config(tenantId);
      if (!c.autoRenewalPlans?.[name])
        throw unprocessable('Not a plan of the configuration', [
          {
            location: 'body.autoRenewalPlanName',
            message: `"${name}" is not declared in the configuration's autoRenewalPlans`,
          },
        ]);
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      const next = { ...policy, autoRenewalPlan: name, version: policy.version + 1 };
      const latest = await termOf(db, tenantId, policy.id, undefined);
      const r = latest && (await autoRenewalOfTerm(db, tenantId, latest.id));
      // The event carries the policy as it stands after the change, as every policy.update does.
      const shown = await s.policies.policyResponse(tenantId, policy);
      await db.transaction(async (tx) => {
        if (!(await updatePolicy(tx, tenantId, next)))
          throw conflict(`Policy ${policy.id} was changed meanwhile: try again`);
        await clearNoAutoRenewal(tx, tenantId, policy.id);
        // An auto-renewal that has not made its transaction yet follows the new plan.
        if (r && latest && r.state === 'active' && r.transactionId === undefined) {
          const plan = c.autoRenewalPlans![name]!;
          const { newTermDuration: _n, ...rest } = r;
          await save(tx, tenantId, {
            ...rest,
            ...planTimes(plan, latest.end, policy.timezone),
            transactionType: plan.renewalTransactionType ?? 'renewal',
            ...(plan.newTermDuration !== undefined ? { newTermDuration: plan.newTermDuration } : {}),
            state: plan.generateAutoRenewals ? 'active' : 'discarded',
            version: r.version + 1,
          });
        }
        await deps.events.record(tx, tenantId, {
          type: 'policy.update',
          requestId,
          userId: caller.userId,
          data: { ...shown, autoRenewalPlanName: name },
        });
      });
      return s.policies.policyResponse(tenantId, (await findPolicy(db, tenantId, policy.id))!);
    },
  };

  // ---- the job -------------------------------------------------------------------------------------

  /**
   * Gives latest terms their auto-renewals by their policies' plans, where the plan generates them,
   * all in one database transaction (a term that has one meanwhile keeps it).
   */
  async function generate(terms: RenewableTerm[]) {
    const plans: (AutoRenewalPlan | undefined)[] = [];
    for (const term of terms)
      plans.push(
        await planOf(term.tenantId, {
          ...(term.plan !== undefined ? { autoRenewalPlan: term.plan } : {}),
          productName: term.productName,
        }),
      );
    if (!terms.length) return;
    await db.transaction(async (tx) => {
      for (const [i, term] of terms.entries()) {
        const plan = plans[i];
        if (!plan?.generateAutoRenewals) {
          // Not looked at again until the configuration or the policy's plan changes.
          await markNoAutoRenewal(tx, term.tenantId, term.termId, term.epoch);
          continue;
        }
        await addAutoRenewal(tx, term.tenantId, {
          id: ids.ulid(),
          policyId: term.policyId,
          termId: term.termId,
          state: 'active',
          transactionType: plan.renewalTransactionType ?? 'renewal',
          ...(plan.newTermDuration !== undefined ? { newTermDuration: plan.newTermDuration } : {}),
          ...planTimes(plan, term.termEnd, term.timezone),
          version: 1,
          createdAt: iso(tenantTime(clock, term.tenantId)),
        });
      }
    });
  }

  const failed = (r: AutoRenewalRecord, message: string) => ({
    success: false,
    validationItems: [{ elementType: 'autoRenewal', locator: r.id, errors: [message] }],
  });

  /** The auto-renewal stops at `state`, with why when a step failed. */
  async function stop(tenantId: string, r: AutoRenewalRecord, state: AutoRenewalState, message?: string) {
    const next: AutoRenewalRecord = {
      ...r,
      state,
      ...(message !== undefined ? { validation: failed(r, message) } : {}),
      version: r.version + 1,
    };
    return (await updateAutoRenewal(db, tenantId, next)) ? next : undefined;
  }

  /**
   * Runs a step's transaction: a step another process took meanwhile (Moved) is left as it is, a
   * refusal stops the auto-renewal in error with its reasons, anything else is thrown.
   */
  async function guarded(
    tenantId: string,
    r: AutoRenewalRecord,
    step: () => Promise<AutoRenewalRecord | undefined>,
  ): Promise<AutoRenewalRecord | undefined> {
    try {
      return await step();
    } catch (e) {
      if (e instanceof Moved) return undefined;
      const problem = problemOf(e);
      if (problem === undefined) throw e;
      return stop(tenantId, r, 'error', problem);
    }
  }

  const problemOf = (e: unknown): string | undefined =>
    e instanceof AppError && e.status >= 400 && e.status < 500
      ? [e.message, ...(e.errors ?? []).map((x) => `${x.location}: ${x.message}`)].join('; ')
      : undefined;

  /**
   * Creates the renewal transaction; answers the auto-renewal after it (undefined: leave it). With
   * `issueToo` (its accept and issue are due as well) the transaction is created, accepted and
   * issued in one database transaction when its steps accept it (createAndIssue); otherwise it is
   * created alone, and the steps after it follow one by one.
   */
  async function createStep(tenantId: string, r: AutoRenewalRecord, now: string, issueToo: boolean) {
    const policy = await readPolicy(deps.reads, tenantId, r.policyId);
    if (!policy) return undefined;
    if (policy.cancelledAt !== undefined) return stop(tenantId, r, 'terminated');
    const latest = await readLatestTerm(deps.reads, tenantId, policy.id);
    if (!latest || latest.id !== r.termId) return stop(tenantId, r, 'invalidated');
    const type = await s.transactions.typeOf(tenantId, r.transactionType).catch(() => undefined);
    if (type?.category !== 'renewal')
      return stop(
        tenantId,
        r,
        'error',
        `"${r.transactionType}" is not a transaction type of category renewal`,
      );
    const instructions =
      r.newTermDuration === undefined
        ? []
        : [
            {
              action: 'params' as const,
              effectiveTime: latest.end,
              newPolicyEndTime: termEnd(
                policy.durationBasis as DurationBasis,
                latest.end,
                r.newTermDuration,
                policy.timezone,
              ),
            },
          ];
    const at = (i: number) => `autoRenewal.instructions[${i}]`;
    if (issueToo) {
      let next: AutoRenewalRecord | undefined;
      let oneByOne = false;
      const issued = await guarded(tenantId, r, async () => {
        const done = await s.transactions.createAndIssue(
          SYSTEM,
          tenantId,
          { create: ids.ulid(), steps: ids.ulid() },
          policy.id,
          r.transactionType,
          instructions,
          {
            at,
            // The row as the three steps leave it, in one write.
            more: async (tx, created) => {
              next = {
                ...r,
                transactionId: created.id,
                createdTime: now,
                acceptedTime: now,
                state: 'issued',
                issuedTime: now,
                version: r.version + 3,
              };
              await save(tx, tenantId, next, r.version);
            },
          },
        );
        if (!done) oneByOne = true;
        return done && next;
      });
      if (!oneByOne) return issued;
    }
    return guarded(tenantId, r, async () => {
      let next: AutoRenewalRecord | undefined;
      await s.transactions.create(SYSTEM, tenantId, ids.ulid(), policy.id, r.transactionType, instructions, {
        at: (i) => `autoRenewal.instructions[${i}]`,
        more: async (tx, t) => {
          next = { ...r, transactionId: t.id, createdTime: now, version: r.version + 1 };
          await save(tx, tenantId, next);
        },
      });
      return next;
    });
  }

  /** The auto-renewal after its transaction's accept step left it `done`. */
  const accepted = (r: AutoRenewalRecord, done: TransactionRecord, now: string): AutoRenewalRecord =>
    done.state === 'accepted'
      ? { ...r, acceptedTime: now, version: r.version + 1 }
      : {
          ...r,
          state: 'error',
          validation: failed(r, `underwriting left the renewal transaction ${done.state}`),
          version: r.version + 1,
        };

  async function acceptStep(tenantId: string, r: AutoRenewalRecord, now: string) {
    const t = await readTransaction(deps.reads, tenantId, r.transactionId!);
    if (!t || FINAL_TRANSACTION.includes(t.state))
      return stop(tenantId, r, 'error', `the renewal transaction is ${t?.state ?? 'gone'}`);
    // Accepted or issued by hand, or invalidated (issuing rebuilds it): nothing to accept.
    if (t.state === 'accepted' || t.state === 'issued' || t.state === 'invalidated') {
      const next = { ...r, acceptedTime: t.acceptedTime ?? now, version: r.version + 1 };
      return (await updateAutoRenewal(db, tenantId, next)) ? next : undefined;
    }
    return guarded(tenantId, r, async () => {
      let next: AutoRenewalRecord | undefined;
      await s.transactions.accept(SYSTEM, tenantId, ids.ulid(), t.id, async (tx, done: TransactionRecord) => {
        next = accepted(r, done, now);
        await save(tx, tenantId, next);
      });
      return next;
    });
  }

  /**
   * The accept and the issue when both are due (a run catching up): one database transaction
   * (acceptAndIssue), with the auto-renewal's row as each step writes it. When the transaction is
   * not accepted, or its issue is refused, only the accept is written and the issue step follows
   * as it would.
   */
  async function acceptIssueStep(tenantId: string, r: AutoRenewalRecord, now: string) {
    const t = await readTransaction(deps.reads, tenantId, r.transactionId!);
    if (!t || FINAL_TRANSACTION.includes(t.state) || ['accepted', 'issued', 'invalidated'].includes(t.state))
      return acceptStep(tenantId, r, now);
    return guarded(tenantId, r, async () => {
      let next: AutoRenewalRecord | undefined;
      await s.transactions.acceptAndIssue(SYSTEM, tenantId, ids.ulid(), t.id, {
        accepted: async (tx, done) => {
          next = accepted(r, done, now);
          await save(tx, tenantId, next);
        },
        // The row as the two steps leave it, in one write.
        issued: async (tx, _done, acceptedT) => {
          const a = accepted(r, acceptedT, now);
          next = { ...a, state: 'issued', issuedTime: now, version: a.version + 1 };
          await save(tx, tenantId, next, r.version);
        },
      });
      return next;
    });
  }

  async function issueStep(tenantId: string, r: AutoRenewalRecord, now: string) {
    const t = await readTransaction(deps.reads, tenantId, r.transactionId!);
    if (t?.state === 'issued') {
      const next = {
        ...r,
        state: 'issued' as const,
        issuedTime: t.issuedTime ?? now,
        version: r.version + 1,
      };
      return (await updateAutoRenewal(db, tenantId, next)) ? next : undefined;
    }
    return guarded(tenantId, r, async () => {
      let next: AutoRenewalRecord | undefined;
      const done = await s.transactions.issue(
        SYSTEM,
        tenantId,
        ids.ulid(),
        r.transactionId!,
        true,
        async (tx) => {
          next = { ...r, state: 'issued', issuedTime: now, version: r.version + 1 };
          await save(tx, tenantId, next);
        },
      );
      if (done.state !== 'issued')
        return stop(tenantId, r, 'error', `underwriting left the rebuilt renewal transaction ${done.state}`);
      return next;
    });
  }

  /** Takes every step of `r` due by its tenant's time. */
  async function steps(tenantId: string, first: AutoRenewalRecord) {
    await deps.within(tenantId, async () => {
      let r: AutoRenewalRecord | undefined = first;
      while (r) {
        const due = dueOf(r);
        const now = iso(clock.now());
        if (due === undefined || due > now) return;
        if (r.transactionId === undefined) r = await createStep(tenantId, r, now, r.issueTime <= now);
        else if (r.acceptedTime === undefined)
          r =
            r.issueTime <= now ? await acceptIssueStep(tenantId, r, now) : await acceptStep(tenantId, r, now);
        else r = await issueStep(tenantId, r, now);
      }
    });
  }

  /** One run of the job: auto-renewals given, then every step due taken. `only`: one tenant's. */
  async function pass(only?: string) {
    if (!(await takeLease(db, JOB, holder, deps.leaseMs))) return;
    try {
      for (let after = ''; ;) {
        const terms = await termsWithoutAutoRenewal(db, after, BATCH);
        await generate(terms.filter((term) => only === undefined || term.tenantId === only));
        if (terms.length < BATCH) break;
        after = terms[terms.length - 1]!.termId;
        await takeLease(db, JOB, holder, deps.leaseMs);
      }
      // The latest time of any tenant bounds what can be due.
      const times = [clock.now(), ...(clock.apart?.().values() ?? [])].map(iso).sort();
      const upTo = times[times.length - 1]!;
      for (;;) {
        const due = await dueAutoRenewals(db, upTo, BATCH);
        let moved = false;
        for (const r of due) {
          if (only !== undefined && r.tenantId !== only) continue;
          if (dueOf(r)! > iso(tenantTime(clock, r.tenantId))) continue;
          await steps(r.tenantId, r);
          moved = true;
        }
        if (due.length < BATCH || !moved) break;
        await takeLease(db, JOB, holder, deps.leaseMs);
      }
    } finally {
      await releaseLease(db, JOB, holder);
    }
  }

  const { run, idle } = serialRuns(pass, (e) => logger.error({ err: e }, 'auto-renewal run failed'));

  return { ...operations, run, idle };
}

export type RenewalsService = ReturnType<typeof createRenewalsService>;
