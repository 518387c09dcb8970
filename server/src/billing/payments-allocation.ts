// How a payment's amount is placed, as a pure function over what its targets owe: an amount given
// for a target goes to that target, the rest to the targets given without one, the oldest due
// first; what nothing owes any more goes to the account's credit. Every amount is an exact
// decimal, so what is placed always adds up to the payment: placed + credit = amount.
import { Decimal } from 'decimal.js';

/** Something a payment can settle: one invoice item, with what it still owes. */
export interface Slot {
  invoiceId: string;
  itemId: string;
  /** The invoice's due time: the oldest due is settled first. */
  dueTime: string;
  owed: Decimal;
}

/** A target as the payment names it, with the slots it covers (none for the account). */
export interface Target {
  containerType: 'invoice' | 'invoiceItem' | 'account';
  containerLocator: string;
  amount?: Decimal;
  slots: Slot[];
}

export interface Placed {
  invoiceId: string;
  itemId: string;
  amount: Decimal;
}

export interface Allocation {
  placed: Placed[];
  credit: Decimal;
}

export interface AllocationProblem {
  location: string;
  message: string;
}

const ZERO = new Decimal(0);

/** Slots in the order they are settled: the oldest due first, then by invoice and item. */
export const settleOrder = (a: Slot, b: Slot): number =>
  a.dueTime < b.dueTime
    ? -1
    : a.dueTime > b.dueTime
      ? 1
      : a.invoiceId < b.invoiceId
        ? -1
        : a.invoiceId > b.invoiceId
          ? 1
          : a.itemId < b.itemId
            ? -1
            : a.itemId > b.itemId
              ? 1
              : 0;

/**
 * Places `amount` over `targets`. What is left once every slot named is settled (or, for a target
 * with an amount, once its amount is placed) is the account's credit.
 */
export function allocate(amount: Decimal, targets: readonly Target[]): Allocation {
  const owed = new Map<string, Decimal>();
  const key = (s: Slot) => `${s.invoiceId}/${s.itemId}`;
  for (const t of targets)
    for (const s of t.slots) if (!owed.has(key(s))) owed.set(key(s), Decimal.max(s.owed, 0));
  const placed = new Map<string, Placed>();
  const place = (s: Slot, want: Decimal): Decimal => {
    const left = owed.get(key(s))!;
    const take = Decimal.min(left, want);
    if (take.lte(0)) return ZERO;
    owed.set(key(s), left.minus(take));
    const p = placed.get(key(s));
    if (p) p.amount = p.amount.plus(take);
    else placed.set(key(s), { invoiceId: s.invoiceId, itemId: s.itemId, amount: take });
    return take;
  };
  /** Fills `slots` in settle order with at most `budget`; answers what was placed. */
  const fill = (slots: Slot[], budget: Decimal): Decimal => {
    let used = ZERO;
    for (const s of [...slots].sort(settleOrder)) {
      if (used.gte(budget)) break;
      used = used.plus(place(s, budget.minus(used)));
    }
    return used;
  };

  let rest = amount;
  let credit = ZERO;
  // Targets with an amount first, each within its own amount.
  for (const t of targets) {
    if (t.amount === undefined) continue;
    const budget = Decimal.min(t.amount, rest);
    if (t.containerType === 'account') {
      credit = credit.plus(budget);
      rest = rest.minus(budget);
      continue;
    }
    const used = fill(t.slots, budget);
    // What its own slots could not take stays with the payment for the others.
    rest = rest.minus(used);
  }
  // Then the targets without one share the rest, the oldest due first.
  const open = targets.filter((t) => t.amount === undefined);
  rest = rest.minus(
    fill(
      open.flatMap((t) => t.slots),
      rest,
    ),
  );
  credit = credit.plus(rest);
  const ordered = [...placed.values()].sort((a, b) =>
    a.invoiceId === b.invoiceId ? (a.itemId < b.itemId ? -1 : 1) : a.invoiceId < b.invoiceId ? -1 : 1,
  );
  return { placed: ordered, credit };
}

/** Digits after the point of a decimal. */
const scale = (d: Decimal) => Math.max(0, d.decimalPlaces());

/**
 * What makes a payment invalid over its targets as they stand: amounts finer than the currency's
 * minor unit, amounts given for targets above the payment or above what they owe, and a payment
 * for more than its invoices owe unless the account is among its targets.
 */
export function allocationProblems(
  amount: Decimal,
  targets: readonly Target[],
  minorDigits: number,
  at: (i: number) => string = (i) => `body.targets[${i}]`,
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  if (amount.lte(0)) problems.push({ location: 'body.amount', message: 'must be more than 0' });
  if (scale(amount) > minorDigits)
    problems.push({
      location: 'body.amount',
      message: `has ${scale(amount)} decimals; the currency has ${minorDigits}`,
    });
  let given = ZERO;
  targets.forEach((t, i) => {
    if (t.amount === undefined) return;
    given = given.plus(t.amount);
    if (scale(t.amount) > minorDigits)
      problems.push({
        location: `${at(i)}.amount`,
        message: `has ${scale(t.amount)} decimals; the currency has ${minorDigits}`,
      });
    if (t.containerType === 'account') return;
    const owes = owedBy(t.slots);
    if (t.amount.gt(owes))
      problems.push({
        location: `${at(i)}.amount`,
        message: `is ${t.amount.toFixed()}, more than the ${t.containerType} ${t.containerLocator} owes (${owes.toFixed()})`,
      });
  });
  if (given.gt(amount))
    problems.push({
      location: 'body.targets',
      message: `the amounts given for targets add up to ${given.toFixed()}, more than the payment's ${amount.toFixed()}`,
    });
  if (!targets.some((t) => t.containerType === 'account')) {
    const seen = new Set<string>();
    const all = targets
      .flatMap((t) => t.slots)
      .filter((s) => !seen.has(`${s.invoiceId}/${s.itemId}`) && seen.add(`${s.invoiceId}/${s.itemId}`));
    const owes = owedBy(all);
    if (amount.gt(owes))
      problems.push({
        location: 'body.amount',
        message: `is ${amount.toFixed()}, more than its targets owe (${owes.toFixed()}); name the account as a target to keep the rest as credit`,
      });
  }
  return problems;
}

const owedBy = (slots: readonly Slot[]) => slots.reduce((sum, s) => sum.plus(Decimal.max(s.owed, 0)), ZERO);
