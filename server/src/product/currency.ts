// The digits of a currency's minor unit, as Intl knows them. The first lookup of a process loads
// the number-formatting data, which is slow; a deploy looks up its configuration's default
// currency, so the first price after it does not pay that.
/** Minor digits by currency code: making a NumberFormat costs more than pricing a quote. */
const digitsOf = new Map<string, number>();

/** Digits of the currency's minor unit (2 for USD, 0 for JPY); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits !== undefined) return digits;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    digits = 2;
  }
  // Codes are ISO 4217 (three letters): the map stays small whatever is asked.
  if (/^[A-Z]{3}$/.test(currency)) digitsOf.set(currency, digits);
  return digits;
}
