import type { DishType } from '../../../shared/constants';
import { flagsOf } from '../../../shared/food/diet';
import {
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
} from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';

const FILE_PREFIX: Record<DishType, string> = {
  boisson: 'boisson',
  apéro: 'apero',
  'amuse-bouche': 'amuse-bouche',
  entrée: 'entree',
  plat: 'plat',
  dessert: 'dessert',
};

export const IMAGES_PER_TYPE = 3;

/** A small stable hash (FNV-1a) so a recipe always gets the same image. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * What each of Popote's own illustrations shows (src/client/public/recipes), so that a picture
 * never contradicts its dish (issue 30, item 7): no steaming mug for a cold juice, no fish for
 * a vegetarian tortilla. The apéro and amuse-bouche pictures (boards, dips, spoons, canapés,
 * verrines) fit any of theirs.
 */
export const ILLUSTRATIONS = {
  boisson: { 1: 'verre frais', 2: 'tasse fumante', 3: 'jus ou smoothie' },
  entrée: { 1: 'salade', 2: 'soupe fumante', 3: 'part de tarte' },
  plat: { 1: 'cocotte mijotée', 2: 'poisson', 3: 'plat au four' },
  dessert: { 1: 'part de tarte aux fruits', 2: 'crème au chocolat', 3: 'tourte aux fruits rouges' },
} as const;

/** A dish as the picture chooser reads it: its type, title, steps and foods. */
export interface IllustratedDish {
  type: DishType;
  /** What the neutral choices hash: a catalogue slug, a generated recipe's title. */
  key: string;
  title: string;
  steps: readonly string[];
  foods: readonly Ingredient[];
}

// « sucre glace » is sugar, not ice.
const text = (dish: IllustratedDish) =>
  normalizeFoodText([dish.title, ...dish.steps].join(' ')).replace(/\bsucre glace\b/g, 'sucre');
const heats = (words: string) =>
  /\b(?:chauff|rechauff|bouill|ebullition|infus|fremi|mijot|cuis|cuire|four|poel|revenir|dorer)/.test(
    words,
  );
// « crème bien froide » for a chantilly is not a cold drink; ice, the fridge or cooling is.
const servedCold = (words: string) =>
  /\b(?:glacon|glace|refroidi|frigo|refrigerateur|servez (?:bien )?fra|servez (?:bien )?froid)/.test(
    words,
  );

/** Served hot: heated and not cooled before it is served (a syrup boiled, then iced, is cold). */
export function servedHot(dish: IllustratedDish): boolean {
  const words = text(dish);
  return heats(words) && !servedCold(words);
}

const title = (dish: IllustratedDish) => normalizeFoodText(dish.title);
const HOT_SOUP = /\b(?:soupe|veloute|potage|bouillon|creme de|minestrone|garbure)\b/;
const TART =
  /\b(?:tarte|tartelette|quiche|feuillete|tourte|pissaladiere|clafoutis|cake|galette|pizza|flan)\b/;
const BAKED_STARTER = /\b(?:souffle|gratin|gratine|cocotte|croque|cake)\b/;
const OVEN_DISH =
  /\b(?:gratin|gratine|lasagne|lasagnes|tian|parmentier|roti|quiche|tarte|pizza|enchiladas|moussaka|cannelloni|au four|clafoutis|tourte|croziflette|tartiflette)\b/;
const NOT_A_FISH_PLATE =
  /\b(?:pates|fusilli|spaghetti|penne|tagliatelle|linguine|riz|risotto|salade|paella|pizza|quiche|tarte|gratin|lasagne|lasagnes|burger|wrap|sandwich|bowl|poke)\b/;
const STEW =
  /\b(?:mijot|ragout|curry|chili|dahl|dal|cocotte|daube|bourguignon|blanquette|tajine|pot au feu|potee|navarin|soupe|goulash|carbonade|cassoulet|choucroute|fricassee|civet|estouffade|mafe|colombo)/;
const CREAMY =
  /\b(?:mousse|creme|verrine|panna cotta|riz au lait|glace|sorbet|tiramisu|liegeois|flan|pot de|yaourt|fondant|brownie)/;

/** Which of the three pictures of the type shows this dish (1-based). */
export function illustrationNumber(dish: IllustratedDish): 1 | 2 | 3 {
  const neutral = ((stableHash(dish.key) % IMAGES_PER_TYPE) + 1) as 1 | 2 | 3;
  switch (dish.type) {
    case 'boisson':
      if (servedHot(dish)) return 2;
      return /\b(?:mix|smoothie|milkshake|lassi|jus)/.test(text(dish)) ? 3 : 1;
    case 'entrée':
      if (TART.test(title(dish)) || BAKED_STARTER.test(title(dish))) return 3;
      if (HOT_SOUP.test(title(dish)) && servedHot(dish)) return 2;
      return 1;
    case 'plat': {
      const flags = dish.foods.map(flagsOf);
      const fishDish =
        flags.some((set) => set.has('fish')) &&
        !flags.some((set) => set.has('meat')) &&
        !NOT_A_FISH_PLATE.test(title(dish));
      if (fishDish) return 2;
      if (STEW.test(title(dish))) return 1;
      if (OVEN_DISH.test(title(dish))) return 3;
      return /\b(?:mijot|cocotte)/.test(text(dish)) && !/\bau four\b/.test(text(dish)) ? 1 : 3;
    }
    case 'dessert': {
      const chocolate = dish.foods.some((food) => /chocolat|cacao/.test(food.id));
      if (TART.test(title(dish)) || /\bcrumble\b/.test(title(dish)))
        return /\b(?:fraise|framboise|myrtille|cerise|fruits rouges|mure|cassis)/.test(text(dish))
          ? 3
          : 1;
      if (chocolate || CREAMY.test(title(dish))) return 2;
      return neutral === 2 ? 1 : neutral;
    }
    default:
      return neutral;
  }
}

/** One of Popote's own illustrations of the dish type (src/client/public/recipes). */
export function illustrationFor(dish: IllustratedDish): string {
  return `/recipes/${FILE_PREFIX[dish.type]}-${illustrationNumber(dish)}.svg`;
}

/** A catalogue recipe's picture, read from its foods by id. */
export function catalogueIllustration(recipe: {
  id: string;
  type: DishType;
  title: string;
  steps: readonly string[];
  ingredients: readonly (readonly [string, ...unknown[]])[];
}): string {
  return illustrationFor({
    type: recipe.type,
    key: recipe.id,
    title: recipe.title,
    steps: recipe.steps,
    foods: recipe.ingredients
      .map(([id]) => ingredientById(id))
      .filter((food): food is Ingredient => food !== undefined),
  });
}

/** A recipe known only by its text (a language model's): its foods read from its lines. */
export function textIllustration(recipe: {
  type: DishType;
  title: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}): string {
  return illustrationFor({
    type: recipe.type,
    key: recipe.title,
    title: recipe.title,
    steps: recipe.instructions,
    foods: recipe.ingredients.flatMap((line) => findIngredientsInText(line)),
  });
}
