// Policies and their transactions, as issuing a quote creates them; read within the caller's data
// access (`policy` rules on the transaction's data, `account` rules on the policy's account).
import { notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { ProductModel } from '../product/index.js';
import { requireAllowed, type AccessRules } from './access.js';
import type { AccountsService } from './accounts-service.js';
import { createRules, treeSubject, type PolicyDeps } from './context.js';
import type { Subject } from './constraints.js';
import { toElementResponse } from './element-tree.js';
import { toChargeResponse } from './pricing.js';
import type { Db, Tx } from '../db/knex.js';
import {
  policyInvoiceFees,
  readPolicy,
  readTransaction,
  readTransactionWithPolicy,
  setPolicyDelinquencyPlan,
  type PolicyRecord,
  type TransactionRecord,
} from './policy-store.js';
import { policyField } from './quotes-service.js';
import { doNotRenew } from './renewals-store.js';
import { readLatestSegment, readLatestTerm } from './transactions-store.js';

export type PolicyResponse = Schema<'PolicyResponse'>;
export type TransactionResponse = Schema<'PolicyTransactionResponse'>;
export type TransactionPriceResponse = Schema<'TransactionPriceResponse'>;

export const toPolicyResponse = (
  p: PolicyRecord,
  latest: { termId: string; segmentId: string; endTime: string; doNotRenew?: boolean },
): PolicyResponse => ({
  locator: p.id,
  accountLocator: p.accountId,
  productName: p.productName,
  startTime: p.startTime,
  endTime: latest.endTime,
  ...(p.jurisdiction !== undefined ? { jurisdiction: p.jurisdiction } : {}),
  currency: p.currency,
  timezone: p.timezone,
  durationBasis: p.durationBasis as PolicyResponse['durationBasis'],
  billingLevel: 'inherit',
  contacts: [],
  statuses: [
    ...(p.cancelledAt !== undefined ? (['cancelled'] as const) : []),
    ...(latest.doNotRenew ? (['doNotRenew'] as const) : []),
  ],
  static: {},
  issuedTransactionLocator: p.issuedTransactionId,
  latestTermLocator: latest.termId,
  latestSegmentLocator: latest.segmentId,
  ...(p.policyNumber !== undefined ? { policyNumber: p.policyNumber } : {}),
  ...(p.autoRenewalPlan !== undefined ? { autoRenewalPlanName: p.autoRenewalPlan } : {}),
  ...(p.delinquencyPlan !== undefined ? { delinquencyPlanName: p.delinquencyPlan } : {}),
  ...(p.invoiceFeeAmount !== undefined ? { invoiceFeeAmount: Number(p.invoiceFeeAmount) } : {}),
  createdAt: p.createdAt,
  createdBy: p.createdBy,
});

export const toTransactionResponse = (t: TransactionRecord): TransactionResponse => ({
  locator: t.id,
  staticLocator: t.staticId,
  policyLocator: t.policyId,
  termLocator: t.termId,
  ...(t.baseId !== undefined ? { baseTransactionLocator: t.baseId } : {}),
  effectiveTime: t.effectiveTime,
  transactionState: t.state,
  transactionCategory: t.category,
  transactionType: t.type,
  ...(t.underwritingStatus !== undefined ? { underwritingStatus: t.underwritingStatus } : {}),
  ...(t.validation ? { validationResult: t.validation } : {}),
  ...(t.category !== 'issuance'
    ? {
        // What an instruction made for itself (underscored) stays inside.
        changeInstructions: t.instructions.map((i) =>
          Object.fromEntries(Object.entries(i).filter(([k]) => !k.startsWith('_'))),
        ),
      }
    : {}),
  data: t.data,
  element: toElementResponse(t.element),
  ...(t.acceptedTime !== undefined ? { acceptedTime: t.acceptedTime } : {}),
  ...(t.issuedTime !== undefined ? { issuedTime: t.issuedTime } : {}),
  createdAt: t.createdAt,
  createdBy: t.createdBy,
});

/** The subject constraint checks run over: the transaction's tree, dated by its policy and itself. */
export function transactionSubject(
  tenantId: string,
  model: ProductModel,
  t: TransactionRecord,
  p: PolicyRecord,
  now: Date,
): Subject {
  return treeSubject(tenantId, model, t.element, {
    ...(p.jurisdiction !== undefined ? { jurisdiction: p.jurisdiction } : {}),
    now,
    dates: {
      policyStartTime: p.startTime,
      termStartTime: p.startTime,
      transactionEffectiveTime: t.effectiveTime,
    },
  });
}

export function createPoliciesService(deps: PolicyDeps, accounts: AccountsService) {
  const { db, reads } = deps;
  const rulesOf = createRules(deps.dataAccess);

  async function requireCovered(
    caller: Caller,
    tenantId: string,
    rules: AccessRules,
    t: TransactionRecord,
    p: PolicyRecord,
  ) {
    requireAllowed(rules.policy, 'transaction', policyField(t.element, p));
    if (rules.account) await accounts.readable(caller, tenantId, p.accountId, rules);
  }

  /** The transaction and its policy, if they exist in the tenant and the caller's data access covers them. */
  async function readableTransaction(caller: Caller, tenantId: string, id: string) {
    const found = await readTransactionWithPolicy(reads, tenantId, id);
    if (!found) throw notFound('Transaction');
    await requireCovered(
      caller,
      tenantId,
      await rulesOf(caller.userId, tenantId),
      found.transaction,
      found.policy,
    );
    return found;
  }

  /** The policy, if it exists in the tenant and the caller's data access covers it. */
  async function readablePolicy(caller: Caller, tenantId: string, id: string): Promise<PolicyRecord> {
    const policy = await readPolicy(reads, tenantId, id);
    if (!policy) throw notFound('Policy');
    const rules = await rulesOf(caller.userId, tenantId);
    if (rules.policy || rules.account) {
      const issued = await readTransaction(reads, tenantId, policy.issuedTransactionId);
      if (!issued) throw notFound('Policy');
      await requireCovered(caller, tenantId, rules, issued, policy);
    }
    return policy;
  }

  async function policyResponse(tenantId: string, policy: PolicyRecord): Promise<PolicyResponse> {
    const [term, segment] = await Promise.all([
      readLatestTerm(reads, tenantId, policy.id),
      readLatestSegment(reads, tenantId, policy.id),
    ]);
    return toPolicyResponse(policy, {
      termId: term?.id ?? policy.issuedTransactionId,
      segmentId: segment?.id ?? policy.issuedTransactionId,
      endTime: term?.end ?? policy.endTime ?? policy.startTime,
      doNotRenew: term !== undefined && (await doNotRenew(db, tenantId, term.id)),
    });
  }

  return {
    readableTransaction,

    readablePolicy,
    policyResponse,

    /** The invoice fees the given policies name in place of their invoicing plans' (billing's read, no caller). */
    invoiceFeesOf: (tenantId: string, ids: readonly string[], conn: Db | Tx = db) =>
      policyInvoiceFees(conn, tenantId, [...new Set(ids)]),

    /** Names the delinquency plan of a policy in `tx` (billing checks that the plan exists). */
    async setDelinquencyPlan(tx: Tx, tenantId: string, policy: PolicyRecord, plan: string) {
      await setPolicyDelinquencyPlan(tx, tenantId, policy.id, plan);
      return { ...policy, delinquencyPlan: plan };
    },

    async fetchPolicy(caller: Caller, tenantId: string, id: string): Promise<PolicyResponse> {
      return policyResponse(tenantId, await readablePolicy(caller, tenantId, id));
    },

    async fetchTransaction(caller: Caller, tenantId: string, id: string): Promise<TransactionResponse> {
      return toTransactionResponse((await readableTransaction(caller, tenantId, id)).transaction);
    },

    async fetchTransactionPricing(
      caller: Caller,
      tenantId: string,
      id: string,
    ): Promise<TransactionPriceResponse> {
      const t = (await readableTransaction(caller, tenantId, id)).transaction;
      return {
        locator: t.id,
        policyLocator: t.policyId,
        effectiveTime: t.effectiveTime,
        transactionState: t.state,
        transactionCategory: t.category,
        charges: t.charges.map(toChargeResponse),
      };
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
