import { suggestionInputSchema, type RecipeSuggestion } from '../../../shared/recipes';
import type { RecipeServices } from './services';
import { householdRouter } from '../household';
import { enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import { suggestRecipe } from './suggest-recipe';

/** Recipe suggestions from the configured engine (the catalogue by default). */
export function recipesRoutes(deps: RecipeServices) {
  return householdRouter(deps).post(
    '/suggestions',
    validate('json', suggestionInputSchema),
    async (c) => {
      const userId = c.get('user').id;
      // A language model costs money per answer: a generous limit per person stops abuse.
      // The catalogue costs a few milliseconds and skips that database write.
      if (deps.recipes.name === 'llm') {
        await enforceLimit(deps.db, `recipes:${userId}`, {
          max: deps.config.recipeRateLimitPerMinute,
          windowSeconds: 60,
        });
      }
      const recipe = await suggestRecipe(
        deps,
        { userId, householdId: c.get('householdId') },
        c.req.valid('json'),
        c.req.raw.signal,
      );
      return c.json({ recipe } satisfies RecipeSuggestion);
    },
  );
}
