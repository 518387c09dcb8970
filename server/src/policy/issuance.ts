// What issuing a quote creates: the policy, its issuance transaction, its first term and the
// term's first segment. The tree is copied with new locators (the same static locators) and
// without the data of fields a policy does not hold (their scope lacks `P`), and the quote's
// charges are carried over naming the policy's elements, not the quote's.
import type { ProductModel } from '../product/index.js';
import type { Ids } from '../util.js';
import { copyTree, flatten, scopedTree } from './element-tree.js';
import type { PolicyRecord, QuoteRecord, TransactionRecord } from './policy-store.js';
import type { SegmentRecord, TermRecord } from './transactions-store.js';

export function issuanceRecords(
  ids: Ids,
  model: ProductModel,
  quote: QuoteRecord,
  now: string,
  userId: string,
) {
  const policyId = ids.ulid();
  const termId = ids.ulid();
  const segmentId = ids.ulid();
  const element = copyTree(ids, scopedTree(model, quote.element, 'P'));
  const byStatic = new Map(flatten(element).map((p) => [p.element.staticLocator, p.element.locator]));
  const end = quote.endTime ?? quote.startTime!;
  const transaction: TransactionRecord = {
    id: ids.ulid(),
    staticId: ids.ulid(),
    policyId,
    termId,
    effectiveTime: quote.startTime!,
    state: 'issued',
    category: 'issuance',
    type: 'issuance',
    data: {},
    element,
    instructions: [],
    segment: { id: segmentId, type: 'coverage', start: quote.startTime!, end },
    charges: (quote.price?.items ?? []).map((c) => ({
      ...c,
      elementLocator: byStatic.get(c.elementStaticLocator) ?? c.elementLocator,
    })),
    ...(quote.validation ? { validation: quote.validation } : {}),
    ...(quote.underwritingStatus !== undefined ? { underwritingStatus: quote.underwritingStatus } : {}),
    ...(quote.acceptedTime !== undefined ? { acceptedTime: quote.acceptedTime } : {}),
    issuedTime: now,
    version: 1,
    createdAt: now,
    createdBy: userId,
    updatedAt: now,
  };
  const policy: PolicyRecord = {
    id: policyId,
    accountId: quote.accountId!,
    quoteId: quote.id,
    productName: quote.productName,
    startTime: quote.startTime!,
    ...(quote.endTime !== undefined ? { endTime: quote.endTime } : {}),
    ...(quote.jurisdiction !== undefined ? { jurisdiction: quote.jurisdiction } : {}),
    currency: quote.currency ?? 'USD',
    timezone: quote.timezone ?? 'UTC',
    durationBasis: quote.durationBasis ?? 'months',
    issuedTransactionId: transaction.id,
    headId: transaction.id,
    // The plan named for the quote is the policy's until one is named for the policy.
    ...(quote.delinquencyPlan !== undefined ? { delinquencyPlan: quote.delinquencyPlan } : {}),
    ...(quote.invoiceFeeAmount !== undefined ? { invoiceFeeAmount: quote.invoiceFeeAmount } : {}),
    version: 1,
    createdAt: now,
    createdBy: userId,
  };
  const term: TermRecord = {
    id: termId,
    staticId: termId,
    policyId,
    number: 1,
    start: quote.startTime!,
    end,
    transactionId: transaction.id,
    createdAt: now,
  };
  const segment: SegmentRecord = {
    id: segmentId,
    policyId,
    termId,
    transactionId: transaction.id,
    type: 'coverage',
    start: quote.startTime!,
    end,
    element,
    createdAt: now,
  };
  return { policy, transaction, term, segment };
}
