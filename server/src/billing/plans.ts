// Installment plans and the lattice they lay a term out on. A plan cuts a term into frames by its
// cadence, on the wall clock of the policy's time zone (Luxon, as pricing's months are): each
// frame's invoice is generated `generateLeadDays` and due `dueLeadDays` calendar days before the
// frame starts. The anchor mode says which of the three dates steps by the cadence from the term's
// start (the others follow at their lead days). A frame carries its weight's share of each
// scheduled charge. docs/billing.md tells the rules; pure functions only.
import { Decimal } from 'decimal.js';
import { DateTime, type DurationLikeObject } from 'luxon';
import { installmentPlanProblems, withInstallmentPreferences } from '../product/index.js';

export type Cadence =
  | 'none'
  | 'fullPay'
  | 'weekly'
  | 'everyOtherWeek'
  | 'monthly'
  | 'quarterly'
  | 'semiannually'
  | 'annually'
  | 'thirtyDays'
  | 'everyNDays';
export type AnchorMode = 'generateDay' | 'termStartDay' | 'dueDay';

export type AnchorType = 'none' | 'dayOfMonth' | 'anchorTime' | 'dayOfWeek' | 'weekOfMonth';
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type WeekOfMonth = 'none' | 'first' | 'second' | 'third' | 'fourth' | 'fifth';

export interface InstallmentPlan {
  cadence: Cadence;
  anchorMode: AnchorMode;
  generateLeadDays: number;
  dueLeadDays: number;
  installmentWeights: number[];
  maxInstallmentsPerTerm: number;
  autopayLeadDays?: number;
  /** The published anchors (an account's installment preferences): where frames after the first start. */
  anchorType?: AnchorType;
  dayOfMonth?: number;
  dayOfWeek?: Weekday;
  weekOfMonth?: WeekOfMonth;
  anchorTime?: string;
}

/** The plan of a product and configuration that name none: the whole term on one invoice at its start. */
export const FULL_PAY: InstallmentPlan = {
  cadence: 'fullPay',
  anchorMode: 'termStartDay',
  generateLeadDays: 0,
  dueLeadDays: 0,
  installmentWeights: [1],
  maxInstallmentsPerTerm: 1,
};

export interface BillingConfig {
  installmentPlans?: Record<string, InstallmentPlan | undefined>;
  defaultInstallmentPlan?: string;
  products?: Record<string, { defaultInstallmentPlan?: string } | undefined>;
}

/**
 * The plan a product follows: the one its account's preferences name, else its own, else the
 * configuration's default, else FULL_PAY; the preferences' fields over it (docs/billing.md). When
 * they make a plan that fails a plan's checks with this product's plan, only their anchors apply.
 */
export function planOf(
  config: BillingConfig,
  productName: string,
  prefs?: Record<string, unknown>,
): { name?: string; plan: InstallmentPlan } {
  const named = typeof prefs?.installmentPlanName === 'string' ? prefs.installmentPlanName : undefined;
  const own = named !== undefined && config.installmentPlans?.[named] ? named : undefined;
  const name = own ?? config.products?.[productName]?.defaultInstallmentPlan ?? config.defaultInstallmentPlan;
  const plan = name === undefined ? undefined : config.installmentPlans?.[name];
  const base = plan ? { name, plan } : { plan: FULL_PAY };
  if (!prefs) return base;
  const merged = withInstallmentPreferences(base.plan as unknown as Record<string, unknown>, prefs);
  if (!installmentPlanProblems('preferences', merged).length)
    return { ...base, plan: merged as unknown as InstallmentPlan };
  const anchors = Object.fromEntries(
    ANCHOR_FIELDS.flatMap((f) => (prefs[f] !== undefined ? [[f, prefs[f]]] : [])),
  );
  return { ...base, plan: { ...base.plan, ...anchors } };
}

const ANCHOR_FIELDS = ['anchorType', 'dayOfMonth', 'dayOfWeek', 'weekOfMonth', 'anchorTime'] as const;

export interface Frame {
  start: string;
  end: string;
  generateTime: string;
  dueTime: string;
  autopayTime: string;
  /** The plan's weight of the frame and its share of the term's weights, as decimal strings. */
  weight: string;
  normalizedWeight: string;
}

const STEP: Record<Exclude<Cadence, 'none' | 'fullPay' | 'everyNDays'>, DurationLikeObject> = {
  weekly: { weeks: 1 },
  everyOtherWeek: { weeks: 2 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  semiannually: { months: 6 },
  annually: { years: 1 },
  thirtyDays: { days: 30 },
};

const times = (d: DurationLikeObject, n: number): DurationLikeObject =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, (v as number) * n]));

const isoOf = (d: DateTime) => new Date(d.toMillis()).toISOString();

/** The frames of the term [start, end) under `plan`, in `tz`. */
export function latticeFrames(
  plan: InstallmentPlan,
  termStart: string,
  termEnd: string,
  tz: string,
): Frame[] {
  const zone = (t: string) => {
    const d = DateTime.fromISO(t, { zone: tz });
    if (!d.isValid) throw new RangeError(`not a time in a time zone: ${t} in ${tz}`);
    return d;
  };
  const start = zone(termStart);
  const end = zone(termEnd).toMillis();
  const step = STEP[plan.cadence as keyof typeof STEP] as DurationLikeObject | undefined;
  // The date that steps by the cadence, and how many days after it the frame starts.
  const lead =
    plan.anchorMode === 'generateDay'
      ? plan.generateLeadDays
      : plan.anchorMode === 'dueDay'
        ? plan.dueLeadDays
        : 0;
  const anchor = start.minus({ days: lead });
  const starts: DateTime[] = [start];
  const anchored = step ? anchoredDates(plan, step, anchor, tz) : undefined;
  if (step && anchored) {
    // The first frame runs from the term's start to the first anchored boundary after it.
    for (let k = 0; starts.length < plan.maxInstallmentsPerTerm; k++) {
      const s = anchored(k).plus({ days: lead });
      if (s.toMillis() >= end) break;
      if (s.toMillis() > start.toMillis()) starts.push(s);
    }
  } else if (step) {
    for (let i = 1; i < plan.maxInstallmentsPerTerm; i++) {
      const s = anchor.plus(times(step, i)).plus({ days: lead });
      if (s.toMillis() >= end) break;
      starts.push(s);
    }
  }
  const weights = starts.map((_, i) => new Decimal(plan.installmentWeights[i] ?? 0));
  const total = weights.reduce((a, b) => a.plus(b), new Decimal(0));
  return starts.map((s, i) => {
    const frameEnd = i + 1 < starts.length ? isoOf(starts[i + 1]!) : new Date(end).toISOString();
    // Weights that sum to nothing over the frames a short term has put it all on the first.
    const normalized = total.isZero() ? (i === 0 ? new Decimal(1) : new Decimal(0)) : weights[i]!.div(total);
    return {
      start: isoOf(s),
      end: frameEnd,
      generateTime: isoOf(s.minus({ days: plan.generateLeadDays })),
      dueTime: isoOf(s.minus({ days: plan.dueLeadDays })),
      autopayTime: isoOf(s.minus({ days: plan.dueLeadDays }).minus({ days: plan.autopayLeadDays ?? 0 })),
      weight: (total.isZero() ? normalized : weights[i]!).toFixed(),
      normalizedWeight: normalized.toSignificantDigits(15).toFixed(),
    };
  });
}

const WEEKDAYS: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};
const WEEKS: Record<Exclude<WeekOfMonth, 'none'>, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
};
const MONTHS: Partial<Record<Cadence, number>> = { monthly: 1, quarterly: 3, semiannually: 6, annually: 12 };

/** The `n`th `weekday` of the month of `m` (the last one when the month has no `n`th), at `m`'s time of day. */
function nthWeekday(m: DateTime, weekday: number, n: number): DateTime {
  const first = m.set({ day: 1 });
  let d = first.plus({ days: (weekday - first.weekday + 7) % 7 }).plus({ weeks: n - 1 });
  while (d.month !== first.month) d = d.minus({ weeks: 1 });
  return d;
}

/** The day `day` of the month of `m`, or its last day when it is shorter. */
const dayOf = (m: DateTime, day: number) => m.set({ day: Math.min(day, m.set({ day: 1 }).daysInMonth!) });

/**
 * The anchored dates after `after` (the first anchor-mode date of the term) by the plan's
 * published anchor, as a function of k = 0, 1, …: the first is the earliest date after `after`
 * the anchor names, the others step from it by the cadence (with `dayOfMonth` or `weekOfMonth`
 * and a cadence of months, each on that day or that week's weekday of its month). Undefined
 * without an anchor. Times of day are `after`'s, but `anchorTime`'s own.
 */
function anchoredDates(
  plan: InstallmentPlan,
  step: DurationLikeObject,
  after: DateTime,
  tz: string,
): ((k: number) => DateTime) | undefined {
  const months = MONTHS[plan.cadence];
  const monthOf = (k: number) => after.set({ day: 1 }).plus({ months: k });
  switch (plan.anchorType) {
    case 'dayOfMonth': {
      const day = plan.dayOfMonth;
      if (day === undefined) return undefined;
      const m0 = dayOf(monthOf(0), day).toMillis() > after.toMillis() ? 0 : 1;
      const first = dayOf(monthOf(m0), day);
      return months ? (k) => dayOf(monthOf(m0 + k * months), day) : (k) => first.plus(times(step, k));
    }
    case 'weekOfMonth': {
      const weekday = plan.dayOfWeek && WEEKDAYS[plan.dayOfWeek];
      const n = plan.weekOfMonth && plan.weekOfMonth !== 'none' ? WEEKS[plan.weekOfMonth] : undefined;
      if (!weekday || !n) return undefined;
      let m0 = 0;
      while (nthWeekday(monthOf(m0), weekday, n).toMillis() <= after.toMillis()) m0++;
      const first = nthWeekday(monthOf(m0), weekday, n);
      return months
        ? (k) => nthWeekday(monthOf(m0 + k * months), weekday, n)
        : (k) => first.plus(times(step, k));
    }
    case 'dayOfWeek': {
      const weekday = plan.dayOfWeek && WEEKDAYS[plan.dayOfWeek];
      if (!weekday) return undefined;
      const first = after.plus({ days: (weekday - after.weekday + 7) % 7 || 7 });
      return (k) => first.plus(times(step, k));
    }
    case 'anchorTime': {
      if (plan.anchorTime === undefined) return undefined;
      const t = DateTime.fromISO(plan.anchorTime, { zone: tz });
      if (!t.isValid) return undefined;
      const at = (j: number) => (j >= 0 ? t.plus(times(step, j)) : t.minus(times(step, -j)));
      // Near the first boundary after `after` by the step's average length, then exact.
      const approx = after.plus(step).toMillis() - after.toMillis();
      let j = Math.floor((after.toMillis() - t.toMillis()) / approx);
      while (at(j).toMillis() > after.toMillis()) j--;
      while (at(j).toMillis() <= after.toMillis()) j++;
      return (k) => at(j + k);
    }
    default:
      return undefined;
  }
}
