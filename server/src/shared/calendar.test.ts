import { describe, expect, it } from 'vitest';
import { addMonths, durationFrom, midnightIn, parseDuration } from './calendar.js';

const at = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

describe('calendar months', () => {
  it('end on the same day, or on the last day of a shorter month', () => {
    expect(iso(addMonths(at('2026-01-31T00:00:00Z'), 1, 'UTC'))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2026-01-31T00:00:00Z'), 3, 'UTC'))).toBe('2026-04-30T00:00:00.000Z');
    expect(iso(addMonths(at('2026-03-31T10:20:30.456Z'), -1, 'UTC'))).toBe('2026-02-28T10:20:30.456Z');
    expect(iso(addMonths(at('2026-12-15T00:00:00Z'), 1, 'UTC'))).toBe('2027-01-15T00:00:00.000Z');
  });

  it('know leap years: 29 February in a leap year, the 28th a year on', () => {
    expect(iso(addMonths(at('2028-01-31T00:00:00Z'), 1, 'UTC'))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(addMonths(at('2028-02-29T00:00:00Z'), 12, 'UTC'))).toBe('2029-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2028-02-29T00:00:00Z'), 48, 'UTC'))).toBe('2032-02-29T00:00:00.000Z');
  });

  it('keep the time of day on the wall clock across a daylight-saving change', () => {
    // Midnight in Chicago: CST (UTC-6) on 1 March, CDT (UTC-5) on 1 April, CST again on 1 December.
    const march = at('2026-03-01T06:00:00Z');
    expect(iso(addMonths(march, 1, 'America/Chicago'))).toBe('2026-04-01T05:00:00.000Z');
    expect(iso(addMonths(march, 9, 'America/Chicago'))).toBe('2026-12-01T06:00:00.000Z');
    // Southern hemisphere: Sydney leaves summer time in April.
    expect(iso(addMonths(at('2026-03-14T13:00:00Z'), 1, 'Australia/Sydney'))).toBe(
      '2026-04-14T14:00:00.000Z',
    );
  });

  it('move a wall time that a daylight-saving change skips to after the gap', () => {
    // 02:30 on 8 February in Chicago; on 8 March the clocks jump from 02:00 to 03:00.
    const start = at('2026-02-08T08:30:00Z');
    expect(iso(addMonths(start, 1, 'America/Chicago'))).toBe('2026-03-08T08:30:00.000Z');
  });

  it('refuse a time zone that does not exist', () => {
    expect(() => addMonths(0, 1, 'Mars/Olympus')).toThrow(/not a time zone/);
  });
});

describe('ISO 8601 durations', () => {
  it('take each unit, and fractional seconds to the millisecond', () => {
    expect(parseDuration('P1Y2M3W4DT5H6M7.123S')?.toObject()).toEqual({
      years: 1,
      months: 2,
      weeks: 3,
      days: 4,
      hours: 5,
      minutes: 6,
      seconds: 7,
      milliseconds: 123,
    });
    expect(parseDuration('PT1,5S')?.toObject()).toEqual({ seconds: 1, milliseconds: 500 });
    expect(parseDuration('PT0S')?.toObject()).toEqual({ seconds: 0 });
  });

  it('refuse what is not one, negatives, and fractions of any unit but seconds', () => {
    for (const text of [
      'P',
      'PT',
      'P1DT',
      '',
      '15 minutes',
      'p1d',
      'P-1D',
      'P1.5D',
      'PT1.5M',
      'PT0.0001S',
      'P1D2H',
    ])
      expect(parseDuration(text), text).toBeUndefined();
  });

  it('add years and months by the calendar and the rest as fixed lengths, in UTC', () => {
    const jan31 = at('2030-01-31T00:00:00Z');
    expect(iso(jan31 + durationFrom(parseDuration('P1M')!, jan31))).toBe('2030-02-28T00:00:00.000Z');
    expect(iso(jan31 + durationFrom(parseDuration('P1Y1M')!, jan31))).toBe('2031-02-28T00:00:00.000Z');
    expect(durationFrom(parseDuration('P1DT2H')!, jan31)).toBe(26 * 3_600_000);
    expect(durationFrom(parseDuration('P2W')!, jan31)).toBe(14 * 86_400_000);
    expect(durationFrom(parseDuration('PT90.5S')!, jan31)).toBe(90_500);
  });
});

describe('midnight in a time zone', () => {
  it('is the instant the day starts there, with the offset of that day', () => {
    expect(midnightIn('2027-01-01', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    expect(midnightIn('2027-01-01', 'America/Chicago')).toBe('2027-01-01T06:00:00.000Z');
    expect(midnightIn('2027-07-01', 'America/Chicago')).toBe('2027-07-01T05:00:00.000Z');
    expect(midnightIn('2027-01-01', 'Asia/Kolkata')).toBe('2026-12-31T18:30:00.000Z');
  });
});
