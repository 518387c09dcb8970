// Installment plans and the lattice they lay a term out on. A plan cuts a term into frames by its
// cadence, on the wall clock of the policy's time zone (Luxon, as pricing's months are): each
// frame's invoice is generated `generateLeadDays` and due `dueLeadDays` calendar days before the
// frame starts. The anchor mode says which of the three dates steps by the cadence from the term's
// start (the others follow at their lead days). A frame carries its weight's share of each
// scheduled charge. docs/billing.md tells the rules; pure functions only.
import { Decimal } from 'decimal.js';
import { DateTime, type DurationLikeObject } from 'luxon';

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

export interface InstallmentPlan {
  cadence: Cadence;
  anchorMode: AnchorMode;
  generateLeadDays: number;
  dueLeadDays: number;
  installmentWeights: number[];
  maxInstallmentsPerTerm: number;
  autopayLeadDays?: number;
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

/** The plan a product follows: its own, else the configuration's default, else FULL_PAY. */
export function planOf(config: BillingConfig, productName: string): { name?: string; plan: InstallmentPlan } {
  const name = config.products?.[productName]?.defaultInstallmentPlan ?? config.defaultInstallmentPlan;
  const plan = name === undefined ? undefined : config.installmentPlans?.[name];
  return plan ? { name, plan } : { plan: FULL_PAY };
}

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
  if (step) {
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
