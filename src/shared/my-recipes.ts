// « Mes recettes » (issue 27): the household's own recipe book. The bodies of /api/my-recipes,
// the answer `MyRecipe`, and how a recipe's lines are understood (food, diets), the same on
// both sides: the editor shows it as the member types, the server answers it.
import { z } from 'zod';
import {
  DIFFICULTIES,
  DISH_TYPES,
  type DietaryRestriction,
  type Difficulty,
  type DishType,
  type ParsedUnit,
} from './constants';
import { effectiveRestrictions, RESTRICTION_LABELS } from './dietary-restrictions';
import { compatibleRestrictions, ingredientsBreaking, type Restriction } from './food/diet';
import { foodMatcher, matchesFood } from './food/food-matcher';
import {
  ALL_INGREDIENTS,
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
  singular,
} from './food/taxonomy';
import type { Ingredient } from './food/types';
import { parseIngredientLine } from './ingredient-line';
import { recogniseIngredient } from './planned-ingredient';

/** What a recipe of the book may hold at most. */
export const MY_RECIPE_LIMITS = {
  title: 160,
  description: 2000,
  ingredientLines: 60,
  ingredientLine: 200,
  steps: 40,
  step: 1000,
  servings: { min: 1, max: 50 },
  /** A day: preparation or cooking, in minutes. */
  minutes: 1440,
  tags: 20,
  tag: 40,
  sourceUrl: 2000,
  notes: 5000,
  query: 100,
} as const;

/** The most foods offered for a line Popote did not recognise. */
export const SUGGESTIONS_MAX = 3;

const minutes = z.number().int().min(0).max(MY_RECIPE_LIMITS.minutes);

/** One ingredient line: as written, and the food a member chose when Popote did not know it. */
export const myRecipeLineSchema = z.object({
  text: z.string().trim().min(1).max(MY_RECIPE_LIMITS.ingredientLine),
  ingredientId: z
    .string()
    .max(120)
    .refine((id) => ingredientById(id) !== undefined, 'Cet aliment est inconnu de Popote.')
    .optional(),
});

/** POST /api/my-recipes and PUT /api/my-recipes/:id (the whole recipe, replaced). */
export const myRecipeInputSchema = z.object({
  title: z.string().trim().min(1).max(MY_RECIPE_LIMITS.title),
  dishType: z.enum(DISH_TYPES),
  description: z.string().trim().max(MY_RECIPE_LIMITS.description).default(''),
  servings: z.number().int().min(MY_RECIPE_LIMITS.servings.min).max(MY_RECIPE_LIMITS.servings.max),
  preparationMinutes: minutes.default(0),
  cookingMinutes: minutes.default(0),
  difficulty: z.enum(DIFFICULTIES).default('facile'),
  ingredients: z.array(myRecipeLineSchema).max(MY_RECIPE_LIMITS.ingredientLines),
  steps: z.array(z.string().trim().min(1).max(MY_RECIPE_LIMITS.step)).max(MY_RECIPE_LIMITS.steps),
  tags: z
    .array(z.string().trim().min(1).max(MY_RECIPE_LIMITS.tag))
    .max(MY_RECIPE_LIMITS.tags)
    .default([]),
  sourceUrl: z
    .url({ protocol: /^https?$/, error: 'Une adresse http(s) est attendue.' })
    .max(MY_RECIPE_LIMITS.sourceUrl)
    .nullable()
    .default(null),
  notes: z.string().trim().max(MY_RECIPE_LIMITS.notes).default(''),
});

export type MyRecipeInput = z.input<typeof myRecipeInputSchema>;
export type MyRecipeValues = z.output<typeof myRecipeInputSchema>;

/**
 * POST /api/my-recipes/from-recipe (« Enregistrer dans mes recettes »): a catalogue or
 * suggested recipe as the app showed it (`Recipe` of recipes.ts), copied into the book.
 */
export const myRecipeFromRecipeSchema = z.object({
  title: z.string().trim().min(1).max(MY_RECIPE_LIMITS.title),
  description: z.string().trim().max(MY_RECIPE_LIMITS.description).default(''),
  preparationTime: minutes.default(0),
  servings: z.number().int().min(MY_RECIPE_LIMITS.servings.min).max(MY_RECIPE_LIMITS.servings.max),
  difficulty: z.enum(DIFFICULTIES).default('facile'),
  ingredients: z
    .array(z.string().trim().min(1).max(MY_RECIPE_LIMITS.ingredientLine))
    .max(MY_RECIPE_LIMITS.ingredientLines),
  instructions: z
    .array(z.string().trim().min(1).max(MY_RECIPE_LIMITS.step))
    .max(MY_RECIPE_LIMITS.steps),
  type: z.enum(DISH_TYPES),
});

export type MyRecipeFromRecipeInput = z.input<typeof myRecipeFromRecipeSchema>;

/** GET /api/my-recipes: search (title and lines, accents ignored), dish type, « compatible ». */
export const myRecipesQuerySchema = z.object({
  q: z.string().trim().max(MY_RECIPE_LIMITS.query).optional(),
  type: z.enum(DISH_TYPES).optional(),
  compatible: z.enum(['0', '1']).optional(),
});

export type MyRecipesQuery = z.input<typeof myRecipesQuerySchema>;

/** A known food, as offered for a line Popote did not recognise. */
export interface FoodChoice {
  id: string;
  name: string;
}

/** One ingredient line and what Popote understood of it. */
export interface MyRecipeIngredient {
  text: string;
  /** As written ('200', '1/2'); '1' when the line has none. */
  quantity: string;
  unit: ParsedUnit;
  name: string;
  /** The food of the line: recognised, or chosen by a member. */
  ingredientId: string | null;
  /** Whether Popote knows what the line is made of (and so can check it for diets). */
  recognised: boolean;
  /** The closest known foods for an unrecognised line (at most three); empty otherwise. */
  suggestions: FoodChoice[];
}

/** A restriction of the household (or one of its avoided foods) the recipe breaks, and why. */
export interface DietBreak {
  /** Null for an avoided food. */
  restriction: Restriction | null;
  /** « Végétarien », « Sans champignons ». */
  label: string;
  /** The lines' foods that break it, as written: « lardons ». */
  because: string[];
}

/** What the recipe's ingredients say about diets: computed, never declared. */
export interface MyRecipeDiet {
  /** Every restriction the recipe respects (none when it is `unverified`). */
  compatible: Restriction[];
  /** A line is not recognised: Popote cannot vouch for the recipe. */
  unverified: boolean;
  /** For the asking household: what it breaks among its restrictions and avoided foods. */
  breaks: DietBreak[];
}

/** A recipe of the household's book, as the API answers it. */
export interface MyRecipe extends MyRecipeDiet {
  id: string;
  title: string;
  dishType: DishType;
  description: string;
  servings: number;
  preparationMinutes: number;
  cookingMinutes: number;
  difficulty: Difficulty;
  ingredients: MyRecipeIngredient[];
  steps: string[];
  tags: string[];
  sourceUrl: string | null;
  notes: string;
  /** The recipe's photo, served to the household only (`?v=` changes with each photo), or none. */
  photoUrl: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

/** A recipe's photo: what may be sent, what is kept. */
export const MY_RECIPE_PHOTO = {
  /** The file sent, checked before it is decoded. */
  maxBytes: 5 * 1024 * 1024,
  /** The types accepted (read from the image itself on the server, not from its name). */
  accept: 'image/jpeg,image/png,image/webp',
  /** The longest side kept, in pixels (re-encoded as WebP). */
  maxSide: 1600,
  /** Photos a household keeps at most (each ~100–300 kB once re-encoded). */
  maxPerHousehold: 500,
} as const;

/**
 * « Importer un fichier »: the largest file, in bytes. A book exported with its photos carries
 * each one as a `data:` URL (base64, a third larger than the stored WebP of ~100–300 kB): 100 Mo
 * holds about 500 photos of 150 kB, or 1,000 recipes and a few hundred photos. Decision 0038.
 */
export const RECIPE_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** The answer of POST /api/my-recipes/import/file (« Importer un fichier »). */
export interface MyRecipesFileImport {
  /** Recipes added to the book. */
  created: number;
  /** Entries of the file that were no recipe Popote could keep. */
  skipped: number;
  /**
   * Photos of the file's recipes that did not come with them (their recipe is imported without
   * one): not a readable JPEG, PNG or WebP, over 5 Mo, past the household's 500 photos, or an
   * address on the web (never fetched).
   */
  photosSkipped: number;
}

/** What the household's table must respect (`dietAt` of the whole household). */
export interface HouseholdDiet {
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
}

const stripBullet = (line: string) =>
  line
    .trim()
    .replace(/^[-–—•*]\s*/, '')
    .trim();

/** Character pairs of a normalised text, counted, for a Dice similarity. */
interface Pairs {
  counts: Map<string, number>;
  size: number;
}

function pairsOf(text: string): Pairs {
  const padded = ` ${text} `;
  const counts = new Map<string, number>();
  for (let index = 0; index < padded.length - 1; index += 1) {
    const pair = padded.slice(index, index + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return { counts, size: padded.length - 1 };
}

function similarity(a: Pairs, b: Pairs): number {
  let shared = 0;
  for (const [pair, count] of a.counts) shared += Math.min(count, b.counts.get(pair) ?? 0);
  return (2 * shared) / (a.size + b.size);
}

interface Spelling {
  pairs: Pairs;
  ingredient: Ingredient;
}

let spellings: Spelling[] | null = null;
const allSpellings = (): Spelling[] => {
  spellings ??= ALL_INGREDIENTS.flatMap((ingredient) =>
    [ingredient.name, ingredient.plural, ...(ingredient.synonyms ?? [])]
      .filter((spelling): spelling is string => Boolean(spelling))
      .map((spelling) => ({ pairs: pairsOf(singular(normalizeFoodText(spelling))), ingredient })),
  );
  return spellings;
};

/** The answers already computed (the editor asks again at every keystroke). */
const closestCache = new Map<string, FoodChoice[]>();
const CLOSEST_CACHE_MAX = 500;

/** The known foods closest to a name Popote did not recognise (« topinambourgs » → topinambour). */
export function closestFoods(name: string, max = SUGGESTIONS_MAX): FoodChoice[] {
  const term = singular(normalizeFoodText(name));
  if (!term) return [];
  const key = `${max}:${term}`;
  const cached = closestCache.get(key);
  if (cached) return cached;
  const whole = pairsOf(term);
  const words = term
    .split(' ')
    .filter((word) => word.length > 2)
    .map(pairsOf);
  const best = new Map<string, { ingredient: Ingredient; score: number }>();
  for (const { pairs, ingredient } of allSpellings()) {
    let score = similarity(whole, pairs);
    // A word of the line that is a whole known name counts more (« sauce maison au tahin »).
    for (const word of words) score = Math.max(score, similarity(word, pairs) * 0.95);
    const held = best.get(ingredient.id);
    if (!held || held.score < score) best.set(ingredient.id, { ingredient, score });
  }
  const found = [...best.values()]
    .filter((entry) => entry.score >= 0.4)
    .sort((a, b) => b.score - a.score || a.ingredient.name.localeCompare(b.ingredient.name, 'fr'))
    .slice(0, max)
    .map(({ ingredient }) => ({ id: ingredient.id, name: ingredient.name }));
  if (closestCache.size >= CLOSEST_CACHE_MAX) closestCache.clear();
  closestCache.set(key, found);
  return found;
}

interface UnderstoodLine {
  line: MyRecipeIngredient;
  foods: Ingredient[];
}

function understandOne(text: string, chosenId: string | undefined): UnderstoodLine {
  const written = stripBullet(text);
  const parsed = parseIngredientLine(written);
  const name = parsed.name || written;
  const chosen = chosenId ? ingredientById(chosenId) : undefined;
  const whole = chosen ?? recogniseIngredient(name);
  // « Sel et poivre » names two foods: both are known, though the line is no single food.
  const foods = whole ? [whole] : findIngredientsInText(name);
  const recognised = foods.length > 0;
  return {
    line: {
      text: written,
      quantity: parsed.quantity,
      unit: parsed.unit,
      name,
      ingredientId: whole?.id ?? null,
      recognised,
      suggestions: recognised ? [] : closestFoods(name),
    },
    foods,
  };
}

/** Every line of a recipe, read: quantity, unit, food, and the closest foods when unknown. */
export function understandLines(
  lines: ReadonlyArray<{ text: string; ingredientId?: string | null }>,
): MyRecipeIngredient[] {
  return lines.map((line) => understandOne(line.text, line.ingredientId ?? undefined).line);
}

/**
 * The foods of a recipe's lines as the taxonomy knows them, and whether a line was not
 * recognised (« Recette non vérifiée »): what suggestions check a household's recipe by.
 */
export function recipeFoods(lines: ReadonlyArray<{ text: string; ingredientId?: string | null }>): {
  foods: Ingredient[];
  unverified: boolean;
} {
  const understood = lines.map((line) => understandOne(line.text, line.ingredientId ?? undefined));
  return {
    foods: understood.flatMap((entry) => entry.foods),
    unverified: understood.some((entry) => !entry.line.recognised),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

/**
 * A recipe's diets from its lines: what it respects (nothing vouched when a line is unknown),
 * and what it breaks for the household (« Végétarien — contient : veau »).
 */
export function recipeDiet(
  lines: ReadonlyArray<{ text: string; ingredientId?: string | null }>,
  household: HouseholdDiet,
): { ingredients: MyRecipeIngredient[] } & MyRecipeDiet {
  const understood = lines.map((line) => understandOne(line.text, line.ingredientId ?? undefined));
  const foods = understood.flatMap((entry) => entry.foods);
  const unverified = understood.some((entry) => !entry.line.recognised);
  const namesOf = (ingredients: readonly Ingredient[]) => {
    const ids = new Set(ingredients.map((ingredient) => ingredient.id));
    const names = understood
      .filter((entry) => entry.foods.some((food) => ids.has(food.id)))
      .map((entry) => lowerFirst(entry.line.name));
    return [...new Set(names)];
  };
  const breaks: DietBreak[] = [];
  for (const restriction of effectiveRestrictions(household.restrictions)) {
    const breaking = ingredientsBreaking(foods, restriction);
    if (breaking.length > 0) {
      breaks.push({
        restriction,
        label: RESTRICTION_LABELS[restriction],
        because: namesOf(breaking),
      });
    }
  }
  for (const avoided of household.avoidedFoods) {
    const matcher = foodMatcher([avoided]);
    const breaking = foods.filter((food) => matchesFood(food, matcher));
    if (breaking.length > 0) {
      breaks.push({
        restriction: null,
        label: `Sans ${lowerFirst(avoided.trim())}`,
        because: namesOf(breaking),
      });
    }
  }
  return {
    ingredients: understood.map((entry) => entry.line),
    compatible: unverified ? [] : compatibleRestrictions(foods),
    unverified,
    breaks,
  };
}

/**
 * Whether the whole household can eat it: nothing broken, and — when the household has a
 * restriction, an allergy or a food to avoid — every line checked (« Recette non vérifiée »).
 */
export function fitsHousehold(diet: MyRecipeDiet, household: HouseholdDiet): boolean {
  if (diet.breaks.length > 0) return false;
  const demanding =
    effectiveRestrictions(household.restrictions).length > 0 || household.avoidedFoods.length > 0;
  return !(demanding && diet.unverified);
}

/** What a search compares: accents, case and punctuation ignored. */
export const searchText = (text: string) => normalizeFoodText(text);

/** Whether a recipe matches a search: every word of it in the title or a line. */
export function matchesSearch(
  recipe: { title: string; ingredients: ReadonlyArray<{ text: string }> },
  query: string,
): boolean {
  const words = searchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchText(
    [recipe.title, ...recipe.ingredients.map((line) => line.text)].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** « Copie de Gratin dauphinois », within the title's limit. */
export function copyTitle(title: string): string {
  return `Copie de ${title}`.slice(0, MY_RECIPE_LIMITS.title);
}
