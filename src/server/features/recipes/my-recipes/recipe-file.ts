// « Exporter mes recettes » / « Importer un fichier » (issue 27, « No lock-in »): the household's
// book as schema.org `Recipe` objects (JSON-LD), and such a file read back — Popote's own exports
// exactly, other apps' schema.org exports (`@graph`, a single object, HowToSection…) as a best
// effort. What schema.org has no word for (notes, difficulty, foods chosen for unknown lines)
// travels under the `popote` key, which other apps ignore. A recipe's photo travels as schema.org
// `image`, a `data:image/webp;base64,…` URL of the stored bytes, so the file alone is the book.
import { z } from 'zod';
import {
  DIFFICULTIES,
  DISH_TYPES,
  type Difficulty,
  type DishType,
} from '../../../../shared/constants';
import { ingredientById } from '../../../../shared/food/taxonomy';
import {
  MY_RECIPE_LIMITS,
  MY_RECIPE_PHOTO,
  myRecipeInputSchema,
  RECIPE_FILE_MAX_BYTES,
  type MyRecipeValues,
} from '../../../../shared/my-recipes';
import {
  dishTypeOf,
  keyOf,
  minutesOf,
  plainLines,
  plainText,
  servingsOf,
  withoutMarker,
} from '../import/draft-text';

/** The largest file « Importer un fichier » accepts, in bytes (shared with the client). */
export { RECIPE_FILE_MAX_BYTES };
/** The most recipes one file may hold. */
export const RECIPE_FILE_MAX_RECIPES = 1_000;
/** Files imported per household and window. */
export const RECIPE_FILE_IMPORT_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

/** The French label of each dish type, written as `recipeCategory`. */
export const DISH_TYPE_CATEGORIES: Record<DishType, string> = {
  boisson: 'Boisson',
  apéro: 'Apéro',
  'amuse-bouche': 'Amuse-bouche',
  entrée: 'Entrée',
  plat: 'Plat principal',
  dessert: 'Dessert',
};

/** What schema.org cannot say, kept for Popote under the `popote` key. */
export interface PopoteExtras {
  dishType: DishType;
  difficulty: Difficulty;
  notes: string;
  /** The food a member chose for a line Popote did not recognise, by the line as written. */
  chosenFoods: { line: string; ingredientId: string }[];
}

/** One recipe of the file, as Popote writes it. */
export interface SchemaOrgRecipe {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  recipeYield: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeCategory: string;
  recipeIngredient: string[];
  recipeInstructions: { '@type': 'HowToStep'; position: number; text: string }[];
  keywords?: string;
  url?: string;
  /** The recipe's photo: a `data:image/webp;base64,…` URL of the bytes Popote keeps. */
  image?: string;
  dateCreated?: string;
  dateModified?: string;
  popote: PopoteExtras;
}

/** A recipe of the book as the export reads it (a row of `household_recipes`). */
export type BookRecipe = Pick<
  MyRecipeValues,
  | 'title'
  | 'dishType'
  | 'description'
  | 'servings'
  | 'preparationMinutes'
  | 'cookingMinutes'
  | 'difficulty'
  | 'steps'
  | 'tags'
  | 'sourceUrl'
  | 'notes'
> & {
  ingredients: ReadonlyArray<{ text: string; ingredientId?: string | null }>;
  createdAt?: Date;
  updatedAt?: Date;
};

/** Minutes as an ISO 8601 duration: 75 → `PT1H15M`, 60 → `PT1H`, 20 → `PT20M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** A photo as Popote keeps it (WebP), as a `data:` URL. */
export const photoDataUrl = (webp: Buffer): string =>
  `data:image/webp;base64,${webp.toString('base64')}`;

/** One recipe of the book as a schema.org `Recipe`, with its photo's bytes when it has one. */
export function toSchemaOrgRecipe(recipe: BookRecipe, photo?: Buffer | null): SchemaOrgRecipe {
  const total = recipe.preparationMinutes + recipe.cookingMinutes;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    recipeYield: `${recipe.servings} ${recipe.servings > 1 ? 'personnes' : 'personne'}`,
    ...(recipe.preparationMinutes > 0 ? { prepTime: isoDuration(recipe.preparationMinutes) } : {}),
    ...(recipe.cookingMinutes > 0 ? { cookTime: isoDuration(recipe.cookingMinutes) } : {}),
    ...(total > 0 ? { totalTime: isoDuration(total) } : {}),
    recipeCategory: DISH_TYPE_CATEGORIES[recipe.dishType],
    recipeIngredient: recipe.ingredients.map((line) => line.text),
    recipeInstructions: recipe.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.join(', ') } : {}),
    ...(recipe.sourceUrl ? { url: recipe.sourceUrl } : {}),
    ...(photo ? { image: photoDataUrl(photo) } : {}),
    ...(recipe.createdAt ? { dateCreated: recipe.createdAt.toISOString() } : {}),
    ...(recipe.updatedAt ? { dateModified: recipe.updatedAt.toISOString() } : {}),
    popote: {
      dishType: recipe.dishType,
      difficulty: recipe.difficulty,
      notes: recipe.notes,
      chosenFoods: recipe.ingredients.flatMap((line) =>
        line.ingredientId ? [{ line: line.text, ingredientId: line.ingredientId }] : [],
      ),
    },
  };
}

// ——— Reading a file back ———

/**
 * The body of POST /api/my-recipes/import/file: a list of recipes (Popote's export), a single
 * `Recipe`, or a JSON-LD document (`@graph`). Each entry is then read on its own: a bad one is
 * skipped, never the whole file.
 */
export const recipeFileSchema = z.union([
  z.array(z.unknown()).max(RECIPE_FILE_MAX_RECIPES, {
    error: `Le fichier contient plus de ${RECIPE_FILE_MAX_RECIPES} recettes.`,
  }),
  z.record(z.string(), z.unknown()),
]);
export type RecipeFile = z.output<typeof recipeFileSchema>;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node's types, lower case, without their vocabulary: `schema:Recipe` → `recipe`. */
function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^.*[/:#]/, '').toLowerCase());
}
const isRecipe = (value: JsonObject): boolean => typesOf(value).includes('recipe');

/** The recipes a node holds: itself, or those of its `@graph`, list or main entity. */
function recipesIn(value: unknown, depth = 0): JsonObject[] {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((item) => recipesIn(item, depth + 1));
  if (!isObject(value)) return [];
  if (isRecipe(value)) return [value];
  return [value['@graph'], value.mainEntity, value.itemListElement, value.item, value.recipes]
    .filter((child) => child !== undefined)
    .flatMap((child) => recipesIn(child, depth + 1));
}

/**
 * The file's entries, each a recipe node or null (an entry of a list that holds none: it
 * counts as skipped). A JSON-LD document's other nodes (WebSite, Person…) are not entries.
 */
export function recipeEntries(file: RecipeFile): (JsonObject | null)[] {
  if (Array.isArray(file))
    return file.flatMap((item) => {
      const found = recipesIn(item);
      return found.length > 0 ? found : [null];
    });
  return recipesIn(file);
}

function strings(value: unknown, depth = 0): string[] {
  if (value === undefined || value === null || depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, depth + 1));
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (isObject(value)) return strings(value.name ?? value['@value'] ?? value.text, depth + 1);
  return [];
}

/** The first text of a value: as written, unless it holds HTML (tags or entities). */
function first(value: unknown): string {
  const raw = strings(value)[0] ?? '';
  return /<[a-z!/]|&[#a-z0-9]+;/i.test(raw) ? plainText(raw) : raw.trim();
}
const firstScalar = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** `recipeInstructions` as steps: a text, HowToStep, HowToSection (its name leads), ItemList. */
function stepsOf(value: unknown, depth = 0): string[] {
  if (value === undefined || value === null || depth > 6) return [];
  if (typeof value === 'string') return plainLines(value).map(withoutMarker).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, depth + 1));
  if (!isObject(value)) return [];
  const types = typesOf(value);
  const items = value.itemListElement ?? value.steps;
  if (types.includes('howtosection') || (items !== undefined && !value.text)) {
    const steps = stepsOf(items, depth + 1);
    const name = first(value.name);
    if (name && steps.length > 0 && types.includes('howtosection'))
      steps[0] = `${name.replace(/\s*:$/, '')}\u00a0: ${steps[0]}`;
    return steps;
  }
  return plainLines(strings(value.text)[0] ?? strings(value.name)[0] ?? '')
    .map(withoutMarker)
    .filter(Boolean);
}

function dishTypeFrom(node: JsonObject, extras: JsonObject): DishType {
  const own = extras.dishType;
  if (typeof own === 'string' && (DISH_TYPES as readonly string[]).includes(own))
    return own as DishType;
  const categories = strings(node.recipeCategory).map(plainText);
  for (const category of categories) {
    const key = keyOf(category);
    for (const type of DISH_TYPES)
      if (key === keyOf(type) || key === keyOf(DISH_TYPE_CATEGORIES[type])) return type;
  }
  return dishTypeOf(categories) ?? 'plat';
}

const withinDay = (minutes: number | null) =>
  minutes === null ? 0 : Math.min(minutes, MY_RECIPE_LIMITS.minutes);

function tagsOf(value: unknown): string[] {
  const seen = new Set<string>();
  return strings(value)
    .flatMap((keywords) => keywords.split(','))
    .map((tag) => clip(plainText(tag), MY_RECIPE_LIMITS.tag))
    .filter((tag) => {
      const key = keyOf(tag);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MY_RECIPE_LIMITS.tags);
}

function sourceUrlOf(value: unknown): string | null {
  const candidate = strings(firstScalar(value))[0]?.trim();
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= MY_RECIPE_LIMITS.sourceUrl ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One `Recipe` node as the values of a recipe of the book, or null when it cannot be one (no
 * name, or one longer than the editor allows). What else the book cannot hold is clipped
 * (description, lines, steps, tags); a missing yield is 4.
 */
export function fromSchemaOrgRecipe(node: JsonObject): MyRecipeValues | null {
  const extras = isObject(node.popote) ? node.popote : {};
  // A recipe is known by its name: a text the editor would accept, or the entry is skipped.
  const name = typeof node.name === 'string' ? node.name : node.headline;
  const title = typeof name === 'string' ? first(name) : '';
  if (!title || title.length > MY_RECIPE_LIMITS.title) return null;
  const chosen = new Map<string, string>();
  if (Array.isArray(extras.chosenFoods))
    for (const choice of extras.chosenFoods)
      if (
        isObject(choice) &&
        typeof choice.line === 'string' &&
        typeof choice.ingredientId === 'string' &&
        ingredientById(choice.ingredientId)
      )
        chosen.set(choice.line, choice.ingredientId);
  const ingredients = strings(node.recipeIngredient ?? node.ingredients)
    .flatMap((line) => plainLines(line))
    .map((line) => clip(line, MY_RECIPE_LIMITS.ingredientLine))
    .slice(0, MY_RECIPE_LIMITS.ingredientLines)
    .map((text) => {
      const ingredientId = chosen.get(text);
      return ingredientId ? { text, ingredientId } : { text };
    });
  const steps = stepsOf(node.recipeInstructions)
    .map((step) => clip(step, MY_RECIPE_LIMITS.step))
    .slice(0, MY_RECIPE_LIMITS.steps);
  let preparation = withinDay(minutesOf(firstScalar(node.prepTime)));
  const cooking = withinDay(minutesOf(firstScalar(node.cookTime)));
  if (preparation === 0 && cooking === 0)
    preparation = withinDay(minutesOf(firstScalar(node.totalTime)));
  const servings = servingsOf(node.recipeYield ?? node.yield) ?? 4;
  const difficulty =
    typeof extras.difficulty === 'string' &&
    (DIFFICULTIES as readonly string[]).includes(extras.difficulty)
      ? (extras.difficulty as Difficulty)
      : 'facile';
  const parsed = myRecipeInputSchema.safeParse({
    title,
    dishType: dishTypeFrom(node, extras),
    description: clip(first(node.description), MY_RECIPE_LIMITS.description),
    servings: Math.min(
      Math.max(servings, MY_RECIPE_LIMITS.servings.min),
      MY_RECIPE_LIMITS.servings.max,
    ),
    preparationMinutes: preparation,
    cookingMinutes: cooking,
    difficulty,
    ingredients,
    steps,
    tags: tagsOf(node.keywords),
    sourceUrl: sourceUrlOf(node.url),
    notes:
      typeof extras.notes === 'string' ? clip(extras.notes.trim(), MY_RECIPE_LIMITS.notes) : '',
  });
  return parsed.success ? parsed.data : null;
}

// ——— A recipe's photo in the file ———

/** A photo as a file carries it, before it is checked like an upload. */
export type FilePhoto =
  /** A `data:image/…;base64,` URL: its payload, decoded and re-encoded one photo at a time. */
  | { kind: 'data'; base64: string }
  /** An address on the web (never fetched), or nothing Popote can read as a photo. */
  | { kind: 'ignored' };

const DATA_URL = /^\s*data:image\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;

/** The addresses `image` holds: a text, a list, or an ImageObject's `contentUrl` / `url`. */
function imageAddresses(value: unknown, depth = 0): string[] {
  if (value === undefined || value === null || depth > 3) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return value.slice(0, 20).flatMap((item) => imageAddresses(item, depth + 1));
  if (isObject(value))
    return [value.contentUrl, value.url].flatMap((item) => imageAddresses(item, depth + 1));
  return [];
}

/**
 * The recipe's photo, when its `image` is (or lists) a `data:` URL of an image; `ignored` when it
 * names only something else. An `http(s)` address is never fetched: importing a file must not
 * make the server fetch addresses chosen by whoever wrote it (other hosts, or this machine's
 * private network), so such a photo is left behind and counted as not taken.
 */
export function photoOf(node: JsonObject): FilePhoto | null {
  const addresses = imageAddresses(node.image).filter((address) => address.trim() !== '');
  if (addresses.length === 0) return null;
  for (const address of addresses) {
    const prefix = DATA_URL.exec(address);
    if (prefix) return { kind: 'data', base64: address.slice(prefix[0].length) };
  }
  return { kind: 'ignored' };
}

/**
 * The bytes of a photo in the file, or null when they would be over the photo's 5 Mo (known from
 * the text's length, before anything is decoded). Whether they are an image is `photoToKeep`'s
 * question, as for an upload.
 */
export function filePhotoBytes(photo: { base64: string }): Buffer | null {
  if (Math.floor((photo.base64.length * 3) / 4) > MY_RECIPE_PHOTO.maxBytes + 3) return null;
  const bytes = Buffer.from(photo.base64, 'base64');
  return bytes.byteLength > MY_RECIPE_PHOTO.maxBytes ? null : bytes;
}

/**
 * The file's recipes that can be kept, each with its photo as the file carries it (or null), and
 * how many entries were skipped.
 */
export function readRecipeFile(file: RecipeFile): {
  recipes: MyRecipeValues[];
  /** The photo of each of `recipes`, in the same order. */
  photos: (FilePhoto | null)[];
  skipped: number;
  entries: number;
} {
  const entries = recipeEntries(file);
  const recipes: MyRecipeValues[] = [];
  const photos: (FilePhoto | null)[] = [];
  for (const entry of entries) {
    const recipe = entry ? fromSchemaOrgRecipe(entry) : null;
    if (!entry || !recipe) continue;
    recipes.push(recipe);
    photos.push(photoOf(entry));
  }
  return { recipes, photos, skipped: entries.length - recipes.length, entries: entries.length };
}
