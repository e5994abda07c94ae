import type { Eater } from '../../../../shared/eaters';
import { checkForTable } from '../../../../shared/food/table-safety';
import { ingredientById } from '../../../../shared/food/taxonomy';
import type { Ingredient } from '../../../../shared/food/types';
import type { PlannedRecipe } from '../../../../shared/planning';

/**
 * Someone chosen whom a recipe does not suit, and why (« sans fruits à coque »); or, when
 * `unchecked` lists lines Popote does not recognise, someone with a restriction for whom the
 * recipe cannot be vouched (« Recette non vérifiée »).
 */
export interface UnsuitedEater {
  name: string;
  why: string;
  unchecked?: string[];
}

/**
 * Of `eaters`, those the recipe does not suit (their diet, allergies or avoided foods), with
 * the same reading of its lines as the card's safety line: by the ingredients the server
 * recognised when every line names one, else by the text.
 */
export function unsuitedEaters(
  recipe: {
    title: string;
    lines: readonly Pick<PlannedRecipe['ingredients'][number], 'line' | 'ingredientId'>[];
  },
  eaters: readonly Eater[],
): UnsuitedEater[] {
  const known = recipe.lines.map((line) =>
    line.ingredientId ? ingredientById(line.ingredientId) : undefined,
  );
  const ingredients = known.every(Boolean) ? (known as Ingredient[]) : undefined;
  return eaters.flatMap((eater) => {
    const checked = checkForTable(
      { title: recipe.title, ingredients: recipe.lines.map((line) => line.line) },
      {
        names: [eater.firstName],
        restrictions: eater.dietaryRestrictions,
        avoidedFoods: eater.avoidedFoods,
      },
      ingredients,
    );
    const name = eater.firstName.trim() || '';
    if (checked.broken.length > 0) return [{ name, why: checked.broken.join(', ') }];
    // Lines Popote cannot read, for someone with a restriction: never planned in silence.
    if (checked.unknown.length === 0 || checked.restrictions.length === 0) return [];
    return [{ name, why: checked.restrictions.join(', '), unchecked: checked.unknown }];
  });
}
