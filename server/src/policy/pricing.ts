// Charges of a price, from the rating step's items: each item's charge type must be declared (the
// configuration's `charges`, listed by the product or by the element's type), its element must be
// one of the quote's, and its amount is computed in exact decimals (decimal.js): a `rate` times the
// quote's duration in units of its duration basis, or an `amount` as it is. Amounts are rounded to
// the currency's minor unit here and nowhere else (`roundToMinor`); charges of zero are dropped.
import { Decimal } from 'decimal.js';
import { unprocessable, type ProblemItem } from '../errors.js';
import { minorDigits } from '../product/index.js';
import { addMonths } from '../shared/calendar.js';
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
  /** The charge whose remainder this one takes back. */
  reversalOfLocator?: string;
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

/**
 * The length of [start, end) in units of `basis`: hours, days and weeks by elapsed time; months by
 * whole calendar months on the wall clock of the time zone `tz` from the start, and the part left
 * over as a share of the next month's length; years as those months over twelve. So six months of
 * a yearly rate is half of it whatever the months' days, and a term across a daylight-saving change
 * is still exactly its months.
 */
export function durationIn(basis: DurationBasis, start: string, end: string, tz = 'UTC'): Decimal {
  // Months on a zone's wall clock cost a score of Intl look-ups; quotes of one term ask the same.
  const key = `${basis}|${start}|${end}|${tz}`;
  let d = durations.get(key);
  if (!d) {
    if (durations.size >= MEMO_SIZE) durations.clear();
    durations.set(key, (d = measure(basis, start, end, tz)));
  }
  return d;
}

/** Answers of durationIn and termEnd, pure functions of their arguments (Decimal is immutable). */
const MEMO_SIZE = 10_000;
const durations = new Map<string, Decimal>();
const ends = new Map<string, string>();

function measure(basis: DurationBasis, start: string, end: string, tz: string): Decimal {
  const a = new Date(start).getTime();
  const b = new Date(end).getTime();
  if (basis === 'hours' || basis === 'days' || basis === 'weeks') return new DEC(b - a).div(MS[basis]);
  if (b <= a) return new DEC(0);
  // Whole months from the start on the wall clock (estimated from elapsed time, then set right),
  // then what is left as a share of the next month: a year is twelve of them.
  // Each month boundary once: the search and the share below ask for the same ones.
  const boundaries = new Map<number, number>();
  const add = (n: number) => {
    let at = boundaries.get(n);
    if (at === undefined) boundaries.set(n, (at = addMonths(a, n, tz)));
    return at;
  };
  let whole = Math.max(0, Math.floor((b - a) / (MS.days * 31)) - 1);
  while (add(whole + 1) <= b) whole++;
  while (whole > 0 && add(whole) > b) whole--;
  const from = add(whole);
  const next = add(whole + 1);
  const months = new DEC(b - from).div(next - from).plus(whole);
  return basis === 'years' ? months.div(12) : months;
}

/** The end of a term of `n` units of `basis` from `start`, on the wall clock of `tz`. */
export function termEnd(basis: DurationBasis, start: string, n: number, tz = 'UTC'): string {
  const key = `${basis}|${start}|${n}|${tz}`;
  let e = ends.get(key);
  if (e === undefined) {
    if (ends.size >= MEMO_SIZE) ends.clear();
    ends.set(key, (e = endOf(basis, start, n, tz)));
  }
  return e;
}

function endOf(basis: DurationBasis, start: string, n: number, tz: string): string {
  const d = new Date(start);
  if (basis === 'hours' || basis === 'days' || basis === 'weeks')
    return new Date(d.getTime() + n * MS[basis]).toISOString();
  return new Date(addMonths(d.getTime(), n * (basis === 'years' ? 12 : 1), tz)).toISOString();
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
  ...(c.reversalOfLocator !== undefined ? { reversalOfLocator: c.reversalOfLocator } : {}),
});

/**
 * The charge taking back what `c` charged past the part of its segment that stays in force
 * (`kept`, in units of the duration basis): the part kept is rounded once, so a segment's charge
 * and its reversal together are exactly the rounded price of the part in force. Undefined when
 * nothing is taken back (an amount given as it is is never pro-rated, so never reversed).
 */
export function reversalCharge(
  c: StoredCharge,
  kept: Decimal,
  currency: string,
  locator: string,
): StoredCharge | undefined {
  if (c.reversalOfLocator !== undefined || new DEC(c.rate).isZero()) return undefined;
  const back = roundToMinor(new DEC(c.rate).times(kept), currency).minus(c.amount);
  if (back.isZero()) return undefined;
  return { ...c, locator, amount: back.toFixed(), reversalOfLocator: c.locator };
}

/** What a rate costs over a duration, rounded as every charge is. */
export const proRated = (rate: string, duration: Decimal, currency: string): Decimal =>
  roundToMinor(new DEC(rate).times(duration), currency);
