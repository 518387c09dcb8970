// What the billing tests share: a configuration with installment plans, a rating plugin charging a
// yearly rate per Dwelling by its construction, midnight on the first of a month in the example's
// time zone, and sums to the cent.
import { DateTime } from 'luxon';
import { homeownersConfig } from './given.js';

export const TZ = 'America/Chicago';

export const RATES = { frame: '1000', masonry: '1250', superiorMasonry: '777' } as const;
export const RATE_PLUGIN = `
const RATES = ${JSON.stringify(RATES)};
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({
    elementLocator: d.locator,
    chargeType: 'premium',
    rate: RATES[d.data.constructionType],
  })),
});
`;

/**
 * A rating plugin charging each Dwelling its Contents limit a year: on a yearly plan, a policy's
 * invoice has one item per Dwelling of exactly that amount (for tests that need invoices of given
 * amounts, made by the invoice job).
 */
export const CONTENTS_RATE_PLUGIN = `
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({
    elementLocator: d.locator,
    chargeType: 'premium',
    rate: d.elements.find((e) => e.type === 'Contents').data.limit,
  })),
});
`;

export const PLANS = {
  monthly: {
    cadence: 'monthly',
    anchorMode: 'termStartDay',
    generateLeadDays: 10,
    dueLeadDays: 0,
    maxInstallmentsPerTerm: 12,
    installmentWeights: Array.from({ length: 12 }, () => 1),
  },
  quarterlyFrontLoaded: {
    cadence: 'quarterly',
    anchorMode: 'termStartDay',
    generateLeadDays: 5,
    dueLeadDays: 2,
    maxInstallmentsPerTerm: 4,
    installmentWeights: [2, 1, 1, 1],
  },
  annual: {
    cadence: 'fullPay',
    anchorMode: 'termStartDay',
    generateLeadDays: 0,
    dueLeadDays: 0,
    maxInstallmentsPerTerm: 1,
    installmentWeights: [1],
  },
};

/** The example configuration with the plans above, monthly by default. */
export const billingConfig = (defaultPlan = 'monthly', more: Record<string, unknown> = {}) => ({
  ...(homeownersConfig() as object),
  installmentPlans: PLANS,
  defaultInstallmentPlan: defaultPlan,
  ...more,
});

/** Midnight on the first of a month (0-based, from January 2026) in Chicago, as an instant. */
export function monthStart(m: number): string {
  const y = 2026 + Math.floor(m / 12);
  for (const h of [5, 6]) {
    const at = new Date(Date.UTC(y, ((m % 12) + 12) % 12, 1, h));
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(
      at,
    );
    if (Number(hour) === 0) return at.toISOString();
  }
  throw new Error('no midnight');
}

/** A sum in cents, exact for amounts of two decimals. */
export const cents = (xs: number[]) => xs.reduce((a, x) => a + Math.round(x * 100), 0);

/** `days` calendar days before `t` on Chicago's wall clock. */
export const daysBefore = (t: string, days: number) =>
  new Date(DateTime.fromISO(t, { zone: TZ }).minus({ days }).toMillis()).toISOString();
