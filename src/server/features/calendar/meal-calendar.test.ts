import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type FeedMeal, mealSummary, writeMealCalendar } from './meal-calendar';
import { zurichDateDaysAgo, zurichToUtc } from '../../platform/home-time';

describe('zurichToUtc', () => {
  it('uses winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(zurichToUtc('2026-11-22', '19:00').toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(zurichToUtc('2026-07-14', '12:30').toISOString()).toBe('2026-07-14T10:30:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00. The skipped 02:30 lands an hour later.
    expect(zurichToUtc('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zurichToUtc('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zurichToUtc('2026-03-29', '19:00').toISOString()).toBe('2026-03-29T17:00:00.000Z');
    // 25 October 2026: 03:00 → 02:00. The repeated 02:30 is taken in winter time.
    expect(zurichToUtc('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(zurichToUtc('2026-10-25', '19:00').toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });
});

describe('zurichDateDaysAgo', () => {
  it('counts from today in Zurich, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(zurichDateDaysAgo(0, now)).toBe('2027-01-01');
    expect(zurichDateDaysAgo(30, now)).toBe('2026-12-02');
  });
});

describe('mealSummary', () => {
  it('names a main dish by its meal of the day, other dishes by their kind', () => {
    const summary = (time: string, type: FeedMeal['type'] = 'plat') =>
      mealSummary({ recipeTitle: 'Gratin', time, type });
    expect(summary('07:30')).toBe('Petit-déjeuner\u00a0: Gratin');
    expect(summary('12:15')).toBe('Déjeuner\u00a0: Gratin');
    expect(summary('16:00')).toBe('Goûter\u00a0: Gratin');
    expect(summary('19:00')).toBe('Dîner\u00a0: Gratin');
    expect(summary('00:30')).toBe('Dîner\u00a0: Gratin');
    expect(summary('19:00', 'dessert')).toBe('Dessert\u00a0: Gratin');
    expect(summary('18:30', 'apéro')).toBe('Apéro\u00a0: Gratin');
  });
});

describe('writeMealCalendar', () => {
  const meals: FeedMeal[] = [
    {
      id: '11111111-1111-4111-8111-111111111111',
      recipeTitle: 'Gratin, dauphinois; au four',
      date: '2026-11-22',
      time: '19:00:00',
      servings: 4,
      type: 'plat',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      recipeTitle: 'Tarte',
      date: '2026-07-14',
      time: '20:30:00',
      servings: 1,
      type: 'dessert',
    },
  ];
  const text = writeMealCalendar(meals, {
    planningUrl: 'https://popote.example/dashboard/planning',
    now: new Date('2026-11-20T08:00:00Z'),
  });

  it('writes a VCALENDAR with one VEVENT per meal, CRLF only, 75 octets at most per line', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Popote — Repas');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Zurich');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => ({
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      })),
    ).toEqual([
      {
        uid: '11111111-1111-4111-8111-111111111111@popote',
        summary: 'Dîner\u00a0: Gratin, dauphinois; au four',
        description: 'Pour 4 personnes',
        start: '2026-11-22T18:00:00.000Z',
        end: '2026-11-22T19:00:00.000Z',
      },
      {
        uid: '22222222-2222-4222-8222-222222222222@popote',
        summary: 'Dessert\u00a0: Tarte',
        description: 'Pour 1 personne',
        start: '2026-07-14T18:30:00.000Z',
        end: '2026-07-14T19:00:00.000Z',
      },
    ]);
    expect(String(events[0]!.component.getFirstPropertyValue('dtstamp'))).toBe(
      '2026-11-20T08:00:00Z',
    );
  });

  it('writes an empty plan as a valid calendar without events', () => {
    const empty = new ICAL.Component(ICAL.parse(writeMealCalendar([], { planningUrl: 'x' })));
    expect(empty.getAllSubcomponents('vevent')).toEqual([]);
  });
});
