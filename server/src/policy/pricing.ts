// Charges of a price, from the rating step's items: each item's charge type must be declared (the
// configuration's `charges`, listed by the product or by the element's type), its element must be
// one of the quote's, and its amount is computed in exact decimals (decimal.js): a `rate` times the
// quote's duration in units of its duration basis, or an `amount` as it is. Amounts are rounded to
// the currency's minor unit here and nowhere else (`roundToMinor`); charges of zero are dropped.
import { Decimal } from 'decimal.js';
import { unprocessable, type ProblemItem } from '../errors.js';
import { minorDigits } from '../product/index.js';
import type { Ids } from '../util.js';
import { flatten, type StoredElement } from './element-tree.js';

export interface StoredValidation {
  success: boolean;
  validationItems?: { locator: string; elementType: string; errors: string[] }[];
}

export interface StoredCharge {
  locator: string;
  elementLocator: string;
  elementStaticLocator: string;
  chargeType: string;
  chargeCategory: ChargeCategory;
  handling: 'flat' | 'normal' | 'retention';
  invoicing: 'scheduled' | 'next' | 'immediate';
  /** Decimal strings: exact, rounded to the minor unit (amount) or as given (rate). */
  amount: string;
  rate: string;
  tag?: string;
}

export interface StoredPrice {
  /** The quote's length in units of `durationBasis`, as a decimal string. */
  duration: string;
  durationBasis: DurationBasis;
  items: StoredCharge[];
}

export type DurationBasis = 'years' | 'months' | 'weeks' | 'days' | 'hours';
type ChargeCategory =
  | 'none'
  | 'premium'
  | 'tax'
  | 'fee'
  | 'credit'
  | 'invoiceFee'
  | 'cededPremium'
  | 'nonFinancial'
  | 'surcharge';

export interface RateItem {
  elementLocator: string;
  chargeType: string;
  rate?: string;
  amount?: string;
  tag?: string;
}

interface ChargeDecl {
  category?: ChargeCategory;
  handling?: StoredCharge['handling'];
  invoicing?: StoredCharge['invoicing'];
}

type Section = Record<string, { charges?: string[] } | undefined>;
export interface PricingConfig {
  charges?: Record<string, ChargeDecl | undefined>;
  [section: string]: unknown;
}

const DEC = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const MS = { hours: 3_600_000, days: 86_400_000, weeks: 7 * 86_400_000 } as const;

/** The one place amounts are rounded: half away from zero, to the currency's minor unit. */
export function roundToMinor(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(minorDigits(currency), Decimal.ROUND_HALF_UP);
}

/** `n` calendar months after `d` (UTC), on the same day or the month's last when it is shorter. */
function addMonths(d: Date, n: number): Date {
  const month = d.getUTCMonth() + n;
  const last = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCFullYear(d.getUTCFullYear(), month, Math.min(d.getUTCDate(), last));
  return out;
}

/**
 * The length of [start, end) in units of `basis`: hours, days and weeks by elapsed time; months and
 * years by whole calendar units (UTC) from the start, and the part left over as a share of the
 * next unit's length.
 */
export function durationIn(basis: DurationBasis, start: string, end: string): Decimal {
  const a = new Date(start);
  const b = new Date(end);
  if (basis === 'hours' || basis === 'days' || basis === 'weeks')
    return new DEC(b.getTime() - a.getTime()).div(MS[basis]);
  const step = basis === 'years' ? 12 : 1;
  const add = (n: number) => addMonths(a, n * step);
  let whole = 0;
  while (add(whole + 1).getTime() <= b.getTime()) whole++;
  const from = add(whole);
  const next = add(whole + 1);
  const part = new DEC(b.getTime() - from.getTime()).div(next.getTime() - from.getTime());
  return part.plus(whole);
}

/** The end of a term of `n` units of `basis` from `start` (used when a quote has no end time). */
export function termEnd(basis: DurationBasis, start: string, n: number): string {
  const d = new Date(start);
  if (basis === 'hours' || basis === 'days' || basis === 'weeks')
    return new Date(d.getTime() + n * MS[basis]).toISOString();
  return addMonths(d, n * (basis === 'years' ? 12 : 1)).toISOString();
}

const parseDecimal = (v: string | undefined): Decimal | undefined => {
  if (v === undefined) return undefined;
  try {
    const d = new DEC(v);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
};

/** The charges of the rating step's items, or 422 naming each item that is wrong. */
export function chargesOf(
  config: PricingConfig,
  productName: string,
  root: StoredElement,
  items: RateItem[],
  opts: { currency: string; duration: Decimal; ids: Ids },
): StoredCharge[] {
  const declared = config.charges ?? {};
  const elements = new Map(flatten(root).map((p) => [p.element.locator, p.element]));
  const listed = (type: string): string[] => {
    for (const name of ['products', 'policyLines', 'exposureGroups', 'exposures', 'coverages']) {
      const decl = (config[name] as Section | undefined)?.[type];
      if (decl) return decl.charges ?? [];
    }
    return [];
  };
  const productCharges = listed(productName);
  const problems: ProblemItem[] = [];
  const charges: StoredCharge[] = [];
  items.forEach((item, i) => {
    const at = `rate.items[${i}]`;
    const element = elements.get(item.elementLocator);
    const decl = declared[item.chargeType];
    if (!element) {
      problems.push({
        location: `${at}.elementLocator`,
        message: `${item.elementLocator} names no element of the quote`,
      });
      return;
    }
    if (
      !decl ||
      !(productCharges.includes(item.chargeType) || listed(element.type).includes(item.chargeType))
    ) {
      problems.push({
        location: `${at}.chargeType`,
        message: `"${item.chargeType}" is not a charge type declared in the configuration's charges and listed by ${productName} or ${element.type}`,
      });
      return;
    }
    const rate = parseDecimal(item.rate);
    const amount = parseDecimal(item.amount);
    if ((item.rate !== undefined && !rate) || (item.amount !== undefined && !amount) || (!rate && !amount)) {
      problems.push({ location: at, message: 'needs a rate or an amount, each a finite decimal' });
      return;
    }
    const exact = rate ? rate.times(opts.duration) : amount!;
    const rounded = roundToMinor(exact, opts.currency);
    if (rounded.isZero()) return;
    charges.push({
      locator: opts.ids.ulid(),
      elementLocator: element.locator,
      elementStaticLocator: element.staticLocator,
      chargeType: item.chargeType,
      chargeCategory: decl.category ?? 'none',
      handling: decl.handling ?? 'normal',
      invoicing: decl.invoicing ?? 'scheduled',
      amount: rounded.toFixed(),
      rate: rate ? rate.toFixed() : '0',
      ...(item.tag !== undefined ? { tag: item.tag } : {}),
    });
  });
  if (problems.length) throw unprocessable('The rating step returned charges that cannot be used', problems);
  return charges;
}

/** A charge as the contract answers it (amounts as JSON numbers of the rounded decimal). */
export const toChargeResponse = (c: StoredCharge) => ({
  locator: c.locator,
  elementLocator: c.elementLocator,
  elementStaticLocator: c.elementStaticLocator,
  chargeType: c.chargeType,
  chargeCategory: c.chargeCategory,
  handling: c.handling,
  invoicing: c.invoicing,
  amount: Number(c.amount),
  rate: Number(c.rate),
  referenceRate: Number(c.rate),
  ...(c.tag !== undefined ? { tag: c.tag } : {}),
});
