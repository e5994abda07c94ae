import { describe, expect, it } from 'vitest';
import { formatLongDateTime, formatRelativeTime } from './relative-time';

const NOW = new Date('2026-11-22T18:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'maintenant'],
    [40, 'maintenant'],
    [60, 'il y a 1 minute'],
    [5 * 60 + 40, 'il y a 5 minutes'],
    [3 * 3600, 'il y a 3 heures'],
    [26 * 3600, 'hier'],
    [2 * 86400, 'avant-hier'],
    [4 * 86400, 'il y a 4 jours'],
    [8 * 86400, 'la semaine dernière'],
    [45 * 86400, 'le mois dernier'],
    [400 * 86400, 'l’année dernière'],
  ])('says %i seconds ago in French: « %s »', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('counts a date ahead of our clock as now', () => {
    expect(formatRelativeTime(ago(-90), NOW)).toBe('maintenant');
  });
});

describe('formatLongDateTime', () => {
  it('writes the long French date and the time', () => {
    expect(formatLongDateTime(new Date(2026, 10, 22, 19, 0))).toBe(
      'dimanche 22 novembre 2026 à 19:00',
    );
  });
});
