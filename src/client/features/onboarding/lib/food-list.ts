import { splitFoodList } from '../../../../shared/preferences';

export { splitFoodList };

/** The contract's limits on each food list (PUT /api/preferences). */
export const FOOD_LIST_LIMITS = { entries: 50, entryLength: 60 } as const;

export type FoodListProblem = 'tooMany' | 'tooLong';

/** What the server would refuse in this text, so the user can fix it before saving. */
export function foodListProblem(text: string): FoodListProblem | undefined {
  const entries = splitFoodList(text);
  if (entries.length > FOOD_LIST_LIMITS.entries) return 'tooMany';
  if (entries.some((entry) => entry.length > FOOD_LIST_LIMITS.entryLength)) return 'tooLong';
  return undefined;
}
