import { recipeCostBand, type CostClass } from '../../../shared/food/cost';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';

/** The « € / €€ / €€€ » band of every catalogue recipe (rule: `shared/food/cost.ts`). */
export function recipeCostBandOf(recipe: Pick<CatalogueRecipe, 'ingredients'>): CostClass {
  return recipeCostBand(recipe.ingredients.map(([id, quantity, unit]) => ({ id, quantity, unit })));
}

const BANDS = new Map<string, CostClass>(
  CATALOGUE.map((recipe) => [recipe.id, recipeCostBandOf(recipe)]),
);

/** The cost band of a catalogue recipe: 1 « € », 2 « €€ », 3 « €€€ » (1 for an unknown id). */
export function costBandOf(recipeId: string): CostClass {
  return BANDS.get(recipeId) ?? 1;
}
