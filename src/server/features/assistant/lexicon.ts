/**
 * The embedded Assistant Chef's French lexicon: the phrases it understands and what each means
 * (dish types, diets, the fridge, difficulty, time, company), the negations and the number
 * words. The reader (`understand.ts`) applies them; foods come from the taxonomy, not from here.
 */
import type { Difficulty, DishType } from '../../../shared/constants';
import type { Restriction } from '../../../shared/food/diet';

/* ------------------------------------------------------------------------------------------ */
/* What phrases mean                                                                          */
/* ------------------------------------------------------------------------------------------ */

export type Meaning =
  /** `weak`: a meal time ('ce soir', 'goûter') that a dish word in the same message overrides. */
  | { kind: 'type'; type: DishType; weak: boolean }
  | { kind: 'restriction'; restriction: Restriction }
  | { kind: 'fridge' }
  | { kind: 'difficulty'; difficulty: Difficulty }
  /** `exact`: a duration said as such ('une demi-heure'); otherwise a manner ('rapide'). */
  | { kind: 'time'; minutes: number; exact: boolean }
  | { kind: 'company'; servings: number }
  /** Words that look like foods but are not here ('au lieu de', 'faim de loup'). */
  | { kind: 'noise' };

const dish = (type: DishType, weak = false): Meaning => ({ kind: 'type', type, weak });

export const DISH_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  ['plat', dish('plat')],
  ['dessert', dish('dessert')],
  ['désert', dish('dessert')],
  ['gâteau', dish('dessert')],
  ['pâtisserie', dish('dessert')],
  // A fruit salad is a dessert, not a salad of the entrées.
  ['salade de fruits', dish('dessert')],
  ['salade de fruit', dish('dessert')],
  // A savoury tart is a main course (the entrées' quiches aside), never a dessert.
  ['tarte salée', dish('plat')],
  ['tartes salées', dish('plat')],
  ['apéro', dish('apéro')],
  ['appéro', dish('apéro')],
  ['apéritif', dish('apéro')],
  ['apéritive', dish('apéro')],
  ['apéro dînatoire', dish('apéro')],
  ['tapas', dish('apéro')],
  ['amuse-bouche', dish('amuse-bouche')],
  ['amuse-gueule', dish('amuse-bouche')],
  ['mise en bouche', dish('amuse-bouche')],
  ['entrée', dish('entrée')],
  ['boisson', dish('boisson')],
  ['boison', dish('boisson')],
  ['cocktail', dish('boisson')],
  ['coktail', dish('boisson')],
  ['mocktail', dish('boisson')],
  ['smoothie', dish('boisson')],
  ['smoothy', dish('boisson')],
  ['milkshake', dish('boisson')],
  ['milk-shake', dish('boisson')],
  ['boire', dish('boisson')],
  // Meal times: what people eat then, unless they name the dish.
  ['ce soir', dish('plat', true)],
  ['demain soir', dish('plat', true)],
  ['le soir', dish('plat', true)],
  ['du soir', dish('plat', true)],
  ['ce midi', dish('plat', true)],
  ['demain midi', dish('plat', true)],
  ['le midi', dish('plat', true)],
  ['du midi', dish('plat', true)],
  ['dîner', dish('plat', true)],
  ['déjeuner', dish('plat', true)],
  ['souper', dish('plat', true)],
  ['repas', dish('plat', true)],
  ['goûter', dish('dessert', true)],
  ['sucrée', dish('dessert', true)],
  // Typed without its accent, 'quelque chose de sucre' still means something sweet.
  ['chose de sucre', dish('dessert', true)],
  ['grignoter', dish('apéro', true)],
];

const diet = (restriction: Restriction): Meaning => ({ kind: 'restriction', restriction });

export const DIET_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  ['végétarien', diet('vegetarian')],
  ['végétarienne', diet('vegetarian')],
  ['végéterien', diet('vegetarian')],
  ['végéterienne', diet('vegetarian')],
  ['végé', diet('vegetarian')],
  ['veggie', diet('vegetarian')],
  ['vegan', diet('vegan')],
  ['végane', diet('vegan')],
  ['végétalien', diet('vegan')],
  ['végétalienne', diet('vegan')],
  ['gluten free', diet('glutenFree')],
  ['cœliaque', diet('glutenFree')],
  ['céliaque', diet('glutenFree')],
  ['halal', diet('halal')],
  ['hallal', diet('halal')],
  ['casher', diet('kosher')],
  ['cacher', diet('kosher')],
  ['kasher', diet('kosher')],
  ['kosher', diet('kosher')],
  ['cachère', diet('kosher')],
];

const FRIDGE: Meaning = { kind: 'fridge' };

export const FRIDGE_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  'frigo',
  'frigidaire',
  'réfrigérateur',
  'placard',
  'congélateur',
  'reste',
  'sous la main',
  'anti-gaspi',
  'antigaspi',
  // Not bare « ce que j'ai »: « qu'est-ce que j'ai droit de manger ? » is no fridge request.
  "avec ce que j'ai",
  "de ce que j'ai",
  "ce que j'ai déjà",
  "ce que j'ai dans",
  "ce que j'ai chez moi",
  "avec ce qu'il y a",
  "de ce qu'il y a",
  "ce qu'il y a dans",
].map((text) => [text, FRIDGE] as const);

const level = (difficulty: Difficulty): Meaning => ({ kind: 'difficulty', difficulty });

export const DIFFICULTY_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  ['facile', level('facile')],
  ['facil', level('facile')],
  ['simple', level('facile')],
  ['simplissime', level('facile')],
  ['débutant', level('facile')],
  ['débutante', level('facile')],
  ['inratable', level('facile')],
  ['enfantin', level('facile')],
  ['sans difficulté', level('facile')],
  ['pas compliqué', level('facile')],
  ['pas compliquée', level('facile')],
  ['pas trop compliqué', level('facile')],
  ['pas trop compliquée', level('facile')],
  ['pas difficile', level('facile')],
  ['pas trop difficile', level('facile')],
  ['intermédiaire', level('moyen')],
  ['niveau moyen', level('moyen')],
  ['difficulté moyenne', level('moyen')],
  ['moyennement', level('moyen')],
  ['difficile', level('difficile')],
  ['compliqué', level('difficile')],
  ['compliquée', level('difficile')],
  ['élaboré', level('difficile')],
  ['élaborée', level('difficile')],
  ['sophistiqué', level('difficile')],
  ['sophistiquée', level('difficile')],
  ['gastronomique', level('difficile')],
  ['épater', level('difficile')],
  ['impressionner', level('difficile')],
  ['bluffer', level('difficile')],
];

const pace = (minutes: number, exact = false): Meaning => ({ kind: 'time', minutes, exact });

export const TIME_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  ['rapide', pace(30)],
  ['rapid', pace(30)],
  ['rapidement', pace(30)],
  ['vite', pace(30)],
  ['vite fait', pace(30)],
  ['pressé', pace(30)],
  ['pressée', pace(30)],
  ['pas le temps', pace(30)],
  ['peu de temps', pace(30)],
  ['pas beaucoup de temps', pace(30)],
  ['sur le pouce', pace(30)],
  ['express', pace(15)],
  ['éclair', pace(15)],
  ['très rapide', pace(15)],
  ['super rapide', pace(15)],
  ['ultra rapide', pace(15)],
  ['hyper rapide', pace(15)],
  ['vraiment rapide', pace(15)],
  ['très vite', pace(15)],
  ['demi-heure', pace(30, true)],
];

const company = (servings: number): Meaning => ({ kind: 'company', servings });

export const COMPANY_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  ['en amoureux', company(2)],
  ['en couple', company(2)],
  ['en duo', company(2)],
  ['en tête-à-tête', company(2)],
  ['tout seul', company(1)],
  ['toute seule', company(1)],
  ['moi seul', company(1)],
  ['moi seule', company(1)],
  ['en solo', company(1)],
];

const NOISE: Meaning = { kind: 'noise' };

export const NOISE_WORDS: ReadonlyArray<readonly [string, Meaning]> = [
  'faim de loup',
  'sucrée salée',
  'sucrée salé',
  'petit-déjeuner',
  'petit-déj',
  'pas pressé',
  'pas pressée',
].map((text) => [text, NOISE] as const);

/**
 * How a negation continues a list. `sans`: 'sans X ni Y', where 'et des Y' turns positive again;
 * `verb`: 'je n'aime pas les X et les Y', articles go on; `soft`: 'pas trop de sucre' — the food
 * is neither wanted nor excluded.
 */
export type Scope = 'sans' | 'verb' | 'soft';

export const NEGATION_WORDS: ReadonlyArray<readonly [string, Scope]> = [
  ['sans', 'sans'],
  ['pas de', 'sans'],
  ["pas d'", 'sans'],
  ['aucun', 'sans'],
  ['aucune', 'sans'],
  ['zéro', 'sans'],
  ['ni', 'sans'],
  // What is replaced is never wanted: « remplacer les œufs », « à la place du beurre ».
  ['remplacer', 'sans'],
  ['remplace', 'sans'],
  ['remplacé', 'sans'],
  ['remplacés', 'sans'],
  ['remplaçant', 'sans'],
  ['substituer', 'sans'],
  ['à la place de', 'sans'],
  ["à la place d'", 'sans'],
  ['à la place du', 'sans'],
  ['à la place des', 'sans'],
  ['au lieu de', 'sans'],
  ["au lieu d'", 'sans'],
  ['au lieu du', 'sans'],
  ['au lieu des', 'sans'],
  ['ai plus de', 'sans'],
  ["ai plus d'", 'sans'],
  ['a plus de', 'sans'],
  ["a plus d'", 'sans'],
  ['aime pas', 'verb'],
  ['aimons pas', 'verb'],
  ['aiment pas', 'verb'],
  ['mange pas', 'verb'],
  ['mangeons pas', 'verb'],
  ['mangent pas', 'verb'],
  ['supporte pas', 'verb'],
  ['veux pas', 'verb'],
  ['pas fan de', 'verb'],
  ['pas fan des', 'verb'],
  ['déteste', 'verb'],
  ['détestons', 'verb'],
  ['évite', 'verb'],
  ['éviter', 'verb'],
  ['horreur', 'verb'],
  ['sauf', 'verb'],
  ['hors', 'verb'],
  ['à part', 'verb'],
  ['allergique', 'verb'],
  ['allergie', 'verb'],
  ['intolérant', 'verb'],
  ['intolérante', 'verb'],
  ['intolérance', 'verb'],
  ['pas trop de', 'soft'],
  ["pas trop d'", 'soft'],
  ['peu de', 'soft'],
  ["peu d'", 'soft'],
  ['moins de', 'soft'],
  ["moins d'", 'soft'],
];

/** Foods said this way stand for a diet: 'sans gluten' is glutenFree, not a food named gluten. */
export const DIET_FOOD_WORDS: ReadonlyArray<readonly [string, Restriction]> = [
  ['gluten', 'glutenFree'],
  ['lactose', 'dairyFree'],
  // « sans lait » is how a parent says a milk allergy: no dairy at all, not milk alone (« lait
  // de coco » is a longer food and stays a food).
  ['lait', 'dairyFree'],
  ['produits laitiers', 'dairyFree'],
  ['laitages', 'dairyFree'],
  ['noix', 'nutFree'],
  // Peanuts are their own allergen (« Sans arachides »), not tree nuts.
  ['arachides', 'peanutFree'],
  ['arachide', 'peanutFree'],
  ['cacahuètes', 'peanutFree'],
  ['cacahuète', 'peanutFree'],
  ['beurre de cacahuète', 'peanutFree'],
  ['fruits à coque', 'nutFree'],
  ['oléagineux', 'nutFree'],
  ['sésame', 'sesameFree'],
  ['soja', 'soyFree'],
  ['sulfites', 'sulphiteFree'],
  ['lupin', 'lupinFree'],
  ['viande', 'vegetarian'],
  ['produits animaux', 'vegan'],
  ["produits d'origine animale", 'vegan'],
];

/* Numbers: minutes and people */

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};
export const ROUGH_NUMBERS: Readonly<Record<string, number>> = {
  dizaine: 10,
  douzaine: 12,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
};
