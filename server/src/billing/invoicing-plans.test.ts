// The invoicing plan's grouping and fee as pure functions: which installments of a run share an
// invoice under each `matching` and `window`, and the fee of an invoice under each handling.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { groupInstallments, invoiceFee, NO_INVOICING_PLAN, type InvoicingPlan } from './invoicing-plans.js';

const inst = (
  id: string,
  policyId: string,
  generateTime: string,
  dueTime: string,
  start: string,
  end: string,
) => ({
  id,
  policyId,
  generateTime,
  dueTime,
  start,
  end,
});
// Policy p: January's installment and a change's share of it (generated later, due later, the same
// period); February's; an immediate charge generated with February's, due at once, in January's
// period. Policy q: one installment.
const list = [
  inst('jan', 'p', '01-01', '01-10', '01', '02'),
  inst('janChange', 'p', '01-15', '01-25', '01', '02'),
  inst('feb', 'p', '02-01', '02-10', '02', '03'),
  inst('now', 'p', '02-01', '02-01', '02', '02-15'),
  inst('other', 'q', '01-01', '01-10', '01', '02'),
];
const plan = (matching: string, window: string): InvoicingPlan => ({
  ...NO_INVOICING_PLAN,
  installmentGrouping: { matching, window } as InvoicingPlan['installmentGrouping'],
});
const ids = (groups: { id: string }[][]) =>
  groups
    .map((g) =>
      g
        .map((i) => i.id)
        .sort()
        .join(' '),
    )
    .sort();

describe('groupInstallments', () => {
  it('never groups across policies, and groups by the matched time (and its end with startAndEnd)', () => {
    expect(ids(groupInstallments(list, () => plan('generateTime', 'start')))).toEqual(
      ['feb now', 'jan', 'janChange', 'other'].sort(),
    );
    expect(ids(groupInstallments(list, () => plan('generateTime', 'startAndEnd')))).toEqual(
      ['feb', 'jan', 'janChange', 'now', 'other'].sort(),
    );
    expect(ids(groupInstallments(list, () => plan('startTime', 'start')))).toEqual(
      ['feb now', 'jan janChange', 'other'].sort(),
    );
    expect(ids(groupInstallments(list, () => plan('startTime', 'startAndEnd')))).toEqual(
      ['feb', 'jan janChange', 'now', 'other'].sort(),
    );
  });

  it('all: one invoice per policy; catchUp: what came before the latest generate time joins it', () => {
    expect(ids(groupInstallments(list, () => plan('all', 'start')))).toEqual([
      'feb jan janChange now',
      'other',
    ]);
    expect(ids(groupInstallments(list, () => plan('generateTime', 'catchUp')))).toEqual([
      'feb jan janChange now',
      'other',
    ]);
    // Each policy by its own plan.
    expect(
      ids(groupInstallments(list, (p) => (p === 'p' ? plan('startTime', 'start') : plan('all', 'start')))),
    ).toEqual(['feb now', 'jan janChange', 'other'].sort());
  });
});

describe('invoiceFee', () => {
  const fee = (
    handling: InvoicingPlan['invoiceFeeHandling'],
    times: string[],
    charges = '10',
    currency = 'USD',
  ) =>
    invoiceFee(
      { ...NO_INVOICING_PLAN, invoiceFeeHandling: handling, invoiceFeeAmounts: { USD: 1.5 } },
      currency,
      times,
      new Decimal(charges),
    )?.toFixed();
  it('sum: one fee per generate time gathered; max and min: one; waive, another currency, or nothing charged: none', () => {
    expect(fee('sum', ['a', 'b', 'b', 'c'])).toBe('4.5');
    expect(fee('max', ['a', 'b'])).toBe('1.5');
    expect(fee('min', ['a', 'b'])).toBe('1.5');
    expect(fee('waive', ['a'])).toBeUndefined();
    expect(fee('max', ['a'], '10', 'EUR')).toBeUndefined();
    expect(fee('max', ['a'], '0')).toBeUndefined();
    expect(fee('sum', ['a'], '-5')).toBeUndefined();
  });
});
