// Calendar arithmetic and ISO 8601 durations, in one place and through Luxon: months on the wall
// clock of a time zone (pricing's terms and pro rata shares) and the durations the test clock is
// moved by.
import { DateTime, Duration } from 'luxon';

function wallClock(t: number, tz: string): DateTime {
  const at = DateTime.fromMillis(t, { zone: tz });
  if (!at.isValid) throw new RangeError(`not a time zone: ${tz}`);
  return at;
}

/**
 * Makes the time zone `tz` ready for the arithmetic below. The process's first time zone, any
 * zone, loads Intl's date-formatting data, which takes longer than pricing a quote: the warm-up
 * and each deploy do it, so that a first price does not.
 */
export function loadTimeZone(tz: string): void {
  // Luxon asks Intl nothing for UTC or a fixed offset, so Intl is asked directly.
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
  DateTime.fromMillis(0, { zone: tz });
}

/**
 * `n` calendar months after the instant `t` (ms) on the wall clock of `tz`: the same day, or the
 * month's last when it is shorter (31 January + 1 month is 28 or 29 February), at the same time of
 * day. A time a daylight-saving change skips falls after the gap; an hour that happens twice keeps
 * the offset of `t` where it can.
 */
export function addMonths(t: number, n: number, tz: string): number {
  return wallClock(t, tz).plus({ months: n }).toMillis();
}

/**
 * `n` calendar days after the instant `t` (ms) on the wall clock of `tz` (negative: before): the
 * same time of day, so a day across a daylight-saving change is 23 or 25 hours long.
 */
export function addDays(t: number, n: number, tz: string): number {
  return wallClock(t, tz).plus({ days: n }).toMillis();
}

/**
 * An ISO 8601 duration as this implementation takes it: years, months, weeks, days, hours,
 * minutes and seconds, none negative, only the seconds with a fraction (to the millisecond).
 * Undefined for anything else, `P` and `PT` included.
 */
export function parseDuration(text: string): Duration | undefined {
  if (/[.,]\d{4}/.test(text)) return undefined;
  const d = Duration.fromISO(text);
  const parts = Object.values(d.toObject());
  if (!d.isValid || !parts.length || text.endsWith('T')) return undefined;
  return parts.every((v) => Number.isInteger(v) && v >= 0) ? d : undefined;
}

/**
 * The milliseconds from `from` to `from` plus `d`: years and months by the calendar in `tz` (P1M
 * from 31 January ends on the last day of February), weeks and days as calendar days there, the
 * rest as fixed lengths.
 */
export function durationFrom(d: Duration, from: number, tz = 'UTC'): number {
  return wallClock(from, tz).plus(d).toMillis() - from;
}

/** The instant (ISO 8601, UTC) of midnight starting `date` (YYYY-MM-DD) in `tz`. */
export function midnightIn(date: string, tz: string): string {
  const at = DateTime.fromISO(date, { zone: tz });
  if (!at.isValid) throw new RangeError(`not a date in a time zone: ${date} in ${tz}`);
  return new Date(at.toMillis()).toISOString();
}
