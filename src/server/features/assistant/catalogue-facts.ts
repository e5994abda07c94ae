/**
 * What the assistant needs to know of a catalogue recipe beyond the engine's search: its foods,
 * whether it is relevé or strong for children, festive for an occasion, and its rough cost band
 * — all from the recipes feature's public face (occasion tags, « relevé » and cost band are
 * catalogue data, decision 0032).
 */
import {
  CATALOGUE,
  costBandOf as catalogueCostBand,
  isSpicy as catalogueSpicy,
  occasionsOf,
} from '../recipes';
import type { OccasionId } from './question-kind';

const FOODS = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe.ingredients.map(([id]) => id)]));

/** The taxonomy ids of a catalogue recipe's ingredients (empty for a generated one). */
export const foodsOf = (recipeId: string): readonly string[] => FOODS.get(recipeId) ?? [];

/** Relevé for a child (catalogue data). */
export const isSpicy = (recipeId: string) => FOODS.has(recipeId) && catalogueSpicy(recipeId);

/**
 * Strong or unfamiliar tastes children often refuse (« chèvre, menthe » in issue 29): ranked
 * after the mild dishes, never excluded.
 */
const STRONG =
  /gingembre|citronnelle|cumin|tamari|nuoc|wasabi|chevre|roquefort|bleu|gorgonzola|menthe|anchois|capre|olive|coriandre|endive|cresson|munster|maroilles|foie|rognon|huitre|sardine|maquereau|hareng|vin-|alcool|rhum|cognac|whisky|kirsch|biere/;
export const isStrong = (recipeId: string) => foodsOf(recipeId).some((id) => STRONG.test(id));

/** Foods most children know and eat (pâtes, jambon, fromage doux, poulet, pommes de terre…). */
const FAMILIAR =
  /^(?:pate|spaghetti|penne|macaroni|coquillette|tagliatelle|lasagne|jambon|emmental|gruyere|mozzarella|comte|poulet|dinde|pomme-de-terre|riz|oeuf|tomate|carotte|boeuf-hache|viande-hachee|saucisse|knack|courgette|mais|petit-pois|chocolat|banane|pomme|fraise|lait|yaourt|pain|farine|semoule)/;

/**
 * Familiar to children: tagged for a child's birthday, or built on two foods they know at
 * least (a rough rule: « pour les enfants » ranks these first, never excludes the others).
 */
export const isFamiliar = (recipeId: string) =>
  (FOODS.has(recipeId) && occasionsOf(recipeId).includes('anniversaire')) ||
  foodsOf(recipeId).filter((id) => FAMILIAR.test(id)).length >= 2;

/**
 * Nothing to cook: no step names heat — an oven, a pan, a pot, boiling, roasting, melting,
 * toasting… (a rough reading of the catalogue's own steps, for « sans cuisson »: ranked
 * first, said, never a promise about a recipe's bought ingredients).
 */
const HEAT =
  /\b(four|cui(re|sez|t|te|ts|tes|sson)|po[eê]l|bouill|fr[eé]miss|gril|r[ôo]ti|fri[rt]|mijot|saisi|micro-?ondes|casserole|feu|°|pr[ée]chauff|dor[eé]|blanchi|revenir|caram[ée]l|fondre|chauff|r[ée]dui|wok|vapeur|torr[ée]fi|toast|brais|saut[ée]|plancha|barbecue|enfourn|po[cç]h|[ée]bullition|infus|ti[eè]di)/i;
const NO_COOK = new Set(
  CATALOGUE.filter((recipe) => !recipe.steps.some((step) => HEAT.test(step))).map(
    (recipe) => recipe.id,
  ),
);
export const isNoCook = (recipeId: string) => NO_COOK.has(recipeId);

/** The oven is on in some step (« sans allumer le four »: these come last). */
const OVEN = /\b(four|enfourn|pr[ée]chauff|gratin[ée]?s?\b)/i;
const OVEN_RECIPES = new Set(
  CATALOGUE.filter((recipe) => recipe.steps.some((step) => OVEN.test(step))).map(
    (recipe) => recipe.id,
  ),
);
export const usesOven = (recipeId: string) => OVEN_RECIPES.has(recipeId);

/** Whether a catalogue recipe is tagged for the occasion. */
export const isForOccasion = (recipeId: string, occasion: OccasionId) =>
  FOODS.has(recipeId) && occasionsOf(recipeId).includes(occasion);

/** € / €€ / €€€ from each ingredient's cost class (catalogue data); never a price. */
export const costBandOf = (recipeId: string): 1 | 2 | 3 =>
  FOODS.has(recipeId) ? catalogueCostBand(recipeId) : 2;

export const COST_SIGNS: Record<1 | 2 | 3, string> = { 1: '€', 2: '€€', 3: '€€€' };
