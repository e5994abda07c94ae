/**
 * How the embedded Assistant Chef reads one French chat message (its words: `lexicon.ts`): the dish types, ingredients,
 * foods and diets to leave out, fridge, time, difficulty and number of people it asks for.
 * Pure and deterministic (no I/O, no model). Food names come from the taxonomy, never from
 * lists of our own, so the assistant knows exactly the foods the recipe engine knows.
 */
import { DISH_TYPES, RESTRICTIONS } from '../../../shared/constants';
import type { Difficulty, DishType } from '../../../shared/constants';
import type { Restriction } from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import {
  findIngredient,
  findIngredientsInText,
  normalizeFoodText,
} from '../../../shared/food/taxonomy';
import { PORTIONS_MAX } from '../../../shared/portions';
import {
  COMPANY_WORDS,
  DIET_FOOD_WORDS,
  DIET_WORDS,
  DIFFICULTY_WORDS,
  DISH_WORDS,
  FRIDGE_WORDS,
  NEGATION_WORDS,
  NOISE_WORDS,
  NUMBER_WORDS,
  ROUGH_NUMBERS,
  TIME_WORDS,
  type Meaning,
  type Scope,
} from './lexicon';

export type AssistantIntent = 'recipes' | 'help' | 'greeting' | 'thanks' | 'unknown';

export interface AssistantRequest {
  intent: AssistantIntent;
  /** Dish types asked for; empty = any. */
  types: DishType[];
  /** The types come only from a meal time (« ce soir », « goûter »): a dish named outweighs them. */
  typesFromMealTime?: true;
  /** Taxonomy ids the user wants in the recipe ('avec des courgettes', 'j'ai du poulet'). */
  ingredients: string[];
  /** Foods to leave out, as terms for foodMatcher ('sans œufs' → 'œufs'). Never in `ingredients`. */
  excludedFoods: string[];
  /** Restrictions said in the message ('végétarien', 'sans gluten'…). */
  restrictions: Restriction[];
  /** 'avec ce que j'ai', 'dans mon frigo', 'avec les restes'… */
  useFridge: boolean;
  /** Longest preparation time the user accepts, in minutes. */
  maxMinutes: number | null;
  difficulty: Difficulty | null;
  /** Number of people, 1–50; null when not said (or said vaguely: 'pour toute la famille'). */
  servings: number | null;
}

/* ------------------------------------------------------------------------------------------ */
/* Words                                                                                      */
/* ------------------------------------------------------------------------------------------ */

interface Token {
  /** The word as typed (accents kept), for the few words whose accent carries the meaning. */
  readonly raw: string;
  /** Where the word sits in the message, to quote an excluded food as the user wrote it. */
  readonly start: number;
  readonly end: number;
  /** Normalized word ('oeufs'), or ',' / '.' for punctuation that closes a list or a sentence. */
  readonly word: string;
  /** The word without its plural mark: every phrase below is compared in this form. */
  readonly key: string;
}

/** Same plural folding as the taxonomy, so 'desserts', 'gâteaux' and 'personnes' match. */
const keyOf = (word: string) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word);

const keysOf = (text: string) => normalizeFoodText(text).split(' ').filter(Boolean).map(keyOf);

/** Folding accents turns the taste 'sucré' into the ingredient 'sucre': keep them apart. */
function foldWord(raw: string): string {
  const word = normalizeFoodText(raw);
  return /^sucres?$/.test(word) && /é/i.test(raw) ? 'sucree' : word;
}

function tokenize(message: string): Token[] {
  const tokens: Token[] = [];
  // Digits apart from letters, so '1h30' and '20min' read as number and unit.
  for (const match of message.matchAll(/[\p{L}\p{M}]+|\p{N}+|[,;.!?:]/gu)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    if (/^[,;]$/.test(raw)) tokens.push({ raw, start, end, word: ',', key: ',' });
    else if (/^[.!?:]$/.test(raw)) tokens.push({ raw, start, end, word: '.', key: '.' });
    else {
      for (const word of foldWord(raw).split(' ').filter(Boolean)) {
        tokens.push({ raw, start, end, word, key: keyOf(word) });
      }
    }
  }
  return tokens;
}

const isPunctuation = (token: Token | undefined) => token?.word === ',' || token?.word === '.';

/** The message's tokens and which of them a rule already understood, so no other reads them. */
interface Reading {
  readonly message: string;
  readonly tokens: readonly Token[];
  readonly used: boolean[];
}

interface Phrase<T> {
  readonly keys: readonly string[];
  readonly value: T;
}

/** Phrases in comparison form, longest first so 'très rapide' wins over 'rapide'. */
function phrases<T>(entries: ReadonlyArray<readonly [string, T]>): Phrase<T>[] {
  return entries
    .map(([text, value]) => ({ keys: keysOf(text), value }))
    .sort((a, b) => b.keys.length - a.keys.length);
}

const flagged = (texts: readonly string[]) => phrases(texts.map((text) => [text, true] as const));

function phraseAt(reading: Reading, index: number, keys: readonly string[], freeOnly = true) {
  return keys.every((key, offset) => {
    const token = reading.tokens[index + offset];
    return token?.key === key && !(freeOnly && reading.used[index + offset]);
  });
}

function firstPhraseAt<T>(
  reading: Reading,
  index: number,
  list: readonly Phrase<T>[],
  freeOnly = true,
): Phrase<T> | undefined {
  return list.find((phrase) => phraseAt(reading, index, phrase.keys, freeOnly));
}

function mentions(reading: Reading, list: readonly Phrase<unknown>[]): boolean {
  return reading.tokens.some((_, index) => firstPhraseAt(reading, index, list, false));
}

function markUsed(reading: Reading, from: number, to: number) {
  for (let index = from; index < to; index += 1) reading.used[index] = true;
}

const MEANINGS = phrases<Meaning>([
  ...DISH_WORDS,
  ...DIET_WORDS,
  ...FRIDGE_WORDS,
  ...DIFFICULTY_WORDS,
  ...TIME_WORDS,
  ...COMPANY_WORDS,
  ...NOISE_WORDS,
]);

/** Every known phrase, left to right; each word is read once. */
function readMeanings(reading: Reading): Meaning[] {
  const found: Meaning[] = [];
  let index = 0;
  while (index < reading.tokens.length) {
    const phrase = reading.used[index] ? undefined : firstPhraseAt(reading, index, MEANINGS);
    if (!phrase) {
      index += 1;
      continue;
    }
    markUsed(reading, index, index + phrase.keys.length);
    found.push(phrase.value);
    index += phrase.keys.length;
  }
  return found;
}

/** 'mais' the conjunction is no 'maïs' (corn) — unless it follows an article ('du mais'). */
function skipConjunctions(reading: Reading) {
  reading.tokens.forEach((token, index) => {
    const previous = reading.tokens[index - 1]?.word ?? '';
    const isCorn = /ï/i.test(token.raw) || ['de', 'du', 'd', 'au', 'aux'].includes(previous);
    if (token.word === 'mais' && !isCorn) reading.used[index] = true;
  });
}

/* ------------------------------------------------------------------------------------------ */
/* What to leave out                                                                          */
/* ------------------------------------------------------------------------------------------ */

const NEGATIONS = phrases<Scope>(NEGATION_WORDS);

const DIET_FOODS = phrases<Restriction>(DIET_FOOD_WORDS);

const wordList = (list: string) => list.split(' ');

const ARTICLES = new Set(wordList('de d du des la le les l un une mon ma'));
const ARTICLES_AFTER_SANS = new Set(['de', 'd']);
/** What may stand between a negation and its food: 'allergique aux', 'pas du tout les'. */
const LEADS = new Set([...ARTICLES, ...wordList('trop vraiment beaucoup tellement a au aux tout')]);
const LIST_LINKS = new Set(['ni', 'et', 'ou', ',']);
const LONGEST_FOOD = 6;

type Negated = { end: number } & ({ restriction: Restriction } | { food: string });

function isFree(reading: Reading, index: number): boolean {
  const token = reading.tokens[index];
  return token !== undefined && !isPunctuation(token) && !reading.used[index];
}

/** A food the taxonomy knows, or a family of foods ('poisson', 'coquillages', 'alcool'). */
function isKnownFood(text: string): boolean {
  const matcher = foodMatcher([text]);
  return findIngredient(text) !== undefined || matcher.flags.size > 0 || matcher.ids.size > 0;
}

/** The longest diet word or food starting at `index`; a diet word wins a tie. */
function negatedAt(reading: Reading, index: number, absent = true): Negated | null {
  let size = 0;
  while (size < LONGEST_FOOD && isFree(reading, index + size)) size += 1;
  for (; size > 0; size -= 1) {
    const end = index + size;
    const words = reading.tokens.slice(index, end).map((token) => token.word);
    const diet = DIET_FOODS.find(
      (phrase) => phrase.keys.length === size && phraseAt(reading, index, phrase.keys),
    );
    // « remplacer le lait », « je n'ai plus de lait »: the milk alone is replaced, not the dairy.
    if (diet && (absent || words.join(' ') !== 'lait')) return { end, restriction: diet.value };
    // « sans sucre » leaves out every sweetened product (chocolate, jam, ice cream…), not only
    // the white powder: the taxonomy's group « sucre ajouté ».
    // (« remplacer le sucre » asks for a substitute: the sugar alone.)
    if (absent && /^sucres?$/.test(words.join(' '))) return { end, food: 'sucre ajouté' };
    // « sans pâte » (singular, as typed) is the pastry of a quiche or a tart; « sans pâtes », pasta.
    const typed = reading.tokens[index]?.raw ?? '';
    if (words.join(' ') === 'pate' && !/s$/i.test(typed)) return { end, food: 'pâte à tarte' };
    if (isKnownFood(words.join(' '))) return { end, food: quote(reading, index, end) };
  }
  return null;
}

/** The food as the user wrote it, lowercased: 'Œufs' → 'œufs', "huile d'olive". */
function quote(reading: Reading, from: number, to: number): string {
  const first = reading.tokens[from];
  const last = reading.tokens[to - 1];
  if (!first || !last) return '';
  return reading.message.slice(first.start, last.end).toLowerCase();
}

function skipWords(reading: Reading, index: number, words: ReadonlySet<string>): number {
  let next = index;
  while (isFree(reading, next) && words.has(reading.tokens[next]?.word ?? '')) next += 1;
  return next;
}

/** The list a negation governs: 'sans noix ni arachides', 'pas de viande, de poisson'. */
function readScope(reading: Reading, start: number, scope: Scope, absent = true): Negated[] {
  const afterLead = skipWords(reading, start, LEADS);
  const first = negatedAt(reading, afterLead, absent);
  if (!first) return [];
  const items = [first];
  let end = first.end;
  while (LIST_LINKS.has(reading.tokens[end]?.word ?? '') && !reading.used[end]) {
    const link = reading.tokens[end]?.word;
    // « je n'aime pas la coriandre, un curry ? »: after a comma, « un » opens the request.
    if (link === ',' && ['un', 'une'].includes(reading.tokens[end + 1]?.word ?? '')) break;
    const articles = link === 'ni' || scope === 'verb' ? ARTICLES : ARTICLES_AFTER_SANS;
    const next = negatedAt(reading, skipWords(reading, end + 1, articles), absent);
    if (!next) break;
    items.push(next);
    end = next.end;
  }
  markUsed(reading, start, end);
  return items;
}

function readNegations(reading: Reading): Negated[] {
  const found: Negated[] = [];
  for (let index = 0; index < reading.tokens.length; index += 1) {
    const trigger = reading.used[index] ? undefined : firstPhraseAt(reading, index, NEGATIONS);
    if (!trigger) continue;
    // « sans », « pas de »: absent; « remplacer », « je n'ai plus de »: to be replaced.
    const absent = !trigger.keys.some((key) => /^(remplac|substitu|place|lieu|plu)/.test(key));
    const items = readScope(reading, index + trigger.keys.length, trigger.value, absent);
    if (items.length === 0) continue;
    markUsed(reading, index, index + trigger.keys.length);
    if (trigger.value !== 'soft') found.push(...items);
  }
  return found;
}

/* ------------------------------------------------------------------------------------------ */
/* Numbers: minutes and people                                                                */
/* ------------------------------------------------------------------------------------------ */

interface NumberAt {
  value: number;
  next: number;
  /** 'un'/'une' alone is more often an article than a count. */
  article: boolean;
}

const wordAt = (tokens: readonly Token[], index: number) => tokens[index]?.word ?? '';

/** Digits or French number words up to soixante ('dix-huit', 'vingt-cinq', 'trente et un'). */
function numberAt(tokens: readonly Token[], index: number): NumberAt | null {
  const word = wordAt(tokens, index);
  if (/^\d+$/.test(word)) return { value: Number(word), next: index + 1, article: false };
  const rough =
    ROUGH_NUMBERS[word] ?? (word === 'une' ? ROUGH_NUMBERS[wordAt(tokens, index + 1)] : undefined);
  if (rough !== undefined) {
    return { value: rough, next: index + (word === 'une' ? 2 : 1), article: false };
  }
  const value = NUMBER_WORDS[word];
  if (value === undefined) return null;
  const unit = NUMBER_WORDS[wordAt(tokens, index + 1)];
  if (word === 'dix' && unit !== undefined && unit >= 7 && unit <= 9) {
    return { value: 10 + unit, next: index + 2, article: false };
  }
  if (
    value >= 20 &&
    wordAt(tokens, index + 1) === 'et' &&
    NUMBER_WORDS[wordAt(tokens, index + 2)] === 1
  ) {
    return { value: value + 1, next: index + 3, article: false };
  }
  if (value >= 20 && unit !== undefined && unit >= 2 && unit <= 9) {
    return { value: value + unit, next: index + 2, article: false };
  }
  return { value, next: index + 1, article: word === 'un' || word === 'une' };
}

const MINUTE_UNITS = new Set(['minute', 'min', 'mn']);
const HOUR_UNITS = new Set(['h', 'heure']);
/** 'pour 20 h', 'vers 19 h', 'à midi' give a time of day, not a duration. */
const CLOCK_WORDS = new Set(['pour', 'a', 'vers', 'avant', 'apres', 'des']);

interface Duration {
  minutes: number;
  next: number;
}

/** Minutes after hours: '1 h 30', '1h30 min', 'une heure et demie', 'une heure et quart'. */
function minutesAfterHours(tokens: readonly Token[], index: number): Duration {
  const word = wordAt(tokens, index);
  if (/^\d+$/.test(word) && Number(word) < 60) {
    const unit = MINUTE_UNITS.has(tokens[index + 1]?.key ?? '') ? 1 : 0;
    return { minutes: Number(word), next: index + 1 + unit };
  }
  const half = ['demi', 'demie'].includes(wordAt(tokens, index + 1));
  const quarter = wordAt(tokens, index + 1) === 'quart';
  if (word === 'et' && (half || quarter)) return { minutes: half ? 30 : 15, next: index + 2 };
  return { minutes: 0, next: index };
}

/** A duration said with a number at `index`: '45 min', 'vingt minutes', '1h30', 'trois quarts d'heure'. */
function durationAt(tokens: readonly Token[], index: number): Duration | null {
  const number = numberAt(tokens, index);
  if (!number) return null;
  const unit = tokens[number.next]?.key ?? '';
  if (MINUTE_UNITS.has(unit)) return { minutes: number.value, next: number.next + 1 };
  if (HOUR_UNITS.has(unit)) {
    if (CLOCK_WORDS.has(wordAt(tokens, index - 1))) return null;
    const extra = minutesAfterHours(tokens, number.next + 1);
    return { minutes: number.value * 60 + extra.minutes, next: extra.next };
  }
  if (unit === 'quart' && HOUR_UNITS.has(tokens[number.next + 2]?.key ?? '')) {
    return { minutes: number.value * 15, next: number.next + 3 };
  }
  return null;
}

function durationsIn(tokens: readonly Token[]): number[] {
  const durations: number[] = [];
  let index = 0;
  while (index < tokens.length) {
    const duration = durationAt(tokens, index);
    // Jump past the whole duration, so 'vingt-cinq minutes' never also reads as 'cinq minutes'.
    if (duration && duration.minutes > 0) durations.push(duration.minutes);
    index = duration ? Math.max(duration.next, index + 1) : index + 1;
  }
  return durations;
}

const PEOPLE = new Set(
  keysOf('personne pers convive invité adulte enfant ami amie couvert portion part gourmand'),
);
/** Words after a number that make it a quantity or a duration, not a number of people. */
const MEASURES = new Set([
  ...MINUTE_UNITS,
  ...HOUR_UNITS,
  ...keysOf(
    'demi quart g gramme kg kilo l litre cl ml degré euro eur chf franc fois jour semaine mois an',
  ),
]);

function isPeopleAt(tokens: readonly Token[], index: number): boolean {
  const word = wordAt(tokens, index);
  const at = word === 'de' || word === 'd' ? index + 1 : index;
  return PEOPLE.has(tokens[at]?.key ?? '');
}

/** 'N personnes', with 'et M enfants' added: 'pour 2 adultes et 2 enfants' → 4. */
function peopleCount(tokens: readonly Token[], number: NumberAt): number {
  let total = number.value;
  let index = number.next + (wordAt(tokens, number.next) === 'de' ? 2 : 1);
  while (wordAt(tokens, index) === 'et') {
    const more = numberAt(tokens, index + 1);
    if (!more || !isPeopleAt(tokens, more.next)) break;
    total += more.value;
    index = more.next + 1;
  }
  return total;
}

/**
 * A number of people at `index`: 'N personnes' anywhere, or a bare number where French uses one
 * for people ('pour 6', 'à deux', 'nous sommes 4'). `bare` also says whether the number must
 * close the clause ('il y a 2 courgettes' is no count of people).
 */
function headcountAt(
  tokens: readonly Token[],
  index: number,
  bare: 'no' | 'yes' | 'closing',
): number | null {
  const number = numberAt(tokens, index);
  if (!number) return null;
  if (isPeopleAt(tokens, number.next)) return peopleCount(tokens, number);
  if (bare === 'no' || number.article) return null;
  const after = tokens[number.next];
  if (bare === 'closing') return after === undefined || isPunctuation(after) ? number.value : null;
  return after && MEASURES.has(after.key) ? null : number.value;
}

function headcountFrom(tokens: readonly Token[], index: number): number | null {
  const token = tokens[index];
  const previous = wordAt(tokens, index - 1);
  switch (token?.word) {
    case 'pour': {
      const pronoun = ['nous', 'vous'].includes(wordAt(tokens, index + 1));
      return headcountAt(tokens, index + (pronoun ? 2 : 1), 'yes');
    }
    case 'a':
      // 'à deux', but not 'il y a 2 courgettes' typed without its accent.
      return headcountAt(tokens, index + 1, /à/i.test(token.raw) ? 'yes' : 'closing');
    case 'sommes':
    case 'serons':
      return headcountAt(tokens, index + 1, 'yes');
    case 'est':
    case 'sera':
      return previous === 'on' ? headcountAt(tokens, index + 1, 'yes') : null;
    default:
      return headcountAt(tokens, index, 'no');
  }
}

// As many as a planned meal may count (a buffet for 30 is a question, not out of scope).
const inServingRange = (count: number | null): count is number =>
  count !== null && count >= 1 && count <= PORTIONS_MAX;

function servingsIn(tokens: readonly Token[], meanings: readonly Meaning[]): number | null {
  for (let index = 0; index < tokens.length; index += 1) {
    // Out of range ('pour 80 personnes', 'à 180') is no answer: keep looking, else null.
    const count = headcountFrom(tokens, index);
    if (inServingRange(count)) return count;
  }
  const said = meanings.find((meaning) => meaning.kind === 'company');
  return said?.kind === 'company' ? said.servings : null;
}

function maxMinutesIn(tokens: readonly Token[], meanings: readonly Meaning[]): number | null {
  const times = meanings.flatMap((meaning) => (meaning.kind === 'time' ? [meaning] : []));
  const exact = [
    ...durationsIn(tokens),
    ...times.filter((time) => time.exact).map((time) => time.minutes),
  ];
  // A number said beats a manner: 'un plat rapide en 20 minutes' is 20, not 30.
  const minutes = exact.length > 0 ? exact : times.map((time) => time.minutes);
  return minutes.length > 0 ? Math.min(...minutes) : null;
}

/* ------------------------------------------------------------------------------------------ */
/* Putting it together                                                                        */
/* ------------------------------------------------------------------------------------------ */

function typesIn(meanings: readonly Meaning[]): DishType[] {
  const said = meanings.flatMap((meaning) => (meaning.kind === 'type' ? [meaning] : []));
  // 'un dessert pour ce soir' asks for a dessert, not a dessert and a main course.
  const strong = said.filter((meaning) => !meaning.weak);
  const chosen = new Set((strong.length > 0 ? strong : said).map((meaning) => meaning.type));
  return DISH_TYPES.filter((type) => chosen.has(type));
}

function typesFromMealTimeIn(meanings: readonly Meaning[]): boolean {
  const said = meanings.filter((meaning) => meaning.kind === 'type');
  return said.length > 0 && said.every((meaning) => meaning.kind === 'type' && meaning.weak);
}

function restrictionsIn(meanings: readonly Meaning[], negated: readonly Negated[]): Restriction[] {
  const said = new Set<string>();
  for (const meaning of meanings) if (meaning.kind === 'restriction') said.add(meaning.restriction);
  for (const item of negated) if ('restriction' in item) said.add(item.restriction);
  return RESTRICTIONS.filter((restriction) => said.has(restriction));
}

/** Foods named outside any negation, read in stretches no other rule claimed. */
function ingredientsIn(reading: Reading, excludedFoods: readonly string[]): string[] {
  const excluded = foodMatcher(excludedFoods);
  const ids: string[] = [];
  let stretch: string[] = [];
  const flush = () => {
    for (const ingredient of findIngredientsInText(stretch.join(' '))) {
      if (!matchesFood(ingredient, excluded) && !ids.includes(ingredient.id))
        ids.push(ingredient.id);
    }
    stretch = [];
  };
  reading.tokens.forEach((token, index) => {
    if (isFree(reading, index)) stretch.push(token.word);
    else flush();
  });
  flush();
  return ids;
}

const RECIPE_WORDS = flagged([
  'recette',
  'idée',
  'suggestion',
  'suggère',
  'suggérer',
  'propose',
  'proposer',
  'proposition',
  'conseille',
  'cuisiner',
  'cuisine',
  'manger',
  'mange',
  'préparer',
  'prépare',
  'mijoter',
  'menu',
  'faim',
  'inspiration',
]);
const HELP_WORDS = flagged([
  'aide',
  'aider',
  'help',
  'sais-tu faire',
  'peux-tu faire',
  'tu sais faire',
  'tu peux faire',
  'tu fais quoi',
  'que fais-tu',
  'comment ça marche',
  'comment ça fonctionne',
  'comment tu fonctionnes',
  'qui es-tu',
  'tu es qui',
  'à quoi tu sers',
  'à quoi sers-tu',
  "mode d'emploi",
]);
const THANKS_WORDS = flagged(['merci', 'remercie', 'thanks', 'thank you']);
const GREETING_WORDS = flagged([
  'bonjour',
  'bonsoir',
  'salut',
  'coucou',
  'hello',
  'hey',
  'bjr',
  'slt',
]);

function intentOf(reading: Reading, request: Omit<AssistantRequest, 'intent'>): AssistantIntent {
  const constrained =
    request.types.length > 0 ||
    request.ingredients.length > 0 ||
    request.excludedFoods.length > 0 ||
    request.restrictions.length > 0 ||
    request.useFridge ||
    request.maxMinutes !== null ||
    request.difficulty !== null ||
    request.servings !== null;
  if (constrained || mentions(reading, RECIPE_WORDS)) return 'recipes';
  if (mentions(reading, HELP_WORDS)) return 'help';
  if (mentions(reading, THANKS_WORDS)) return 'thanks';
  if (mentions(reading, GREETING_WORDS)) return 'greeting';
  return 'unknown';
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

export function understand(message: string): AssistantRequest {
  const text = message.normalize('NFC');
  const tokens = tokenize(text);
  const reading: Reading = { message: text, tokens, used: tokens.map(() => false) };
  skipConjunctions(reading);
  // Phrases first, so 'sans difficulté' or 'quelque chose de sucré' never read as foods.
  const meanings = readMeanings(reading);
  const negated = readNegations(reading);
  const excludedFoods = unique(negated.flatMap((item) => ('food' in item ? [item.food] : [])));
  const difficulty = meanings.find((meaning) => meaning.kind === 'difficulty');
  const request = {
    types: typesIn(meanings),
    ...(typesFromMealTimeIn(meanings) ? { typesFromMealTime: true as const } : {}),
    ingredients: ingredientsIn(reading, excludedFoods),
    excludedFoods,
    restrictions: restrictionsIn(meanings, negated),
    useFridge: meanings.some((meaning) => meaning.kind === 'fridge'),
    maxMinutes: maxMinutesIn(tokens, meanings),
    difficulty: difficulty?.kind === 'difficulty' ? difficulty.difficulty : null,
    servings: servingsIn(tokens, meanings),
  };
  return { intent: intentOf(reading, request), ...request };
}
