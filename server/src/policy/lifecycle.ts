// The rules over the states of quotes and transactions, as the one table (quote-states.ts) gives
// them: the 409 of an operation out of order, and the steps a forward operation runs on its way.
// docs/quote-lifecycle.md and docs/policy-transactions.md show the table with the reason for each
// rule.
import { AppError } from '../errors.js';
import {
  QUOTE_MACHINE,
  TRANSACTION_MACHINE,
  refusal,
  stepsOnTheWay,
  type LifecycleOp,
  type QuoteState,
  type QuoteStep,
  type TransactionOp,
  type TransactionState,
  type TransactionStep,
} from './quote-states.js';

export type { QuoteState, TransactionStep } from './quote-states.js';

/** 409 naming the state and what it allows, unless `op` may start from `state`. */
export function requireState(op: LifecycleOp, state: QuoteState): void {
  const detail = refusal(QUOTE_MACHINE, op, state);
  if (detail !== undefined) throw new AppError(409, 'CONFLICT', detail);
}

/** The steps a forward operation runs on a quote in `state`, in order, its own last. */
export function stepsTo(op: LifecycleOp, state: QuoteState): QuoteStep[] {
  const own = QUOTE_MACHINE.ops[op].step;
  return [...stepsOnTheWay(QUOTE_MACHINE, op, state), ...(own && own !== 'accept' ? [own] : [])];
}

/** 409 naming the transaction's state and what it allows, unless `op` may start from `state`. */
export function requireTransactionState(op: TransactionOp, state: TransactionState): void {
  const detail = refusal(TRANSACTION_MACHINE, op, state);
  if (detail !== undefined) throw new AppError(409, 'CONFLICT', detail);
}

/** The steps a forward transaction operation runs from `state`, in order, its own last. */
export function transactionStepsTo(op: TransactionOp, state: TransactionState): TransactionStep[] {
  const own = TRANSACTION_MACHINE.ops[op].step;
  return [...stepsOnTheWay(TRANSACTION_MACHINE, op, state), ...(own && own !== 'accept' ? [own] : [])];
}

/** Every forward step of a transaction, in order. */
export const TRANSACTION_STEPS = TRANSACTION_MACHINE.steps;
