/**
 * The Assistant Chef's cooking knowledge, written by us: cooking times and methods, substitutions
 * with proportions, kitchen equivalences, keeping and food safety, seasonal produce. Pure: the
 * embedded assistant answers with it, the language-model path reaches it as a tool. Food-safety
 * figures name their reference (references.ts) and are the conservative end of them.
 */
import { isAllowed, type Restriction } from '../../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../../shared/food/food-matcher';
import { ingredientById } from '../../../../shared/food/taxonomy';
import { BASICS, type BasicEntry } from './basics';
import { COOKING } from './cooking';
import { DIFFERENCES } from './differences';
import { EQUIVALENCES } from './equivalences';
import { bestEntry, comparable, fr } from './match';
import { OVEN } from './oven';
import { PAIRINGS } from './pairings';
import { seasonAnswer } from './seasons-answer';
import { STORAGE } from './storage';
import { SUBSTITUTIONS, type Substitution } from './substitutions';
import { weightAnswer } from './weights';

export { BASICS } from './basics';
export { DIFFERENCES } from './differences';
export { OVEN } from './oven';
export { WEIGHT_RULES } from './weights';
export { COOKING } from './cooking';
export { EQUIVALENCES } from './equivalences';
export { REFERENCES } from './references';
export { PAIRINGS } from './pairings';
export { STORAGE } from './storage';
export { SUBSTITUTIONS, type Substitution } from './substitutions';
export { comparable, says } from './match';

export type KnowledgeTopic =
  | 'cooking'
  | 'oven'
  | 'basics'
  | 'difference'
  | 'equivalence'
  | 'storage'
  | 'season'
  | 'substitution'
  | 'pairing';

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
  / ((je peu|peut on|on peut|puis je|peut t on) (manger|donner|garder|consommer)|conserv|garde|gard|temperature .*frigo|temperature .*congel|rechauff|decongel|degel|congel|recongel|entame|ouvert|combien de jour|encore bon|perime|perim|peremption|frigo a combien|temperature du frigo|temperature frigo|intoxication|bebe|nourrisson|enceinte|grossesse|(mettre|met|ranger|range) .{0,30}(au|dans le) (frigo|refrigerateur|congelateur))/,
);
const isEquivalence = test(
  / (combien de (ml|cl|g|gramme|millilitre|centilitre|litre|cuillere|c a)|equivau|equivalen|correspond|conversion|convertir|thermostat|ca fait combien|fait combien|vaut combien|pese|c est quoi une pincee|une pincee c est|pincee|sachet de levure|c a s|c a c|cuillere a soupe|cuillere a cafe|verre a moutarde|par personne|quelle quantite|combien de (pate|pates|riz|viande|pommes de terre|semoule|poisson) (par|pour))/,
);
const isPairing = test(
  / (que servir avec|quoi servir avec|servir avec quoi|on sert quoi avec|accompagner|accompagnement|avec quoi (manger|servir|accompagner)|quelle garniture|garniture pour)/,
);
const isSeason = test(/ (de saison|saison|ce moi ci|ce mois ci)/);
const isCooking = test(
  / (cuire|cuit|cuisson|cuisent|cuisant|combien de temp|temp de cuisson|quel temp|temp pour|temp faut|combien de minute|temperature|a point|saignant|rotir|roti|pocher|a la coque|mollet|dur|bouillir|blanchir|faire revenir|four|vapeur|al dente|comment faire (de |des |du |un |une |le |la |les )?(riz|pate|oeuf|lentille|quinoa|semoule|pois))/,
);

/** « comment faire / réussir / préparer une béchamel ? », « les proportions d'une pâte brisée ». */
const isHowTo = test(
  / (comment (on |je |tu |vous |il faut |faut il )?(fai|fait|faire|reussi|reussir|prepar|monte|monter|rattrap|fabriqu|realis)|comment se fait|comment ca se fait|recette de base|proportion|c est quoi les etape|les etape|etape pour|astuce pour|secret pour|rate|tourne|rattraper|tranche|a tranche|epaissir|lier une sauce|trop liquide)/,
);
/** « différence entre X et Y », « à quoi sert … », « pourquoi mon gâteau retombe ? ». */
export const isCurious = test(
  / (difference|differen|quelle? (farine|levure|creme|beurre|sucre|huile) (pour|choisir|prendre|utiliser)|a quoi ser|sert a quoi|ca sert a|a quoi ca sert|utilite|quel role|pourquoi (mon|ma|me|le|la|les|l|on|faut|il faut|mettre|ajouter|est ce que)|faut il|faut t il|est ce qu il faut|c est pareil|meme chose que|remplacer l un par l autre)/,
);
/** « c'est quoi une julienne ? », « comment savoir si un œuf est frais ? »: answered when a note has it. */
const isWhatIs = test(
  / (c est quoi (un|une|le|la|l)|qu est ce que (c est )?(un|une|le|la|l)|que veut dire|ca veut dire|comment savoir si|comment reconnaitre)/,
);
/** « beurre doux ou demi-sel ? », « T45 ou T55 » : two phrases of one entry, set against each other. */
function comparesTwo(text: string): boolean {
  if (!/ (ou|vs|versus|contre) /.test(text)) return false;
  return DIFFERENCES.some(
    (entry) => new Set(entry.keys.map(comparable).filter((key) => text.includes(key))).size >= 2,
  );
}

/** A time or temperature asked for (« four » alone is no question: « un gratin au four »). */
const isOvenQuestion = test(
  / (combien de temp|combien de minute|quel temp|quelle temp|a quelle temp|temperature|a combien|thermostat|degre|temp de cuisson|cuisson|cuire|cuit|chaleur tournante|four ventile|prechauff)/,
);

const isDishRequest = test(
  / (pour ce soir|pour ce midi|pour demain|pour (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|le week end|ce week end|noel|les invite)|pour le diner|pour le dejeuner|idee|recette|propose|suggere|envie d|on mange |menu|pour les enfant|pour \d+)/,
);
const isTimeAsked = test(
  / (combien|quel|quelle|temp de|temp pour|temp faut|minute|temperature|degre|thermostat|comment|a point|saignant|al dente|cuisson)/,
);

const isDoneness = test(/ (rose|saignant|bleu|pas assez cuit|mal cuit|pas cuit|peu cuit)( |$)/);

/** Cooking and oven entries together: the longest phrase said wins (« pâte à pizza » over « pâte »). */
const TIMED = [
  ...COOKING.map((entry) => ({ ...entry, topic: 'cooking' as const })),
  ...OVEN.map((entry) => ({ ...entry, topic: 'oven' as const })),
];

/** The knowledge a question asks for, if any: substitution first (its words are the clearest). */
export function knowledgeTopicOf(message: string): KnowledgeTopic | null {
  const text = comparable(message);
  if (substitutionFor(text, true)) return 'substitution';
  // « que servir avec un rôti de porc ? » asks for sides, not the roast's time.
  if (isPairing(text) && bestEntry(text, PAIRINGS)) return 'pairing';
  // « peut-on manger un steak haché rosé ? » is about cooking, not keeping.
  const dishAsked = isDishRequest(text) && !isTimeAsked(text);
  if (isDoneness(text) && !dishAsked && bestEntry(text, COOKING)) return 'cooking';
  if (isStorage(text) && bestEntry(text, STORAGE)) return 'storage';
  if (isSeason(text)) return 'season';
  if (isEquivalence(text) && bestEntry(text, EQUIVALENCES)) return 'equivalence';
  if ((isHowTo(text) || isCurious(text)) && bestEntry(text, BASICS)) return 'basics';
  if ((isCurious(text) || comparesTwo(text) || isWhatIs(text)) && bestEntry(text, DIFFERENCES)) {
    return 'difference';
  }
  // « des pommes de terre au four pour ce soir » asks for a dish, not a cooking time.
  if (dishAsked) return null;
  const timed = isCooking(text) || isOvenQuestion(text) ? bestEntry(text, TIMED) : undefined;
  if (timed?.topic === 'oven' && isOvenQuestion(text)) return 'oven';
  if (timed && isCooking(text) && bestEntry(text, COOKING)) return 'cooking';
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
  // Only what the table's diet or avoided foods leave out is said (not an option on the food
  // being replaced).
  const left = substitution.options.filter((option) => !suits(option.foods, table)).length;
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

/** A base the table cannot eat as written: said in a line, and how to do without it. */
function basicsNote(entry: BasicEntry, table: KnowledgeTable): string {
  const unsuited = entry.foods.filter((id) => !suits([id], table));
  if (unsuited.length === 0) return '';
  const names = unsuited.flatMap((id) => ingredientById(id)?.name ?? []);
  const ways = unsuited.flatMap((id) => entry.instead?.[id] ?? []);
  return `\nAttention pour votre table${ownDiet(table)} : ${entry.subject} classique contient ${names.map((name) => `« ${name} »`).join(', ')}. ${ways.length > 0 ? ways.join(' ') : 'Je n’ai pas de version sans à vous proposer.'}`;
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
      const byWeight = weightAnswer(message);
      if (byWeight) return { topic, text: fr(byWeight), replaces: [] };
      return entry
        ? { topic, text: fr(entry.text) + dietNote(entry.foods, table), replaces: [] }
        : null;
    }
    case 'oven': {
      const entry = bestEntry(text, OVEN);
      return entry ? { topic, text: fr(entry.text), replaces: [] } : null;
    }
    case 'basics': {
      const entry = bestEntry(text, BASICS);
      return entry
        ? { topic, text: fr(entry.text + basicsNote(entry, table)), replaces: [] }
        : null;
    }
    case 'difference': {
      const entry = bestEntry(text, DIFFERENCES);
      return entry ? { topic, text: fr(entry.text), replaces: [] } : null;
    }
    case 'season':
      return { topic, text: seasonAnswer(message, text, table.month), replaces: [] };
    case 'pairing': {
      const entry = bestEntry(text, PAIRINGS);
      return entry ? { topic, text: fr(entry.text), replaces: [] } : null;
    }
    default:
      return null;
  }
}

/**
 * The knowledge tool of the language-model path: any question, the best entry found. `excluded`
 * (the foods the message leaves out) counts as the table's for a how-to (« mayonnaise sans œufs »).
 */
export function lookupKnowledge(
  question: string,
  table: KnowledgeTable,
  excluded: readonly string[] = [],
): KnowledgeAnswer | null {
  const text = comparable(question);
  const topic =
    knowledgeTopicOf(question) ??
    (substitutionFor(text) && / (remplac|substitu|sans)/.test(text) ? 'substitution' : null) ??
    (bestEntry(text, BASICS) ? 'basics' : null) ??
    (bestEntry(text, COOKING) ? 'cooking' : null) ??
    (bestEntry(text, OVEN) ? 'oven' : null);
  const own =
    topic === 'basics' ? { ...table, avoidedFoods: [...table.avoidedFoods, ...excluded] } : table;
  return answerKnowledge(question, own, topic);
}
