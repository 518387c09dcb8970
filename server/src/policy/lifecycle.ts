// The rules over the quote's states (the table is quote-states.ts; docs/quote-lifecycle.md has it
// with the reason for each rule): the 409 of an operation out of order, and the steps a forward
// operation runs on its way.
import { AppError } from '../errors.js';
import {
  allowedFrom,
  ALLOWED,
  TRANSACTION_ALLOWED,
  transactionAllowedFrom,
  type LifecycleOp,
  type QuoteState,
  type TransactionOp,
  type TransactionState,
} from './quote-states.js';

export type { QuoteState } from './quote-states.js';

const before = (s: QuoteState, ...states: QuoteState[]) => states.includes(s);

// The 409's name of an operation: its operationId, or what the flag operations have in common.
const opName = (op: LifecycleOp) => (op === 'changeFlags' ? 'the underwriting flag operations' : op);

/** 409 naming the state and what it allows, unless `op` may start from `state`. */
export function requireState(op: LifecycleOp, state: QuoteState): void {
  if (ALLOWED[op].includes(state)) return;
  const next = allowedFrom(state).map(opName);
  throw new AppError(
    409,
    'CONFLICT',
    `${opName(op)} is not allowed on a quote in state ${state}; ` +
      (next.length ? `from ${state}: ${next.join(', ')}` : `${state} is final`),
  );
}

/** The steps a forward operation runs first on a quote in `state`, in order. */
export function stepsBefore(
  op: 'priceQuote' | 'underwriteQuote' | 'acceptQuote',
  state: QuoteState,
): ('validate' | 'price' | 'underwrite')[] {
  const steps: ('validate' | 'price' | 'underwrite')[] = [];
  if (before(state, 'draft')) steps.push('validate');
  if (op === 'priceQuote') return steps;
  if (before(state, 'draft', 'validated')) steps.push('price');
  if (op === 'underwriteQuote') return steps;
  if (before(state, 'draft', 'validated', 'priced', 'underwrittenBlocked')) steps.push('underwrite');
  return steps;
}

const TRANSACTION_OP_NAMES: Record<TransactionOp, string> = {
  changeInstructions: 'the change instruction and transaction data operations',
  initializeTransaction: 'initializeTransaction',
  validateTransaction: 'validateTransaction',
  priceTransaction: 'priceTransaction',
  underwriteTransaction: 'underwriteTransaction',
  acceptTransaction: 'acceptTransaction',
  issueTransaction: 'issueTransaction',
  rebaseTransaction: 'issueTransaction with autoRebase',
  refuseTransaction: 'refuseTransaction',
  discardTransaction: 'discardTransaction',
  resetTransaction: 'resetTransaction',
  changeFlags: 'the underwriting flag operations',
};

/** 409 naming the transaction's state and what it allows, unless `op` may start from `state`. */
export function requireTransactionState(op: TransactionOp, state: TransactionState): void {
  if (TRANSACTION_ALLOWED[op].includes(state)) return;
  const next = transactionAllowedFrom(state).map((o) => TRANSACTION_OP_NAMES[o]);
  throw new AppError(
    409,
    'CONFLICT',
    `${TRANSACTION_OP_NAMES[op]} is not allowed on a transaction in state ${state}; ` +
      (next.length ? `from ${state}: ${next.join(', ')}` : `${state} is final`),
  );
}

export type TransactionStep = 'initialize' | 'validate' | 'price' | 'underwrite';

/** The steps a forward transaction operation runs first from `state`, in order. */
export function transactionStepsBefore(
  op: 'validateTransaction' | 'priceTransaction' | 'underwriteTransaction' | 'acceptTransaction',
  state: TransactionState,
): TransactionStep[] {
  const steps: TransactionStep[] = [];
  if (state === 'draft') steps.push('initialize');
  if (op === 'validateTransaction') return steps;
  if (state === 'draft' || state === 'initialized') steps.push('validate');
  if (op === 'priceTransaction') return steps;
  if (state === 'draft' || state === 'initialized' || state === 'validated') steps.push('price');
  if (op === 'underwriteTransaction') return steps;
  if (['draft', 'initialized', 'validated', 'priced', 'underwrittenBlocked'].includes(state))
    steps.push('underwrite');
  return steps;
}
