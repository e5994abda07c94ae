import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { PREFERENCE_DEFAULTS } from '../../../shared/constants';
import type { suggestionInputSchema } from '../../../shared/recipes';
import type { z } from 'zod';
import { userPreferences } from '../../db/schema';
import { readFridge } from '../inventory';
import { assertEaters, dietAt, householdTable, portionsAt } from '../household';
import type { RecipeServices } from './services';
import { AppError } from '../../platform/errors';
import type { Recipe, SuggestionRequest } from './recipe';
import { SuggestionCache } from './suggestion-cache';
import { safetyOf } from './safety';
import { householdMemory, recordSuggestion } from './household-memory';
import { ownRecipesFor } from './own-recipes';

/** What a suggestion reads of the caller's settings, prepared once per connection. */
const callerSettings = preparedPerDatabase((db) =>
  db
    .select({
      difficulty: userPreferences.difficulty,
      servings: userPreferences.servings,
      adults: userPreferences.adults,
      children: userPreferences.children,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('popote_suggestion_settings'),
);

/**
 * One recipe for the user: their own preferences and the household's fridge, the same answer
 * for 5 minutes unless they ask to regenerate. With the catalogue, the household's history
 * (every member's suggestions, its planned and cooked meals, 12 weeks) keeps a recipe from
 * coming back for the dish type until every compatible one was met (household-memory.ts).
 */
export async function suggestRecipe(
  deps: RecipeServices,
  caller: { userId: string; householdId: string },
  input: z.output<typeof suggestionInputSchema>,
  signal?: AbortSignal,
): Promise<Recipe> {
  const { db, recipes, suggestionCache } = deps;
  const tracksHistory = recipes.name === 'catalogue';
  // Every read at once, one round trip's wait: the caller's settings, everyone at the table, the
  // fridge, what the household met lately and its own recipes (« Suggérer aussi mes recettes »).
  // They are awaited in this order, so a failure is reported as it was when they ran one after
  // the other; answered from the cache, the history and own recipes are not waited for.
  const reads = {
    preferences: callerSettings(db)
      .execute({ userId: caller.userId })
      .then(([row]) => row),
    table: householdTable(db, caller.householdId),
    fridge: input.fridge ? readFridge(deps, caller.householdId, input.priority) : null,
    remembered: tracksHistory
      ? Promise.all([
          householdMemory(db, caller.householdId, input.type),
          ownRecipesFor(db, caller.householdId, input.type),
        ])
      : null,
  };
  // A read left unawaited after an earlier one failed must not be reported as unhandled.
  for (const read of Object.values(reads)) read?.catch(() => undefined);

  const preferences = await reads.preferences;
  if (!preferences) throw new AppError('PREFERENCES_MISSING');
  // Everyone at the table (members and people without an account), or the eaters chosen.
  const table = await reads.table;
  if (input.eaters) assertEaters(table, input.eaters);
  const portions = portionsAt(table, input.eaters, preferences);
  const diet = { ...dietAt(table, input.eaters), servings: portions.portions, portions };
  const fridge = await reads.fridge;
  if (fridge && fridge.length === 0) throw new AppError('FRIDGE_EMPTY');
  const request = {
    type: input.type,
    fridge,
    restrictions: diet.restrictions,
    avoidedFoods: diet.avoidedFoods,
    preferredFoods: diet.preferredFoods,
    dislikedFoods: diet.dislikedFoods,
    difficulty: preferences.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    servings: diet.servings,
    seen: [] as string[],
    memory: undefined as SuggestionRequest['memory'],
    own: undefined as SuggestionRequest['own'],
    today: new Date().toISOString().slice(0, 10),
  };
  const key = SuggestionCache.keyOf(caller.householdId, request, input.eaters);
  if (!input.regenerate) {
    const cached = suggestionCache.get(key);
    if (cached) return { ...cached, safety: safetyOf(cached, diet), portions: diet.portions };
  }

  if (reads.remembered) {
    // The household's own recipes compete with the catalogue.
    const [known, own] = await reads.remembered;
    request.seen = known.seen;
    request.memory = known.memory;
    request.own = own;
  }

  const recipe = await recipes.suggest(request, signal);

  if (tracksHistory) {
    await recordSuggestion(db, { userId: caller.userId, type: input.type, recipeId: recipe.id });
  }
  suggestionCache.set(key, recipe);
  return { ...recipe, safety: safetyOf(recipe, diet), portions: diet.portions };
}
