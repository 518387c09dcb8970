import { describe, expect, it } from 'vitest';
import {
  daysAfter,
  graceEnd,
  nextDue,
  planNameOf,
  reached,
  settingsOf,
  triggerTime,
} from './delinquency-states.js';

describe('delinquency rules', () => {
  it('follows the policy plan, else the quote, else the product, else the configuration', () => {
    const c = { defaultDelinquencyPlan: 'std', products: { Home: { defaultDelinquencyPlan: 'home' } } };
    expect(planNameOf(c, { policy: 'p', quote: 'q' }, 'Home')).toBe('p');
    expect(planNameOf(c, { quote: 'q' }, 'Home')).toBe('q');
    expect(planNameOf(c, {}, 'Home')).toBe('home');
    expect(planNameOf(c, {}, 'Auto')).toBe('std');
    expect(planNameOf({}, {}, 'Auto')).toBeUndefined();
  });

  it('ends grace after calendar days on the policy wall clock, across a daylight-saving change', () => {
    // 1 March 2027 midnight in Chicago (UTC-6); 20 days later is after the change to UTC-5 (14 March).
    expect(daysAfter('2027-03-01T06:00:00.000Z', 20, 'America/Chicago')).toBe('2027-03-21T05:00:00.000Z');
    const s = settingsOf({ gracePeriodDays: 30 });
    expect(s).toEqual({
      lapseTransactionType: 'cancellation',
      gracePeriodDays: 30,
      advanceLapseTo: 'issued',
      delinquencyLevel: 'policy',
    });
    expect(graceEnd('2027-01-01T00:00:00.000Z', s, 'UTC')).toBe('2027-01-31T00:00:00.000Z');
    expect(
      triggerTime(
        { name: 'n', offsetDays: -2, offsetBasis: 'gracePeriodEnd' },
        'x',
        '2027-01-31T00:00:00.000Z',
        'UTC',
      ),
    ).toBe('2027-01-29T00:00:00.000Z');
  });

  it('acts next at grace start, then grace end, then until the lapse is advanced, then at events', () => {
    const base = { graceStartedAt: '2027-01-01', graceEndAt: '2027-01-31', lapseDone: false };
    expect(nextDue({ ...base, state: 'preGrace' }, ['2027-02-05'])).toBe('2027-01-01');
    expect(nextDue({ ...base, state: 'inGrace' }, ['2027-01-10'])).toBe('2027-01-10');
    expect(nextDue({ ...base, state: 'lapseTransactionCreated' }, [])).toBe('2027-01-31');
    expect(nextDue({ ...base, state: 'lapseTransactionCreated', lapseDone: true }, [])).toBeUndefined();
    expect(nextDue({ ...base, state: 'settled' }, ['2027-01-10'])).toBeUndefined();
    expect(reached('accepted', 'priced')).toBe(true);
    expect(reached('validated', 'issued')).toBe(false);
    expect(reached('underwrittenBlocked', 'draft')).toBe(false);
  });
});
