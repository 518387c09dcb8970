// Amounts as people read them: the contract answers an amount as a JSON number (1354.5), which
// drops the zeros a currency's minor unit has; shown, it takes the currency's digits (1354.50 USD).

const digitsOf = new Map<string, number>();

/** Digits of the currency's minor unit (2 for USD, 0 for JPY, 3 for BHD); 2 for a code Intl does not know. */
function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits !== undefined) return digits;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    digits = 2;
  }
  if (/^[A-Z]{3}$/.test(currency)) digitsOf.set(currency, digits);
  return digits;
}

/** `1354.5, 'USD'` → `1354.50 USD`: the amount with its currency's digits, no grouping, then the code. */
export function formatMoney(amount: number | string, currency: string): string {
  const digits = minorDigits(currency);
  const text = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(Number(amount));
  return `${text} ${currency}`;
}
