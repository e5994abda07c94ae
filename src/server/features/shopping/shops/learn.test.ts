import { describe, expect, it } from 'vitest';
import { AISLES } from '../../../../shared/food/types';
import { extendTrip, foldTrip, tripIsOver, TRIP_PAUSE_MS } from './learn';

describe('learning a shop’s aisle order', () => {
  it('keeps the first tick of each aisle, in order', () => {
    expect(extendTrip(['cremerie'], ['boulangerie', 'cremerie', 'boulangerie'])).toEqual([
      'cremerie',
      'boulangerie',
    ]);
  });

  it('puts the aisles walked in the order they were walked, in the places they held', () => {
    const order = foldTrip(AISLES, ['cremerie', 'boulangerie', 'fruits-legumes']);
    expect(
      order.filter((aisle) => ['cremerie', 'boulangerie', 'fruits-legumes'].includes(aisle)),
    ).toEqual(['cremerie', 'boulangerie', 'fruits-legumes']);
    // The others did not move.
    AISLES.forEach((aisle, index) => {
      if (!['cremerie', 'boulangerie', 'fruits-legumes'].includes(aisle)) {
        expect(order[index]).toBe(aisle);
      }
    });
    expect(new Set(order).size).toBe(AISLES.length);
  });

  it('learns nothing from a trip through one aisle', () => {
    expect(foldTrip(AISLES, ['surgeles'])).toEqual([...AISLES]);
  });

  it('reads the same order after the same trip twice, whatever it was before', () => {
    const trip = ['surgeles', 'boissons', 'fruits-legumes', 'cremerie'] as const;
    const twice = foldTrip(foldTrip(AISLES, trip), trip);
    expect(twice.filter((aisle) => trip.includes(aisle as never))).toEqual([...trip]);
  });

  it('ends a trip after a pause of two hours', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    expect(tripIsOver(null, start)).toBe(false);
    expect(tripIsOver(start, new Date(start.getTime() + TRIP_PAUSE_MS))).toBe(false);
    expect(tripIsOver(start, new Date(start.getTime() + TRIP_PAUSE_MS + 1))).toBe(true);
  });
});
