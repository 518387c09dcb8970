// Delinquency as pure rules: which plan a policy follows, the settings a delinquency keeps, its
// times (grace ends `gracePeriodDays` calendar days after it starts, on the policy's wall clock),
// the configured events and their trigger times, and the next thing the job has to do.
//
//   preGrace ──(grace starts, at the invoice's due time)──▶ inGrace
//   inGrace ──(grace ends)──▶ lapseTriggered ──(lapse transaction made)──▶ lapseTransactionCreated
//   preGrace | inGrace ──(every invoice it concerns paid)──▶ settled
import { Duration } from 'luxon';
import { durationFrom } from '../shared/calendar.js';

export type DelinquencyState =
  'preGrace' | 'inGrace' | 'lapseTriggered' | 'lapseTransactionCreated' | 'settled';
export type LapseAdvance = 'draft' | 'validated' | 'priced' | 'underwritten' | 'accepted' | 'issued';

export interface DelinquencyPlan {
  displayName?: string;
  gracePeriodDays: number;
  delinquencyLevel?: 'policy' | 'invoice';
  lapseTransactionType?: string;
  advanceLapseTo?: LapseAdvance;
  events?: Record<string, { offsetDays: number; offsetBasis: 'gracePeriodStart' | 'gracePeriodEnd' }>;
}

export interface DelinquencyConfig {
  delinquencyPlans?: Record<string, DelinquencyPlan>;
  defaultDelinquencyPlan?: string;
  products?: Record<string, { defaultDelinquencyPlan?: string }>;
}

/** The settings a delinquency keeps from its plan as the plan stood when it started. */
export interface DelinquencySettings {
  lapseTransactionType: string;
  gracePeriodDays: number;
  advanceLapseTo: LapseAdvance;
  delinquencyLevel: 'policy' | 'invoice';
}

/** The plan applied when the configuration names none: no grace and a drafted lapse. */
export const NO_PLAN: DelinquencyPlan = { gracePeriodDays: 0, advanceLapseTo: 'draft' };

/**
 * The plan a policy follows: the one named for it, else for its quote, else its product's default,
 * else the configuration's. Undefined when none is named: such a policy is not made delinquent.
 */
export function planNameOf(
  c: DelinquencyConfig,
  named: { policy?: string; quote?: string },
  productName: string,
): string | undefined {
  return (
    named.policy ??
    named.quote ??
    c.products?.[productName]?.defaultDelinquencyPlan ??
    c.defaultDelinquencyPlan
  );
}

export function settingsOf(plan: DelinquencyPlan): DelinquencySettings {
  return {
    lapseTransactionType: plan.lapseTransactionType ?? 'cancellation',
    gracePeriodDays: plan.gracePeriodDays,
    advanceLapseTo: plan.advanceLapseTo ?? 'issued',
    delinquencyLevel: plan.delinquencyLevel ?? 'policy',
  };
}

/** `days` calendar days after `from` on the wall clock of `tz` (ISO 8601, UTC). */
export function daysAfter(from: string, days: number, tz: string): string {
  const t = new Date(from).getTime();
  const whole = Math.trunc(days);
  // Whole days follow the calendar (a day across a daylight-saving change is 23 or 25 hours); a
  // fraction of a day is a fixed length.
  const ms = durationFrom(Duration.fromObject({ days: whole }), t, tz) + (days - whole) * 86_400_000;
  return new Date(t + Math.round(ms)).toISOString();
}

export const graceEnd = (start: string, s: DelinquencySettings, tz: string) =>
  daysAfter(start, s.gracePeriodDays, tz);

export interface ConfiguredEvent {
  name: string;
  offsetDays: number;
  offsetBasis: 'gracePeriodStart' | 'gracePeriodEnd';
}

export const configuredEvents = (plan: DelinquencyPlan): ConfiguredEvent[] =>
  Object.entries(plan.events ?? {})
    .map(([name, e]) => ({ name, offsetDays: e.offsetDays, offsetBasis: e.offsetBasis }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));

export const triggerTime = (e: ConfiguredEvent, graceStart: string, graceEndAt: string, tz: string) =>
  daysAfter(e.offsetBasis === 'gracePeriodStart' ? graceStart : graceEndAt, e.offsetDays, tz);

/** States in which a payment still settles the delinquency (a lapse once triggered stands). */
export const SETTLEABLE: readonly DelinquencyState[] = ['preGrace', 'inGrace'];

/**
 * When the job next acts on a delinquency: at once while it waits for grace to start or for its
 * lapse transaction, at the end of grace while in it; then at the earliest configured event still
 * active, if any. Undefined once nothing is left.
 */
export function nextDue(
  d: { state: DelinquencyState; graceStartedAt?: string; graceEndAt: string; lapseDone: boolean },
  activeEventTimes: readonly string[],
): string | undefined {
  const times = [...activeEventTimes];
  if (d.state === 'settled') return undefined;
  if (d.state === 'preGrace') times.push(d.graceStartedAt ?? d.graceEndAt);
  if (d.state === 'inGrace') times.push(d.graceEndAt);
  if (d.state === 'lapseTriggered' || (d.state === 'lapseTransactionCreated' && !d.lapseDone))
    times.push(d.graceEndAt);
  return times.sort()[0];
}

/** The transaction states in the order a lapse transaction is taken through them. */
export const LAPSE_STEPS: readonly LapseAdvance[] = [
  'draft',
  'validated',
  'priced',
  'underwritten',
  'accepted',
  'issued',
];

/** Whether a transaction in `state` went as far as `target` (or past it). */
export function reached(state: string, target: LapseAdvance): boolean {
  const i = LAPSE_STEPS.indexOf(state as LapseAdvance);
  return i >= 0 && i >= LAPSE_STEPS.indexOf(target);
}
