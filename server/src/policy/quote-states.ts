// The quote's states and the operations each allows: one table, read by the lifecycle's rules
// (lifecycle.ts), its 409 answers, and the console's next steps. Pure data: the console's bundle
// imports it too. The contract's enums also hold `earlyUnderwritten`, which no operation of insuite
// leads to (docs/quote-lifecycle.md), so it is no state here.

export const QUOTE_STATES = [
  'draft',
  'validated',
  'priced',
  'underwritten',
  'accepted',
  'issued',
  'underwrittenBlocked',
  'declined',
  'rejected',
  'refused',
  'discarded',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The operations that depend on the quote's state. */
export type LifecycleOp =
  | 'updateQuote'
  | 'validateQuote'
  | 'priceQuote'
  | 'underwriteQuote'
  | 'acceptQuote'
  | 'issueQuote'
  | 'refuseQuote'
  | 'discardQuote'
  | 'resetQuote'
  | 'changeFlags';

/** Where each operation may start from. Earlier steps run on the way (see `stepsBefore`). */
export const ALLOWED: Record<LifecycleOp, readonly QuoteState[]> = {
  updateQuote: ['draft'],
  validateQuote: ['draft'],
  priceQuote: ['draft', 'validated'],
  underwriteQuote: ['draft', 'validated', 'priced', 'underwrittenBlocked'],
  acceptQuote: ['draft', 'validated', 'priced', 'underwritten', 'underwrittenBlocked'],
  issueQuote: ['accepted'],
  refuseQuote: ['validated', 'priced', 'underwritten', 'underwrittenBlocked', 'accepted'],
  discardQuote: [
    'draft',
    'validated',
    'priced',
    'underwritten',
    'underwrittenBlocked',
    'declined',
    'rejected',
    'refused',
    'accepted',
  ],
  resetQuote: [
    'validated',
    'priced',
    'underwritten',
    'underwrittenBlocked',
    'declined',
    'refused',
    'accepted',
  ],
  changeFlags: [
    'draft',
    'validated',
    'priced',
    'underwritten',
    'underwrittenBlocked',
    'declined',
    'rejected',
  ],
};

/** The operations allowed from a state, in the table's order. */
export function allowedFrom(state: QuoteState): LifecycleOp[] {
  return (Object.keys(ALLOWED) as LifecycleOp[]).filter((op) => ALLOWED[op].includes(state));
}

// ---- policy transactions ------------------------------------------------------------------------
// The same machine for a transaction after issue, with `initialized` (instructions applied) before
// validation, and the states only a transaction reaches: `invalidated` (another issue changed its
// base) and `reversed`. `issueTransaction` with `autoRebase` may also start from `invalidated`.

export const TRANSACTION_STATES = [
  'draft',
  'initialized',
  'validated',
  'priced',
  'underwritten',
  'accepted',
  'issued',
  'underwrittenBlocked',
  'declined',
  'rejected',
  'refused',
  'discarded',
  'invalidated',
  'reversed',
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export type TransactionOp =
  | 'changeInstructions'
  | 'initializeTransaction'
  | 'validateTransaction'
  | 'priceTransaction'
  | 'underwriteTransaction'
  | 'acceptTransaction'
  | 'issueTransaction'
  | 'rebaseTransaction'
  | 'refuseTransaction'
  | 'discardTransaction'
  | 'resetTransaction'
  | 'changeFlags';

const BEFORE_ACCEPT = [
  'draft',
  'initialized',
  'validated',
  'priced',
  'underwritten',
  'underwrittenBlocked',
] as const;

export const TRANSACTION_ALLOWED: Record<TransactionOp, readonly TransactionState[]> = {
  changeInstructions: ['draft', 'initialized', 'validated'],
  initializeTransaction: ['draft'],
  validateTransaction: ['draft', 'initialized'],
  priceTransaction: ['draft', 'initialized', 'validated'],
  underwriteTransaction: ['draft', 'initialized', 'validated', 'priced', 'underwrittenBlocked'],
  acceptTransaction: BEFORE_ACCEPT,
  issueTransaction: ['accepted'],
  rebaseTransaction: ['accepted', 'invalidated'],
  refuseTransaction: ['validated', 'priced', 'underwritten', 'underwrittenBlocked', 'accepted'],
  discardTransaction: [...BEFORE_ACCEPT, 'declined', 'rejected', 'refused', 'accepted'],
  resetTransaction: [
    'initialized',
    'validated',
    'priced',
    'underwritten',
    'underwrittenBlocked',
    'declined',
    'refused',
    'accepted',
  ],
  changeFlags: [...BEFORE_ACCEPT, 'declined', 'rejected'],
};

/** The transaction operations allowed from a state, in the table's order. */
export function transactionAllowedFrom(state: TransactionState): TransactionOp[] {
  return (Object.keys(TRANSACTION_ALLOWED) as TransactionOp[]).filter((op) =>
    TRANSACTION_ALLOWED[op].includes(state),
  );
}
