/**
 * What the assistant needs to know of a catalogue recipe beyond the engine's search: its foods,
 * whether it is relevé for children, festive for an occasion, and its rough cost band. Read
 * from the recipes feature's public face.
 */
import { CATALOGUE } from '../recipes';
import type { OccasionId } from './question-kind';

const FOODS = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe.ingredients.map(([id]) => id)]));

/** The taxonomy ids of a catalogue recipe's ingredients (empty for a generated one). */
export const foodsOf = (recipeId: string): readonly string[] => FOODS.get(recipeId) ?? [];

const SPICY =
  /piment|harissa|chili|cayenne|tabasco|wasabi|sriracha|espelette|raifort|curry|gochujang|sambal|ras-el-hanout|poivre-vert/;
/** Strong tastes children often refuse (« chèvre, menthe » in issue 29). */
const STRONG =
  /gingembre|citronnelle|cumin|tamari|nuoc|wasabi|chevre|roquefort|bleu|gorgonzola|menthe|anchois|capre|olive|coriandre|endive|cresson|munster|maroilles|foie|rognon|huitre|vin-|alcool|rhum|cognac|whisky|kirsch|biere/;

/** Relevé for a child: a hot spice. */
export const isSpicy = (recipeId: string) => foodsOf(recipeId).some((id) => SPICY.test(id));
/** A strong taste for a child (blue cheese, mint, anchovies, alcohol…). */
export const isStrong = (recipeId: string) => foodsOf(recipeId).some((id) => STRONG.test(id));

/** Title words that make a recipe festive for an occasion (until the catalogue tags them). */
const FESTIVE_WORDS: Record<OccasionId, RegExp> = {
  noel: /noël|fête|festi|bûche|marron|châtaigne|saint-jacques|chapon|dinde|truffe|pain d’épices|pain d'épices|clémentine|foie gras|velouté|feuilleté|vin chaud|orange|cannelle|gratin|mousse|caille|pintade/i,
  'nouvel-an':
    /fête|festi|saint-jacques|champagne|bulles|blinis|verrine|feuilleté|truffe|foie gras|saumon|mousse|chocolat|toast/i,
  paques: /pâques|agneau|œuf|oeuf|printemps|asperge|petits pois|chocolat|nid|carotte|radis|fraise/i,
  anniversaire:
    /anniversaire|gâteau|chocolat|cake|muffin|cookie|brownie|pizza|croque|mini|bouchée|limonade|smoothie|crêpe/i,
  brunch:
    /brunch|pancake|œuf|oeuf|granola|smoothie|tartine|toast|crêpe|gaufre|muffin|avocat|porridge|scone|brioche/i,
  'apero-dinatoire':
    /apéro|verrine|tartinade|rillette|houmous|tapenade|bouchée|feuilleté|mini|brochette|gougère|cake salé|blinis|dip|chips/i,
  'raclette-fondue': /raclette|fondue|charcuterie|salade|sorbet|poire|pomme|cornichon|tarte/i,
};

/** Whether a recipe is festive for the occasion. */
export const isForOccasion = (recipeId: string, title: string, occasion: OccasionId) =>
  FESTIVE_WORDS[occasion].test(title);

/** Ingredients that make a dish dear (meat, fish, nuts, cheeses of name): a rough band. */
const DEAR =
  /boeuf|veau|agneau|canard|saumon|cabillaud|thon|crevette|gambas|saint-jacques|homard|noix|amande|pistache|pignon|parmesan|comte|gruyere|mozzarella-di-bufala|chevre|foie|truffe|morille|cepe|vin-|champagne|avocat|framboise|myrtille/;
const MID =
  /poulet|porc|jambon|lardon|chorizo|saucisse|dinde|fromage|feta|mozzarella|ricotta|creme|beurre|chocolat|oeuf|lait-de-coco/;

/** € / €€ / €€€: from the count of dear and middling ingredients; never a price. */
export function costBandOf(recipeId: string): 1 | 2 | 3 {
  const foods = foodsOf(recipeId);
  const dear = foods.filter((id) => DEAR.test(id)).length;
  const mid = foods.filter((id) => MID.test(id)).length;
  if (dear >= 2 || (dear === 1 && mid >= 2)) return 3;
  if (dear === 1 || mid >= 2) return 2;
  return 1;
}

export const COST_SIGNS: Record<1 | 2 | 3, string> = { 1: '€', 2: '€€', 3: '€€€' };
