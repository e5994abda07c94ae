import { describe, expect, it } from 'vitest';
import { FAVOURITE_BACK_DAYS, memoryFrom } from './household-memory';

const DAY = 86_400_000;
const now = Date.parse('2026-11-27T12:00:00Z');
const ago = (days: number) => now - days * DAY;

describe('memoryFrom', () => {
  it('remembers the recent and the cooked more, and forgets after 12 weeks', () => {
    const { memory, seen } = memoryFrom(
      [
        { recipeId: 'shown-today', at: ago(0), weight: 0.6 },
        { recipeId: 'cooked-last-month', at: ago(30), weight: 1 },
        { recipeId: 'shown-last-month', at: ago(30), weight: 0.6 },
        { recipeId: 'long-ago', at: ago(90), weight: 1 },
      ],
      new Set(),
      'shown-today',
      now,
    );
    expect(memory.has('long-ago')).toBe(false);
    expect(memory.get('cooked-last-month')!).toBeGreaterThan(memory.get('shown-last-month')!);
    expect(memory.get('shown-today')!).toBeGreaterThan(memory.get('shown-last-month')!);
    expect(seen[0]).toBe('shown-today');
  });

  it('lets a favourite come back once it was last met more than two weeks ago', () => {
    const { memory } = memoryFrom(
      [
        { recipeId: 'favourite-old', at: ago(FAVOURITE_BACK_DAYS + 1), weight: 1 },
        { recipeId: 'favourite-recent', at: ago(3), weight: 1 },
        { recipeId: 'plain-old', at: ago(FAVOURITE_BACK_DAYS + 1), weight: 1 },
      ],
      new Set(['favourite-old', 'favourite-recent']),
      undefined,
      now,
    );
    expect(memory.has('favourite-old')).toBe(false);
    expect(memory.has('favourite-recent')).toBe(true);
    expect(memory.has('plain-old')).toBe(true);
  });
});
