import type { DietaryRestriction } from '../constants';
import { restrictionsBroken, type Restriction } from './diet';
import { foodMatcher, matchesFood, textMentionsFood } from './food-matcher';
import { findIngredientsInText } from './taxonomy';

export interface RecipeTextCheck {
  /** The user's restrictions the recipe breaks. */
  broken: Restriction[];
  /** The avoided foods the recipe names. */
  avoided: string[];
}

/**
 * Checks a recipe known only as text (a model's answer) against a household's diet: every
 * ingredient the taxonomy recognises in the title and ingredient lines counts.
 */
export function checkRecipeText(
  recipe: { title: string; ingredients: readonly string[] },
  restrictions: readonly DietaryRestriction[],
  avoidedFoods: readonly string[],
): RecipeTextCheck {
  const texts = [recipe.title, ...recipe.ingredients];
  const ingredients = texts.flatMap((text) => findIngredientsInText(text));
  const avoided = avoidedFoods.filter((food) => {
    const matcher = foodMatcher([food]);
    return (
      ingredients.some((ingredient) => matchesFood(ingredient, matcher)) ||
      texts.some((text) => textMentionsFood(text, matcher))
    );
  });
  return { broken: restrictionsBroken(ingredients, restrictions), avoided };
}
