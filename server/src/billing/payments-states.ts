// The states of a payment and the operations allowed in each. A payment is changed while draft or
// validated, settles its targets only by posting, and leaves posted only by a reversal; the
// stopped states (discarded, cancelled, failed, reversed) settle nothing. `requested` and
// `executing` belong to payment providers, which insuite does not call; they are allowed where a
// provider's payment would be, so a payment stored in them still has its way out.
import { conflict } from '../errors.js';

export type PaymentState =
  | 'draft'
  | 'validated'
  | 'requested'
  | 'executing'
  | 'posted'
  | 'failed'
  | 'cancelled'
  | 'reversed'
  | 'discarded';

export type PaymentOp =
  | 'updatePayment'
  | 'validatePayment'
  | 'postPayment'
  | 'reversePayment'
  | 'discardPayment'
  | 'cancelPayment'
  | 'failPayment'
  | 'resetPayment';

/** From which states each operation may start, and the state it leaves the payment in. */
export const PAYMENT_MOVES: Readonly<Record<PaymentOp, { from: readonly PaymentState[]; to: PaymentState }>> =
  {
    updatePayment: { from: ['draft', 'validated'], to: 'draft' },
    validatePayment: { from: ['draft'], to: 'validated' },
    postPayment: { from: ['draft', 'validated'], to: 'posted' },
    reversePayment: { from: ['posted'], to: 'reversed' },
    discardPayment: { from: ['draft', 'validated'], to: 'discarded' },
    cancelPayment: { from: ['draft', 'validated', 'requested', 'executing'], to: 'cancelled' },
    failPayment: { from: ['validated', 'requested', 'executing'], to: 'failed' },
    resetPayment: { from: ['validated', 'failed', 'cancelled'], to: 'draft' },
  };

/** The state `op` leaves a payment in; 409 naming the states it is allowed in otherwise. */
export function movePayment(op: PaymentOp, from: PaymentState): PaymentState {
  const move = PAYMENT_MOVES[op];
  if (!move.from.includes(from)) {
    const why =
      op === 'postPayment' && from === 'posted'
        ? ' (it was posted already)'
        : op === 'reversePayment'
          ? ' (only a posted payment is reversed)'
          : '';
    throw conflict(
      `${op} is not allowed on a payment in state ${from}${why}; it is allowed in ${move.from.join(', ')}`,
    );
  }
  return move.to;
}
