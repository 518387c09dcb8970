// The one state machine of quotes and of transactions after issue: for each, its states, its
// forward steps in order and how many of them each state has had, and for each operation the
// states it may start from, its step (a forward operation runs the steps the state has not had
// first), its name in a 409 and its column in the docs' table. Read by the lifecycle's rules
// (lifecycle.ts: the 409 answers and the steps on the way), the routes' checks through them, the
// console's next steps and the docs' state tables (stateTable, checked against the docs by
// tests/unit/state-machine.test.ts). Pure data: the console's bundle imports it too. The contract's
// enums also hold `earlyUnderwritten`, which no operation of insuite leads to
// (docs/quote-lifecycle.md), so it is no state here.

export interface Operation<S extends string, Step extends string> {
  /** The states it may start from. */
  from: readonly S[];
  /** The forward step it ends with (`accept`: after every step); none: it runs no steps. */
  step?: Step | 'accept';
  /** Its name in a 409: its operationId, or what the operations it stands for have in common. */
  name: string;
  /** Its column in the docs' table. */
  column: string;
}

export interface Machine<S extends string, Op extends string, Step extends string> {
  /** Which object: named so in a 409. */
  noun: string;
  states: readonly S[];
  /** The forward steps, in order. */
  steps: readonly Step[];
  /** How many of the forward steps a state has had (a state left out: none). */
  done: Partial<Record<S, number>>;
  ops: Record<Op, Operation<S, Step>>;
}

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
export type QuoteStep = 'validate' | 'price' | 'underwrite';

const FLAGS = 'the underwriting flag operations';

export const QUOTE_MACHINE: Machine<QuoteState, LifecycleOp, QuoteStep> = {
  noun: 'quote',
  states: QUOTE_STATES,
  steps: ['validate', 'price', 'underwrite'],
  // A blocked quote is priced: underwriting runs again.
  done: { draft: 0, validated: 1, priced: 2, underwritten: 3, underwrittenBlocked: 2 },
  ops: {
    updateQuote: { from: ['draft'], name: 'updateQuote', column: 'update' },
    validateQuote: { from: ['draft'], step: 'validate', name: 'validateQuote', column: 'validate' },
    priceQuote: { from: ['draft', 'validated'], step: 'price', name: 'priceQuote', column: 'price' },
    underwriteQuote: {
      from: ['draft', 'validated', 'priced', 'underwrittenBlocked'],
      step: 'underwrite',
      name: 'underwriteQuote',
      column: 'underwrite',
    },
    acceptQuote: {
      from: ['draft', 'validated', 'priced', 'underwritten', 'underwrittenBlocked'],
      step: 'accept',
      name: 'acceptQuote',
      column: 'accept',
    },
    issueQuote: { from: ['accepted'], name: 'issueQuote', column: 'issue' },
    refuseQuote: {
      from: ['validated', 'priced', 'underwritten', 'underwrittenBlocked', 'accepted'],
      name: 'refuseQuote',
      column: 'refuse',
    },
    discardQuote: {
      from: [
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
      name: 'discardQuote',
      column: 'discard',
    },
    resetQuote: {
      from: ['validated', 'priced', 'underwritten', 'underwrittenBlocked', 'declined', 'refused', 'accepted'],
      name: 'resetQuote',
      column: 'reset',
    },
    changeFlags: {
      from: ['draft', 'validated', 'priced', 'underwritten', 'underwrittenBlocked', 'declined', 'rejected'],
      name: FLAGS,
      column: 'flags',
    },
  },
};

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
export type TransactionStep = 'initialize' | 'validate' | 'price' | 'underwrite';

const BEFORE_ACCEPT = [
  'draft',
  'initialized',
  'validated',
  'priced',
  'underwritten',
  'underwrittenBlocked',
] as const;

export const TRANSACTION_MACHINE: Machine<TransactionState, TransactionOp, TransactionStep> = {
  noun: 'transaction',
  states: TRANSACTION_STATES,
  steps: ['initialize', 'validate', 'price', 'underwrite'],
  done: { draft: 0, initialized: 1, validated: 2, priced: 3, underwritten: 4, underwrittenBlocked: 3 },
  ops: {
    changeInstructions: {
      from: ['draft', 'initialized', 'validated'],
      name: 'the change instruction and transaction data operations',
      column: 'instructions',
    },
    initializeTransaction: {
      from: ['draft'],
      step: 'initialize',
      name: 'initializeTransaction',
      column: 'initialize',
    },
    validateTransaction: {
      from: ['draft', 'initialized'],
      step: 'validate',
      name: 'validateTransaction',
      column: 'validate',
    },
    priceTransaction: {
      from: ['draft', 'initialized', 'validated'],
      step: 'price',
      name: 'priceTransaction',
      column: 'price',
    },
    underwriteTransaction: {
      from: ['draft', 'initialized', 'validated', 'priced', 'underwrittenBlocked'],
      step: 'underwrite',
      name: 'underwriteTransaction',
      column: 'underwrite',
    },
    acceptTransaction: { from: BEFORE_ACCEPT, step: 'accept', name: 'acceptTransaction', column: 'accept' },
    issueTransaction: { from: ['accepted'], name: 'issueTransaction', column: 'issue' },
    rebaseTransaction: {
      from: ['accepted', 'invalidated'],
      name: 'issueTransaction with autoRebase',
      column: 'issue (autoRebase)',
    },
    refuseTransaction: {
      from: ['validated', 'priced', 'underwritten', 'underwrittenBlocked', 'accepted'],
      name: 'refuseTransaction',
      column: 'refuse',
    },
    discardTransaction: {
      from: [...BEFORE_ACCEPT, 'declined', 'rejected', 'refused', 'accepted'],
      name: 'discardTransaction',
      column: 'discard',
    },
    resetTransaction: {
      from: [
        'initialized',
        'validated',
        'priced',
        'underwritten',
        'underwrittenBlocked',
        'declined',
        'refused',
        'accepted',
      ],
      name: 'resetTransaction',
      column: 'reset',
    },
    changeFlags: { from: [...BEFORE_ACCEPT, 'declined', 'rejected'], name: FLAGS, column: 'flags' },
  },
};

// ---- what follows from a machine ----------------------------------------------------------------

/** Whether `op` may start from `state`. */
export function allows<S extends string, Op extends string, Step extends string>(
  m: Machine<S, Op, Step>,
  op: Op,
  state: S,
): boolean {
  return m.ops[op].from.includes(state);
}

/** The operations a state allows, in the table's order. */
export function allowedOps<S extends string, Op extends string, Step extends string>(
  m: Machine<S, Op, Step>,
  state: S,
): Op[] {
  return (Object.keys(m.ops) as Op[]).filter((op) => allows(m, op, state));
}

/** The forward steps `op` runs from `state` before its own, in order. */
export function stepsOnTheWay<S extends string, Op extends string, Step extends string>(
  m: Machine<S, Op, Step>,
  op: Op,
  state: S,
): Step[] {
  const { step } = m.ops[op];
  if (step === undefined) return [];
  const to = step === 'accept' ? m.steps.length : m.steps.indexOf(step);
  return m.steps.slice(m.done[state] ?? 0, to);
}

/** The 409's detail for `op` from `state`, or undefined where it is allowed. */
export function refusal<S extends string, Op extends string, Step extends string>(
  m: Machine<S, Op, Step>,
  op: Op,
  state: S,
): string | undefined {
  if (allows(m, op, state)) return undefined;
  const next = [...new Set(allowedOps(m, state).map((o) => m.ops[o].name))];
  return (
    `${m.ops[op].name} is not allowed on a ${m.noun} in state ${state}; ` +
    (next.length ? `from ${state}: ${next.join(', ')}` : `${state} is final`)
  );
}

/** The docs' table: ✓ allowed; ↻ allowed, running the earlier steps first; – 409. */
export function stateTable<S extends string, Op extends string, Step extends string>(
  m: Machine<S, Op, Step>,
): string {
  const ops = Object.keys(m.ops) as Op[];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(['state', ...ops.map((op) => m.ops[op].column)]),
    row(['---', ...ops.map(() => '---')]).replace(/ /g, ''),
    ...m.states.map((s) =>
      row([s, ...ops.map((op) => (!allows(m, op, s) ? '–' : stepsOnTheWay(m, op, s).length ? '↻' : '✓'))]),
    ),
  ].join('\n');
}

// The names the rest of the server and the console read.
export const ALLOWED = Object.fromEntries(
  Object.entries(QUOTE_MACHINE.ops).map(([op, o]) => [op, (o as Operation<QuoteState, QuoteStep>).from]),
) as Record<LifecycleOp, readonly QuoteState[]>;
export const TRANSACTION_ALLOWED = Object.fromEntries(
  Object.entries(TRANSACTION_MACHINE.ops).map(([op, o]) => [
    op,
    (o as Operation<TransactionState, TransactionStep>).from,
  ]),
) as Record<TransactionOp, readonly TransactionState[]>;
export const allowedFrom = (state: QuoteState): LifecycleOp[] => allowedOps(QUOTE_MACHINE, state);
export const transactionAllowedFrom = (state: TransactionState): TransactionOp[] =>
  allowedOps(TRANSACTION_MACHINE, state);
