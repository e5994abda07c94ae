import type { Difficulty, DishType } from '../../../../shared/constants';
import {
  MY_RECIPE_LIMITS,
  understandLines,
  type MyRecipe,
  type MyRecipeIngredient,
  type MyRecipeInput,
} from '../../../../shared/my-recipes';
import type { RecipeDraft } from '../../../../shared/recipe-import';
import type { ViewRecipe } from '../api/recipe-view';

/** What the editor holds while a member writes: the fields as typed. */
export interface MyRecipeForm {
  title: string;
  dishType: DishType;
  description: string;
  servings: string;
  preparationMinutes: string;
  cookingMinutes: string;
  difficulty: Difficulty;
  /** One ingredient per line. */
  ingredients: string;
  /** One step per line. */
  steps: string;
  /** Comma-separated. */
  tags: string;
  sourceUrl: string;
  notes: string;
  /** The food a member chose for a line Popote did not recognise, by the line's text. */
  chosen: Record<string, string>;
}

export const EMPTY_FORM: MyRecipeForm = {
  title: '',
  dishType: 'plat',
  description: '',
  servings: '4',
  preparationMinutes: '',
  cookingMinutes: '',
  difficulty: 'facile',
  ingredients: '',
  steps: '',
  tags: '',
  sourceUrl: '',
  notes: '',
  chosen: {},
};

/** The non-empty lines of a textarea, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A recipe of the book, back in the editor (a food is kept as chosen only where Popote needs it). */
export function formOf(recipe: MyRecipe): MyRecipeForm {
  const chosen: Record<string, string> = {};
  const alone = understandLines(recipe.ingredients.map(({ text }) => ({ text })));
  recipe.ingredients.forEach((line, index) => {
    if (line.ingredientId && !alone[index]?.recognised) chosen[line.text] = line.ingredientId;
  });
  return {
    title: recipe.title,
    dishType: recipe.dishType,
    description: recipe.description,
    servings: String(recipe.servings),
    preparationMinutes: recipe.preparationMinutes ? String(recipe.preparationMinutes) : '',
    cookingMinutes: recipe.cookingMinutes ? String(recipe.cookingMinutes) : '',
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((line) => line.text).join('\n'),
    steps: recipe.steps.join('\n'),
    tags: recipe.tags.join(', '),
    sourceUrl: recipe.sourceUrl ?? '',
    notes: recipe.notes,
    chosen,
  };
}

/** One line of a textarea: a draft's line never spans two, and stays within the book's limit. */
const oneLine = (text: string, max: number): string =>
  text.replace(/\s+/g, ' ').trim().slice(0, max);

/** Minutes within the book's limit, as the editor's field shows them (empty when unknown). */
const minutesField = (minutes: number | null): string =>
  minutes !== null && minutes > 0
    ? String(Math.min(Math.round(minutes), MY_RECIPE_LIMITS.minutes))
    : '';

/**
 * A recipe imported from a link or a text, in the editor for review. The draft's fields are
 * kept within what the book accepts (a page may say more); a total time alone counts as
 * preparation, and a total with a cooking time gives the preparation as the difference.
 */
export function formOfDraft(draft: RecipeDraft): MyRecipeForm {
  const L = MY_RECIPE_LIMITS;
  const prep =
    draft.prepMinutes ??
    (draft.totalMinutes !== null
      ? Math.max(draft.totalMinutes - (draft.cookMinutes ?? 0), 0)
      : null);
  const servings =
    draft.servings !== null && draft.servings >= L.servings.min
      ? String(Math.min(Math.round(draft.servings), L.servings.max))
      : EMPTY_FORM.servings;
  const lines = (list: string[], count: number, max: number) =>
    list
      .map((line) => oneLine(line, max))
      .filter(Boolean)
      .slice(0, count)
      .join('\n');
  const source = draft.sourceUrl?.trim() ?? '';
  return {
    ...EMPTY_FORM,
    title: oneLine(draft.title, L.title),
    dishType: draft.dishType ?? EMPTY_FORM.dishType,
    description: draft.description.trim().slice(0, L.description),
    servings,
    preparationMinutes: minutesField(prep),
    cookingMinutes: minutesField(draft.cookMinutes),
    ingredients: lines(draft.ingredientLines, L.ingredientLines, L.ingredientLine),
    steps: lines(draft.steps, L.steps, L.step),
    tags: [...new Set(draft.tags.map((tag) => oneLine(tag.replace(/,/g, ' '), L.tag)))]
      .filter(Boolean)
      .slice(0, L.tags)
      .join(', '),
    sourceUrl: source.length <= L.sourceUrl ? source : '',
    chosen: {},
  };
}

/** Each ingredient line as Popote understands it right now (the member's choices included). */
export function understoodLines(form: MyRecipeForm): MyRecipeIngredient[] {
  return understandLines(
    linesOf(form.ingredients).map((text) => ({ text, ingredientId: form.chosen[text] ?? null })),
  );
}

export type FormField = 'title' | 'servings' | 'minutes' | 'sourceUrl';
/** The fields refused (each names its French message, `editor.errors.<field>`). */
export type FormErrors = Partial<Record<FormField, true>>;

const wholeNumber = (text: string): number | null => {
  const value = text.trim();
  if (value === '') return 0;
  return /^\d+$/.test(value) ? Number(value) : null;
};

/** What the editor refuses before sending (the server checks it all again). */
export function checkForm(form: MyRecipeForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = true;
  const servings = wholeNumber(form.servings);
  if (
    servings === null ||
    servings < MY_RECIPE_LIMITS.servings.min ||
    servings > MY_RECIPE_LIMITS.servings.max
  )
    errors.servings = true;
  for (const minutes of [form.preparationMinutes, form.cookingMinutes]) {
    const value = wholeNumber(minutes);
    if (value === null || value > MY_RECIPE_LIMITS.minutes) errors.minutes = true;
  }
  const url = form.sourceUrl.trim();
  if (url && !/^https?:\/\/\S+$/i.test(url)) errors.sourceUrl = true;
  return errors;
}

/** The body of POST / PUT /api/my-recipes. */
export function inputOf(form: MyRecipeForm): MyRecipeInput {
  return {
    title: form.title.trim(),
    dishType: form.dishType,
    description: form.description.trim(),
    servings: Number(form.servings.trim()),
    preparationMinutes: wholeNumber(form.preparationMinutes) ?? 0,
    cookingMinutes: wholeNumber(form.cookingMinutes) ?? 0,
    difficulty: form.difficulty,
    ingredients: linesOf(form.ingredients).map((text) =>
      form.chosen[text] ? { text, ingredientId: form.chosen[text] } : { text },
    ),
    steps: linesOf(form.steps),
    tags: [
      ...new Set(
        form.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    sourceUrl: form.sourceUrl.trim() || null,
    notes: form.notes.trim(),
  };
}

/** The steps with one moved up (-1) or down (+1). */
export function moveStep(steps: string, index: number, by: -1 | 1): string {
  const list = linesOf(steps);
  const target = index + by;
  if (target < 0 || target >= list.length) return list.join('\n');
  [list[index], list[target]] = [list[target]!, list[index]!];
  return list.join('\n');
}

/** Total minutes: preparation and cooking. */
export const totalMinutes = (recipe: MyRecipe) => recipe.preparationMinutes + recipe.cookingMinutes;

/** A recipe of the book as the one recipe view shows it: scaled, planned, listed, cooked. */
export function myRecipeAsView(recipe: MyRecipe): ViewRecipe {
  const total = totalMinutes(recipe);
  return {
    id: `mine-${recipe.id}`,
    title: recipe.title,
    type: recipe.dishType,
    description: recipe.description || null,
    imageUrl: null,
    preparationTime: total > 0 ? total : null,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((line) => line.text),
    instructions: recipe.steps,
  };
}

/** The card's and the view's diet badge. */
export type DietBadge =
  { kind: 'breaks'; foods: string[] } | { kind: 'unverified' } | { kind: 'compatible' };

export function dietBadge(recipe: MyRecipe): DietBadge {
  if (recipe.breaks.length > 0) {
    return { kind: 'breaks', foods: [...new Set(recipe.breaks.flatMap((entry) => entry.because))] };
  }
  return recipe.unverified ? { kind: 'unverified' } : { kind: 'compatible' };
}
