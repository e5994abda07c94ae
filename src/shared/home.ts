import type { InventoryItem } from './inventory';

// The answer of GET /api/home: what the home says of today, shared by the server and the client.

/**
 * When the next meal is, from today in the home time zone: « Ce midi », « Ce soir »,
 * « Demain midi », « Demain soir », or a later day of the coming week (« Samedi soir »).
 */
export type MealMoment = 'today' | 'tomorrow' | 'later';

export interface HomeNextMeal {
  id: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  /** The day, from today; with the time (before 16:00 lunch, then dinner) it names the meal. */
  day: MealMoment;
  /** 'HH:MM': the meal's time minus the recipe's time; null when the recipe's time is unknown. */
  startAt: string | null;
  /** First names of who eats; null: everyone at the table. */
  eaters: string[] | null;
}

/** How soon a fridge item must be eaten: the fridge page's badges. */
export type HomeUrgency = 'expired' | 'today' | 'tomorrow' | 'inTwoDays';

export interface HomeToday {
  /** The next meal not cooked yet, within the coming week (one eaten in the last 90 minutes too). */
  nextMeal: HomeNextMeal | null;
  /** « À consommer vite »: the three fridge items expired or expiring soonest (two days at most). */
  eatSoon: { item: InventoryItem; urgency: HomeUrgency }[];
  /** The first steps of a new household; null once all three were done. */
  firstSteps: { family: boolean; plannedMeal: boolean; list: boolean } | null;
  /** How many people sit at the household's table (members and people without an account). */
  tableSize: number;
}
