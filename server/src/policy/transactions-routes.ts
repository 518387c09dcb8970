// Transactions after issue: creating them on a policy, their instructions and steps, their
// segments, terms and underwriting flags. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import { flagHandlers } from './flag-handlers.js';
import type { PageRequest } from '../shared/paging.js';
import { toTransactionResponse } from './policies-service.js';
import type { InstructionInput, TransactionsService } from './transactions-service.js';

type Ops =
  | 'changePolicy'
  | 'cancelPolicy'
  | 'reinstatePolicy'
  | 'renewPolicy'
  | 'reversePolicyChange'
  | 'createPolicyChangeInstruction'
  | 'updateChangeInstruction'
  | 'deleteChangeInstructionFromTransaction'
  | 'patchTransactionData'
  | 'initializeTransaction'
  | 'validateTransaction'
  | 'priceTransaction'
  | 'underwriteTransaction'
  | 'acceptTransaction'
  | 'issueTransaction'
  | 'refuseTransaction'
  | 'discardTransaction'
  | 'resetTransaction'
  | 'fetchTransactionSegment'
  | 'fetchPolicySegment'
  | 'fetchAffectedTransactions'
  | 'fetchTerm'
  | 'fetchMultipleTerms'
  | 'fetchTermCharges'
  | 'fetchTermSummaryByTermLocator'
  | 'fetchTermSummaryByTermNumber'
  | 'fetchIssuedTransactions'
  | 'getTransactionsBranchesByPolicy'
  | 'createPolicyTransaction'
  | 'transactionPricePreview'
  | 'transactionValidatePreview'
  | 'underwritePreview'
  | 'setPolicyNumber'
  | 'generatePolicyNumber'
  | 'fetchPoliciesWithNumber'
  | 'setTermNumber'
  | 'generateTermNumber'
  | 'fetchTermsWithNumber'
  | 'fetchPolicySnapshot'
  | 'addElementsToPolicyWithTransaction'
  | 'updateElementsInPolicyWithTransaction'
  | 'removeElementsFromPolicyWithTransaction'
  | 'fetchPolicyTransactionWithUpdatedChanges';

const inArray = (i: number) => `body[${i}]`;
const single = () => 'body';
const page = (q: PageRequest): PageRequest => ({
  ...(q.offset !== undefined ? { offset: q.offset } : {}),
  ...(q.count !== undefined ? { count: q.count } : {}),
});

export function transactionsRoutes(tx: TransactionsService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  const created =
    (category: 'change' | 'reinstatement' | 'renewal') =>
    async (r: {
      caller: Parameters<TransactionsService['create']>[0];
      params: { tenantLocator: string; locator: string };
      query: { baseLocator?: string };
      requestId: string;
      body: unknown[];
    }) =>
      ok(
        toTransactionResponse(
          await tx.create(
            r.caller,
            r.params.tenantLocator,
            r.requestId,
            r.params.locator,
            category,
            r.body as InstructionInput[],
            {
              ...(r.query.baseLocator !== undefined ? { baseLocator: r.query.baseLocator } : {}),
              at: inArray,
              category,
            },
          ),
        ),
      );
  return {
    changePolicy: created('change'),
    reinstatePolicy: created('reinstatement'),
    renewPolicy: created('renewal'),
    reversePolicyChange: async ({ caller, params, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.reverse(caller, params.tenantLocator, requestId, params.locator, body),
        ),
      ),
    cancelPolicy: async ({ caller, params, query, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.create(caller, params.tenantLocator, requestId, params.locator, 'cancellation', [body], {
            ...(query.baseLocator !== undefined ? { baseLocator: query.baseLocator } : {}),
            at: single,
            category: 'cancellation',
          }),
        ),
      ),
    createPolicyChangeInstruction: async ({ caller, params, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.createInstruction(caller, params.tenantLocator, requestId, params.locator, body),
        ),
      ),
    updateChangeInstruction: async ({ caller, params, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.updateInstruction(
            caller,
            params.tenantLocator,
            requestId,
            params.locator,
            params.instructionLocator,
            body,
          ),
        ),
      ),
    deleteChangeInstructionFromTransaction: async ({ caller, params, requestId }) =>
      ok(
        toTransactionResponse(
          await tx.deleteInstruction(
            caller,
            params.tenantLocator,
            requestId,
            params.locator,
            params.instructionLocator,
          ),
        ),
      ),
    patchTransactionData: async ({ caller, params, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.patchData(caller, params.tenantLocator, requestId, params.locator, body),
        ),
      ),
    initializeTransaction: async ({ caller, params, requestId }) =>
      ok(toTransactionResponse(await tx.initialize(caller, params.tenantLocator, requestId, params.locator))),
    validateTransaction: async ({ caller, params, query, requestId }) =>
      ok(
        toTransactionResponse(
          await tx.validate(
            caller,
            params.tenantLocator,
            requestId,
            params.locator,
            query.stateless ?? false,
          ),
        ),
      ),
    priceTransaction: async ({ caller, params, query, requestId }) =>
      ok(await tx.price(caller, params.tenantLocator, requestId, params.locator, query.stateless ?? false)),
    underwriteTransaction: async ({ caller, params, query, requestId }) =>
      ok(
        await tx.underwrite(
          caller,
          params.tenantLocator,
          requestId,
          params.locator,
          query.stateless ?? false,
        ),
      ),
    acceptTransaction: async ({ caller, params, requestId }) =>
      ok(toTransactionResponse(await tx.accept(caller, params.tenantLocator, requestId, params.locator))),
    issueTransaction: async ({ caller, params, query, requestId }) =>
      ok(
        toTransactionResponse(
          await tx.issue(caller, params.tenantLocator, requestId, params.locator, query.autoRebase ?? false),
        ),
      ),
    refuseTransaction: async ({ caller, params, requestId }) =>
      ok(toTransactionResponse(await tx.refuse(caller, params.tenantLocator, requestId, params.locator))),
    discardTransaction: async ({ caller, params, requestId }) =>
      ok(toTransactionResponse(await tx.discard(caller, params.tenantLocator, requestId, params.locator))),
    resetTransaction: async ({ caller, params, query, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.reset(
            caller,
            params.tenantLocator,
            requestId,
            params.locator,
            body,
            query.resetToDraft ?? false,
          ),
        ),
      ),
    fetchTransactionSegment: async ({ caller, params }) =>
      ok(await tx.segment(caller, params.tenantLocator, params.locator)),
    fetchPolicySegment: async ({ caller, params }) =>
      ok(await tx.policySegment(caller, params.tenantLocator, params.segmentLocator)),
    fetchAffectedTransactions: async ({ caller, params }) =>
      ok(await tx.affected(caller, params.tenantLocator, params.locator)),
    fetchTerm: async ({ caller, params }) => ok(await tx.term(caller, params.tenantLocator, params.locator)),
    fetchMultipleTerms: async ({ caller, params, query }) =>
      ok(await tx.terms(caller, params.tenantLocator, params.locator, page(query))),
    fetchTermCharges: async ({ caller, params }) =>
      ok(await tx.termCharges(caller, params.tenantLocator, params.locator)),
    fetchTermSummaryByTermLocator: async ({ caller, params }) =>
      ok(await tx.termSummary(caller, params.tenantLocator, params.locator)),
    fetchTermSummaryByTermNumber: async ({ caller, params, query }) =>
      ok(await tx.termSummaryByNumber(caller, params.tenantLocator, params.locator, query.termNumber)),
    fetchIssuedTransactions: async ({ caller, params, query }) =>
      ok(await tx.issued(caller, params.tenantLocator, params.locator, page(query))),
    getTransactionsBranchesByPolicy: async ({ caller, params }) =>
      ok(await tx.branches(caller, params.tenantLocator, params.locator)),
    createPolicyTransaction: async ({ caller, params, query, requestId, body }) =>
      ok(
        toTransactionResponse(
          await tx.create(
            caller,
            params.tenantLocator,
            requestId,
            params.locator,
            params.transactionType,
            body as InstructionInput[],
            {
              ...(query.baseLocator !== undefined ? { baseLocator: query.baseLocator } : {}),
              at: inArray,
            },
          ),
        ),
      ),
    transactionPricePreview: async ({ caller, params, query, requestId, body }) =>
      ok(
        tx.priceResponse(
          (
            await tx.preview(
              caller,
              params.tenantLocator,
              requestId,
              params.locator,
              params.transactionType,
              body as InstructionInput[],
              {
                ...(query.baseLocator !== undefined ? { baseLocator: query.baseLocator } : {}),
                last: 'price',
              },
            )
          ).t,
        ),
      ),
    transactionValidatePreview: async ({ caller, params, query, requestId, body }) =>
      ok(
        toTransactionResponse(
          (
            await tx.preview(
              caller,
              params.tenantLocator,
              requestId,
              params.locator,
              params.transactionType,
              body as InstructionInput[],
              {
                ...(query.baseLocator !== undefined ? { baseLocator: query.baseLocator } : {}),
                last: 'validate',
              },
            )
          ).t,
        ),
      ),
    underwritePreview: async ({ caller, params, query, requestId, body }) => {
      const r = await tx.preview(
        caller,
        params.tenantLocator,
        requestId,
        params.locator,
        params.transactionType,
        body as InstructionInput[],
        {
          ...(query.baseLocator !== undefined ? { baseLocator: query.baseLocator } : {}),
          last: 'underwrite',
        },
      );
      return ok(tx.underwritingResponse(r.t, r.flags));
    },
    setPolicyNumber: async ({ caller, params, query, requestId }) =>
      ok(
        await tx.setPolicyNumber(caller, params.tenantLocator, requestId, params.locator, query.policyNumber),
      ),
    generatePolicyNumber: async ({ caller, params, requestId }) =>
      ok(await tx.setPolicyNumber(caller, params.tenantLocator, requestId, params.locator)),
    fetchPoliciesWithNumber: async ({ caller, params }) =>
      ok(await tx.policiesWithNumber(caller, params.tenantLocator, params.policyNumber)),
    setTermNumber: async ({ caller, params, query }) =>
      ok(await tx.setTermNumber(caller, params.tenantLocator, params.locator, query.termNumber)),
    generateTermNumber: async ({ caller, params }) =>
      ok(await tx.setTermNumber(caller, params.tenantLocator, params.locator)),
    fetchTermsWithNumber: async ({ caller, params }) =>
      ok(await tx.termsWithNumber(caller, params.tenantLocator, params.termNumber)),
    fetchPolicySnapshot: async ({ caller, params, query }) =>
      ok(
        await tx.snapshot(
          caller,
          params.tenantLocator,
          params.locator,
          query.date,
          query.byIssuedTime ?? false,
        ),
      ),
    addElementsToPolicyWithTransaction: async ({ caller, params, requestId, body }) =>
      ok(
        await tx.elementChange(caller, params.tenantLocator, requestId, params.locator, {
          action: 'add',
          elements: body,
        }),
      ),
    updateElementsInPolicyWithTransaction: async ({ caller, params, requestId, body }) =>
      ok(
        await tx.elementChange(caller, params.tenantLocator, requestId, params.locator, {
          action: 'modify',
          update: body,
        }),
      ),
    removeElementsFromPolicyWithTransaction: async ({ caller, params, requestId, body }) =>
      ok(
        await tx.elementChange(caller, params.tenantLocator, requestId, params.locator, {
          action: 'delete',
          staticElementLocators: body,
        }),
      ),
    fetchPolicyTransactionWithUpdatedChanges: async ({ caller, params }) =>
      ok(toTransactionResponse(await tx.withChanges(caller, params.tenantLocator, params.locator))),
  };
}

type FlagOps =
  | 'fetchUnderwritingFlagsForTransaction'
  | 'updateUnderwritingFlagsForPolicyTransaction'
  | 'addApproveUnderwritingFlagsForTransaction'
  | 'addBlockUnderwritingFlagsForTransaction'
  | 'addDeclineUnderwritingFlagsForTransaction'
  | 'addInfoUnderwritingFlagsForTransaction'
  | 'addRejectUnderwritingFlagsForTransaction'
  | 'clearApproveUnderwritingFlagsForTransaction'
  | 'clearBlockUnderwritingFlagsForTransaction'
  | 'clearDeclineUnderwritingFlagsForTransaction'
  | 'clearInfoUnderwritingFlagsForTransaction'
  | 'clearRejectUnderwritingFlagsForTransaction';

export function transactionFlagRoutes(tx: TransactionsService): HandlerMap<FlagOps> {
  const { add, clear } = flagHandlers(tx);
  return {
    fetchUnderwritingFlagsForTransaction: async ({ caller, params }) => ({
      status: 200,
      body: await tx.flags(caller, params.tenantLocator, params.locator),
    }),
    updateUnderwritingFlagsForPolicyTransaction: async ({ caller, params, body }) => ({
      status: 200,
      body: await tx.updateFlags(caller, params.tenantLocator, params.locator, body),
    }),
    addApproveUnderwritingFlagsForTransaction: add('approve'),
    addBlockUnderwritingFlagsForTransaction: add('block'),
    addDeclineUnderwritingFlagsForTransaction: add('decline'),
    addInfoUnderwritingFlagsForTransaction: add('info'),
    addRejectUnderwritingFlagsForTransaction: add('reject'),
    clearApproveUnderwritingFlagsForTransaction: clear('approve'),
    clearBlockUnderwritingFlagsForTransaction: clear('block'),
    clearDeclineUnderwritingFlagsForTransaction: clear('decline'),
    clearInfoUnderwritingFlagsForTransaction: clear('info'),
    clearRejectUnderwritingFlagsForTransaction: clear('reject'),
  };
}
