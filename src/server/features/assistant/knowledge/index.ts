/**
 * The Assistant Chef's cooking knowledge, written by us: cooking times and methods, substitutions
 * with proportions, kitchen equivalences, keeping and food safety, seasonal produce. Pure: the
 * embedded assistant answers with it, the language-model path reaches it as a tool. Food-safety
 * figures name their reference (references.ts) and are the conservative end of them.
 */
import { isAllowed, type Restriction } from '../../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../../shared/food/food-matcher';
import { ingredientById } from '../../../../shared/food/taxonomy';
import { COOKING } from './cooking';
import { EQUIVALENCES } from './equivalences';
import { bestEntry, comparable, fr } from './match';
import { seasonAnswer } from './seasons-answer';
import { STORAGE } from './storage';
import { SUBSTITUTIONS, type Substitution } from './substitutions';

export { COOKING } from './cooking';
export { EQUIVALENCES } from './equivalences';
export { REFERENCES } from './references';
export { STORAGE } from './storage';
export { SUBSTITUTIONS, type Substitution } from './substitutions';
export { comparable, says } from './match';

export type KnowledgeTopic = 'cooking' | 'equivalence' | 'storage' | 'season' | 'substitution';

/** What the answer must respect: the table's diets and the foods it avoids. */
export interface KnowledgeTable {
  restrictions: readonly Restriction[];
  avoidedFoods: readonly string[];
  /** « végétarien », « sans fruits à coque »: the diets said back in French. */
  restrictionNames: readonly string[];
  /** 1–12, the month seasons are read for. */
  month: number;
}

export interface KnowledgeAnswer {
  topic: KnowledgeTopic;
  text: string;
  /** Taxonomy ids a recipe shown with this answer must not contain (what is being replaced). */
  replaces: readonly string[];
}

const test = (pattern: RegExp) => (text: string) => pattern.test(text);

/** Keeping, thawing, reheating, opened products: storage and food safety. */
const isStorage = test(
  / (conserv|garde|gard|temperature .*frigo|temperature .*congel|rechauff|decongel|degel|congel|recongel|entame|ouvert|combien de jour|encore bon|perime|perim|peremption|frigo a combien|temperature du frigo|temperature frigo|intoxication|bebe|nourrisson)/,
);
const isEquivalence = test(
  / (combien de (ml|cl|g|gramme|millilitre|centilitre|litre|cuillere|c a)|equivau|equivalen|correspond|conversion|convertir|thermostat|ca fait combien|fait combien|vaut combien|pese|c est quoi une pincee|une pincee c est|pincee|sachet de levure|c a s|c a c|cuillere a soupe|cuillere a cafe|verre a moutarde)/,
);
const isSeason = test(/ (de saison|saison|ce moi ci|ce mois ci)/);
const isCooking = test(
  / (cuire|cuit|cuisson|cuisent|cuisant|combien de temp|temp de cuisson|quel temp|temp pour|temp faut|combien de minute|temperature|a point|saignant|rotir|roti|pocher|a la coque|mollet|dur|bouillir|blanchir|faire revenir|four|vapeur|al dente|comment faire (de |des |du |un |une |le |la |les )?(riz|pate|oeuf|lentille|quinoa|semoule|pois))/,
);

/** The knowledge a question asks for, if any: substitution first (its words are the clearest). */
export function knowledgeTopicOf(message: string): KnowledgeTopic | null {
  const text = comparable(message);
  if (substitutionFor(text, true)) return 'substitution';
  if (isStorage(text) && bestEntry(text, STORAGE)) return 'storage';
  if (isSeason(text)) return 'season';
  if (isEquivalence(text) && bestEntry(text, EQUIVALENCES)) return 'equivalence';
  if (isCooking(text) && bestEntry(text, COOKING)) return 'cooking';
  return null;
}

// Plurals are folded in comparable text: « plus » reads « plu » (« pas » stays).
const REPLACE_WORDS =
  / (remplac|substitu|a la place d|au lieu d|par quoi|quoi mettre|mettre a la place|je met quoi|on met quoi|alternative|equivalent vegetal|se passer d)/;
/** « je n'ai plus de beurre », « j'ai pas de levure »: the food must follow at once. */
const LACKING = / (?:ai|a) (?:plus|plu|pas|pa) (?:de |d |du |des )(?:la |l )?((?:\w+ ){1,3})/;

/** The substitution a question asks for (« par quoi remplacer le beurre ? »). */
export function substitutionFor(text: string, strict = false): Substitution | undefined {
  const lacking = LACKING.exec(text)?.[1];
  const lacked = lacking ? bestEntry(` ${lacking}`, SUBSTITUTIONS) : undefined;
  if (!REPLACE_WORDS.test(text))
    return strict ? lacked : (lacked ?? bestEntry(text, SUBSTITUTIONS));
  // The food named right after the replacing words wins: « remplacer le beurre par de l'huile ».
  const after = text.replace(/^.*? (remplac\w*|substitu\w*|place d\w*|lieu d\w*) /, ' ');
  return bestEntry(after, SUBSTITUTIONS) ?? lacked ?? bestEntry(text, SUBSTITUTIONS);
}

/** Whether a food (taxonomy ids) suits the table. */
function suits(ids: readonly string[], table: KnowledgeTable): boolean {
  const avoided = foodMatcher(table.avoidedFoods);
  return ids.every((id) => {
    const food = ingredientById(id);
    if (!food) return true;
    if (table.avoidedFoods.length > 0 && matchesFood(food, avoided)) return false;
    return table.restrictions.every((restriction) => isAllowed([food], restriction));
  });
}

const ownDiet = (table: KnowledgeTable) =>
  table.restrictionNames.length > 0 ? ` (${table.restrictionNames.join(', ')})` : '';

function substitutionAnswer(substitution: Substitution, table: KnowledgeTable): string {
  const fitting = substitution.options.filter(
    (option) =>
      suits(option.foods, table) && !option.foods.some((id) => substitution.replaces.includes(id)),
  );
  const left = substitution.options.length - fitting.length;
  const lines = [
    `Pour remplacer ${substitution.name} :`,
    ...fitting.map(
      (option, index) =>
        `– ${option.text} (${option.works})${index === fitting.length - 1 ? '.' : ' ;'}`,
    ),
  ];
  if (fitting.length === 0) lines.push('– aucun substitut ne convient à votre foyer ici.');
  if (left > 0) {
    lines.push(`J’ai laissé de côté ce que votre foyer${ownDiet(table)} ne mange pas.`);
  }
  lines.push(substitution.limits);
  return fr(lines.join('\n'));
}

/** A note when the food asked about is one the household's diet leaves out. */
function dietNote(foods: readonly string[], table: KnowledgeTable): string {
  return foods.length > 0 && !suits(foods, table)
    ? `\nPour rappel, votre foyer${ownDiet(table)} ne mange pas cet aliment : les recettes que je propose n’en contiennent jamais.`
    : '';
}

/** The answer to a knowledge question, or null when the knowledge has none. */
export function answerKnowledge(
  message: string,
  table: KnowledgeTable,
  topic: KnowledgeTopic | null = knowledgeTopicOf(message),
): KnowledgeAnswer | null {
  const text = comparable(message);
  switch (topic) {
    case 'substitution': {
      const substitution = substitutionFor(text);
      return substitution
        ? { topic, text: substitutionAnswer(substitution, table), replaces: substitution.replaces }
        : null;
    }
    case 'storage': {
      // The general keeping rule last: « jambon entamé, ça se garde ? » is about opened products.
      const entry = bestEntry(text, STORAGE.slice(1)) ?? STORAGE[0];
      return entry ? { topic, text: fr(entry.text), replaces: [] } : null;
    }
    case 'equivalence': {
      const entry = bestEntry(text, EQUIVALENCES);
      return entry ? { topic, text: fr(entry.text), replaces: [] } : null;
    }
    case 'cooking': {
      const entry = bestEntry(text, COOKING);
      return entry
        ? { topic, text: fr(entry.text) + dietNote(entry.foods, table), replaces: [] }
        : null;
    }
    case 'season':
      return { topic, text: seasonAnswer(message, text, table.month), replaces: [] };
    default:
      return null;
  }
}

/** The knowledge tool of the language-model path: any question, the best entry found. */
export function lookupKnowledge(question: string, table: KnowledgeTable): KnowledgeAnswer | null {
  const text = comparable(question);
  const topic =
    knowledgeTopicOf(question) ??
    (substitutionFor(text) && / (remplac|substitu|sans)/.test(text) ? 'substitution' : null) ??
    (bestEntry(text, COOKING) ? 'cooking' : null);
  return answerKnowledge(question, table, topic);
}
