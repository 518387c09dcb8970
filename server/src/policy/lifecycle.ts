// The quote's states and which operation each allows (docs/quote-lifecycle.md has the table and
// the reason for each rule). One table, so the rules, the 409 answers and the documentation agree.
import { AppError } from '../errors.js';

export const QUOTE_STATES = [
  'draft',
  'validated',
  'earlyUnderwritten',
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

const before = (s: QuoteState, ...states: QuoteState[]) => states.includes(s);

/** Where each operation may start from. Earlier steps run on the way (see `stepsBefore`). */
const ALLOWED: Record<LifecycleOp, readonly QuoteState[]> = {
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

const OP_NAMES: Record<LifecycleOp, string> = {
  updateQuote: 'updateQuote',
  validateQuote: 'validateQuote',
  priceQuote: 'priceQuote',
  underwriteQuote: 'underwriteQuote',
  acceptQuote: 'acceptQuote',
  issueQuote: 'issueQuote',
  refuseQuote: 'refuseQuote',
  discardQuote: 'discardQuote',
  resetQuote: 'resetQuote',
  changeFlags: 'the underwriting flag operations',
};

/** 409 naming the state and what it allows, unless `op` may start from `state`. */
export function requireState(op: LifecycleOp, state: QuoteState): void {
  if (ALLOWED[op].includes(state)) return;
  const next = allowedFrom(state).map((o) => OP_NAMES[o]);
  throw new AppError(
    409,
    'CONFLICT',
    `${OP_NAMES[op]} is not allowed on a quote in state ${state}; ` +
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
