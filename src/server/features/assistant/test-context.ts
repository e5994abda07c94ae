import type { AssistantContext } from './embedded-assistant';

/** For tests: Léa's table of four, nothing restricted, an empty fridge, on `today`. */
export const assistantContext = (
  today: string,
  overrides: Partial<AssistantContext> = {},
): AssistantContext => ({
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  dislikedFoods: [],
  names: ['Léa'],
  difficulty: 'facile',
  servings: 4,
  fridge: [],
  seen: [],
  today,
  ...overrides,
});
