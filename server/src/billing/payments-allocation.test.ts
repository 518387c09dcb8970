import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, allocationProblems, type Slot, type Target } from './payments-allocation.js';

const d = (x: string | number) => new Decimal(x);
const slot = (invoiceId: string, itemId: string, dueTime: string, owed: string): Slot => ({
  invoiceId,
  itemId,
  dueTime,
  owed: d(owed),
});
const invoice = (id: string, slots: Slot[], amount?: string): Target => ({
  containerType: 'invoice',
  containerLocator: id,
  slots,
  ...(amount !== undefined ? { amount: d(amount) } : {}),
});
const account: Target = { containerType: 'account', containerLocator: 'ACC', slots: [] };
const shown = (a: ReturnType<typeof allocate>) => ({
  placed: a.placed.map((p) => [p.itemId, p.amount.toFixed()]),
  credit: a.credit.toFixed(),
});

describe('allocate', () => {
  const jan = [slot('I1', 'a', '2027-01-15', '40.00'), slot('I1', 'b', '2027-01-15', '10.01')];
  const feb = [slot('I2', 'c', '2027-02-15', '50.00')];

  it('settles the oldest due first across the invoices named', () => {
    expect(shown(allocate(d('60.01'), [invoice('I2', feb), invoice('I1', jan)]))).toEqual({
      placed: [
        ['a', '40'],
        ['b', '10.01'],
        ['c', '10'],
      ],
      credit: '0',
    });
  });

  it('keeps what the targets no longer owe as credit', () => {
    expect(shown(allocate(d('120'), [invoice('I1', jan), account]))).toEqual({
      placed: [
        ['a', '40'],
        ['b', '10.01'],
      ],
      credit: '69.99',
    });
  });

  it('places an amount given for a target on that target first', () => {
    const a = allocate(d('30'), [invoice('I1', jan), invoice('I2', feb, '25')]);
    expect(shown(a)).toEqual({
      placed: [
        ['a', '5'],
        ['c', '25'],
      ],
      credit: '0',
    });
  });

  it('is exact with amounts binary floating point cannot hold', () => {
    const slots = [slot('I', 'x', '2027-01-01', '0.1'), slot('I', 'y', '2027-01-01', '0.2')];
    const a = allocate(d('0.3'), [invoice('I', slots)]);
    expect(a.credit.toFixed()).toBe('0');
    expect(a.placed.map((p) => p.amount.toFixed())).toEqual(['0.1', '0.2']);
  });

  it('always places exactly the amount: placed plus credit is the payment, no slot over what it owes', () => {
    const cents = fc.integer({ min: 0, max: 100_000 }).map((c) => new Decimal(c).div(100));
    const slotArb = fc.record({
      invoiceId: fc.constantFrom('I1', 'I2', 'I3'),
      itemId: fc.constantFrom('a', 'b', 'c', 'd'),
      dueTime: fc.constantFrom('2027-01-01', '2027-02-01', '2027-03-01'),
      owed: cents,
    });
    fc.assert(
      fc.property(
        fc.array(slotArb, { maxLength: 8 }),
        cents,
        fc.boolean(),
        fc.option(cents, { nil: undefined }),
        (slots, amount, toAccount, given) => {
          const targets: Target[] = [
            { containerType: 'invoice', containerLocator: 'I1', slots, ...(given ? { amount: given } : {}) },
            ...(toAccount ? [account] : []),
          ];
          const a = allocate(amount, targets);
          const sum = a.placed.reduce((s, p) => s.plus(p.amount), a.credit);
          expect(sum.eq(amount)).toBe(true);
          expect(a.credit.gte(0)).toBe(true);
          for (const p of a.placed) {
            const owed = slots
              .filter((s) => s.invoiceId === p.invoiceId && s.itemId === p.itemId)
              .reduce((m, s) => Decimal.max(m, s.owed), new Decimal(0));
            expect(p.amount.lte(owed)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('allocationProblems', () => {
  const jan = [slot('I1', 'a', '2027-01-15', '40.00')];
  it('refuses a payment for more than its invoices owe unless the account is a target', () => {
    expect(allocationProblems(d('41'), [invoice('I1', jan)], 2)).toEqual([
      expect.objectContaining({ location: 'body.amount' }),
    ]);
    expect(allocationProblems(d('41'), [invoice('I1', jan), account], 2)).toEqual([]);
  });
  it('refuses amounts finer than the currency and target amounts above what they owe or the payment', () => {
    expect(allocationProblems(d('1.001'), [account], 2)[0]).toMatchObject({ location: 'body.amount' });
    expect(allocationProblems(d('10'), [invoice('I1', jan, '41')], 2).map((p) => p.location)).toEqual([
      'body.targets[0].amount',
      'body.targets',
    ]);
  });
});
