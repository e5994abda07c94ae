import type { Aisle } from '../../../../shared/food/types';

/** A pause this long between two ticks in a shop ends the shopping trip. */
export const TRIP_PAUSE_MS = 2 * 60 * 60 * 1000;

/** The trip with the aisles of the rows just ticked: each aisle where it was first ticked. */
export function extendTrip(trip: readonly Aisle[], ticked: readonly Aisle[]): Aisle[] {
  const next = [...trip];
  for (const aisle of ticked) if (!next.includes(aisle)) next.push(aisle);
  return next;
}

/** Whether the trip begun at `tripAt` (last tick) is over by `now`. */
export function tripIsOver(tripAt: Date | null, now: Date): boolean {
  return tripAt !== null && now.getTime() - tripAt.getTime() > TRIP_PAUSE_MS;
}

/** A trip teaches an order only when it went through two aisles at least. */
export const teaches = (trip: readonly Aisle[]) => trip.length >= 2;

/**
 * The shop's order once a trip is learned: the aisles the trip went through take the places
 * they held, in the order they were walked; the others stay where they are. After a trip
 * through the fresh produce, then the dairy, then the bakery, those three read in that order.
 */
export function foldTrip(order: readonly Aisle[], trip: readonly Aisle[]): Aisle[] {
  if (!teaches(trip)) return [...order];
  const walked = trip.filter((aisle) => order.includes(aisle));
  const places = walked.map((aisle) => order.indexOf(aisle)).sort((a, b) => a - b);
  const next = [...order];
  places.forEach((place, index) => {
    next[place] = walked[index]!;
  });
  return next;
}
