// Amounts shown with their currency's digits: the contract's JSON number drops trailing zeros.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../client/src/index.js';

describe('formatMoney', () => {
  it('pads and rounds to the digits of the currency, without grouping', () => {
    expect(formatMoney(1354.5, 'USD')).toBe('1354.50 USD');
    expect(formatMoney(100, 'EUR')).toBe('100.00 EUR');
    expect(formatMoney(1234567.891, 'USD')).toBe('1234567.89 USD');
    expect(formatMoney(-12.3, 'USD')).toBe('-12.30 USD');
    expect(formatMoney(1500, 'JPY')).toBe('1500 JPY');
    expect(formatMoney(1.5, 'BHD')).toBe('1.500 BHD');
    expect(formatMoney('934.38', 'USD')).toBe('934.38 USD');
  });

  it('takes two digits for a code it does not know', () => {
    expect(formatMoney(7.1, 'XQQ')).toBe('7.10 XQQ');
    expect(formatMoney(7.1, 'not a code')).toBe('7.10 not a code');
  });
});
