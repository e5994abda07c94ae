import { cookLineText, cookQuantity } from '../../../shared/cook-quantity';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { IngredientTuple } from './catalogue';

export { partitive } from '../../../shared/format';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/**
 * The display line of a catalogue ingredient scaled by `factor`, in cook-grade quantities
 * (`cookQuantity`, decision 0019): « 200 g de farine », « 3 œufs », « ½ citron »,
 * « 2 gousses d’ail », « 1 càs de beurre », « Sel ».
 */
export function formatIngredientLine(tuple: IngredientTuple, factor = 1): string {
  const [id, quantity, unit = 'unité', name, plural] = tuple;
  const ingredient = ingredientById(id);
  const singular = name ?? ingredient?.name ?? id;
  if (quantity === undefined || quantity === null) return capitalise(singular);
  const cooked = cookQuantity(ingredient, { amount: quantity * factor, unit }, name);
  const many = plural ?? (name ? undefined : ingredient?.plural) ?? singular;
  const mass = !name && ingredient?.countable && ingredient.plural ? ingredient.plural : singular;
  return cookLineText(cooked, { one: singular, many, mass });
}
