import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../shared/dates';
import { zurichDay } from './home-time';

describe('zurichDay', () => {
  it('is Zurich’s calendar day, not the server’s or UTC’s', () => {
    // 23:30 UTC in winter is already half past midnight the next day in Zurich.
    expect(zurichDay(new Date('2026-11-22T23:30:00Z'))).toEqual({ date: '2026-11-23', hour: 0 });
    expect(zurichDay(new Date('2026-11-22T22:59:00Z'))).toEqual({ date: '2026-11-22', hour: 23 });
  });

  it('follows summer time (UTC+2) and its change', () => {
    expect(zurichDay(new Date('2026-07-01T22:30:00Z'))).toEqual({ date: '2026-07-02', hour: 0 });
    expect(zurichDay(new Date('2026-07-01T05:00:00Z')).hour).toBe(7);
    // 29 March 2026: 02:00 becomes 03:00.
    expect(zurichDay(new Date('2026-03-29T00:59:00Z')).hour).toBe(1);
    expect(zurichDay(new Date('2026-03-29T01:00:00Z')).hour).toBe(3);
  });
});

describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-29', 2)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-23')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
