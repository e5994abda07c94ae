import { and, eq, sql } from 'drizzle-orm';
import { COLLECTION_LIMITS, type DishType } from '../../../shared/constants';
import { recipeSeason } from '../../../shared/food/seasons';
import { recipeFoods } from '../../../shared/my-recipes';
import { readPlannedIngredient } from '../../../shared/planned-ingredient';
import { scaledIngredientLine } from '../../../shared/planned-recipe';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { householdRecipes, households } from '../../db/schema';
import type { CatalogueRecipe } from './catalogue';
import { frenchSpacing, indexedRecipe, type IndexedRecipe } from './catalogue-engine';
import { catalogueIllustration } from './images';
import { photoVersion } from './my-recipes/photo-store';
import type { Recipe } from './recipe';

type Row = typeof householdRecipes.$inferSelect;

/** Rows already read, by id and version: lines are parsed once per change, not per request. */
const indexed = new Map<string, IndexedRecipe>();
const INDEXED_MAX = 20_000;

/** A household's recipe as the engine ranks it and as a suggestion shows it. */
export function indexOwnRecipe(row: Row): IndexedRecipe {
  const key = `${row.id}:${row.updatedAt.getTime()}:${row.photoKey ?? ''}`;
  const known = indexed.get(key);
  if (known) return known;
  const { foods, unverified } = recipeFoods(row.ingredients);
  const recipe: CatalogueRecipe = {
    id: row.id,
    title: row.title,
    description: row.description,
    time: row.preparationMinutes + row.cookingMinutes,
    servings: row.servings,
    difficulty: row.difficulty,
    ingredients: foods.map((food) => [food.id] as const),
    steps: row.steps,
    type: row.dishType,
  };
  const lines = row.ingredients.map((line) => readPlannedIngredient(line.text));
  const foodIds = foods.map((food) => food.id);
  const show = (servings: number, month: number): Recipe => {
    const factor = row.servings > 0 ? servings / row.servings : 1;
    return {
      id: row.id,
      title: row.title,
      description: frenchSpacing(row.description),
      imageUrl: row.photoKey
        ? `/api/my-recipes/${row.id}/photo?v=${photoVersion(row.photoKey)}`
        : catalogueIllustration(recipe),
      preparationTime: recipe.time,
      servings,
      difficulty: row.difficulty,
      ingredients: lines.map((line) => scaledIngredientLine(line, factor)),
      instructions: row.steps,
      type: row.dishType,
      source: 'household',
      ...(recipeSeason(foodIds, month).inSeason ? { inSeason: true } : {}),
    };
  };
  const entry = indexedRecipe(recipe, foods, { unverified, show });
  if (indexed.size >= INDEXED_MAX) indexed.clear();
  indexed.set(key, entry);
  return entry;
}

/**
 * The household's own recipes (of a dish type, or all) that may be suggested and planned:
 * none when it turned « Suggérer aussi mes recettes » off. Whether a table may eat one is the
 * engine's check (`CatalogueEngine.eligibleOwn`), as for the catalogue.
 */
export async function ownRecipesFor(
  db: Database,
  householdId: string,
  type?: DishType,
): Promise<IndexedRecipe[]> {
  const rows = await (type
    ? ownRecipesOfType(db).execute({ householdId, type })
    : ownRecipes(db).execute({ householdId }));
  return rows.map(({ row }) => indexOwnRecipe(row));
}

/** The read of `ownRecipesFor`, of one dish type or all, prepared once per connection. */
function prepareOwnRecipes(db: Database, ofType: boolean) {
  return db
    .select({ row: householdRecipes })
    .from(householdRecipes)
    .innerJoin(households, eq(households.id, householdRecipes.householdId))
    .where(
      and(
        eq(householdRecipes.householdId, sql.placeholder('householdId')),
        eq(households.suggestOwnRecipes, true),
        ofType ? eq(householdRecipes.dishType, sql.placeholder('type')) : undefined,
      ),
    )
    .limit(COLLECTION_LIMITS.householdRecipes)
    .prepare(ofType ? 'popote_own_recipes_of_type' : 'popote_own_recipes');
}
const ownRecipesOfType = preparedPerDatabase((db) => prepareOwnRecipes(db, true));
const ownRecipes = preparedPerDatabase((db) => prepareOwnRecipes(db, false));
