// Importing a recipe from a link or a pasted text (« Importer depuis un lien », « Coller une
// recette »): the bodies of POST /api/my-recipes/import/{link,text} and the draft they answer,
// shown in the editor for review before anything is saved.
import { z } from 'zod';
import type { DishType } from './constants';

/** The longest link accepted (browsers' own practical limit). */
export const RECIPE_IMPORT_URL_MAX = 2_048;
/** The longest pasted recipe accepted, in characters. */
export const RECIPE_IMPORT_TEXT_MAX = 20_000;

/** What a draft may hold at most: a page or a paste never makes it grow past these. */
export const RECIPE_DRAFT_LIMITS = {
  title: 200,
  description: 2_000,
  line: 500,
  ingredientLines: 100,
  steps: 60,
  tags: 20,
  tag: 60,
  url: 2_048,
} as const;

/** POST /api/my-recipes/import/link: the address of a recipe page. */
export const recipeImportLinkSchema = z.object({
  url: z.string().trim().min(1).max(RECIPE_IMPORT_URL_MAX),
});
export type RecipeImportLinkInput = z.input<typeof recipeImportLinkSchema>;

/** POST /api/my-recipes/import/text: a recipe pasted from a message or an e-mail. */
export const recipeImportTextSchema = z.object({
  text: z.string().trim().min(1).max(RECIPE_IMPORT_TEXT_MAX),
});
export type RecipeImportTextInput = z.input<typeof recipeImportTextSchema>;

/**
 * A recipe read from a page or a text, for review: nothing is saved. Times are minutes;
 * what the source does not say is null (or empty).
 */
export interface RecipeDraft {
  title: string;
  description: string;
  /** The portions the ingredient lines are written for. */
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** As written (« 200 g de farine »): the editor's ingredient-line parser reads them. */
  ingredientLines: string[];
  steps: string[];
  /** An absolute http(s) address of the source's photo. */
  imageUrl: string | null;
  /** The page the recipe was read from (after redirects); null for a pasted text. */
  sourceUrl: string | null;
  tags: string[];
  /** Guessed from the source's category when it is obvious (« Dessert », « Entrée »). */
  dishType: DishType | null;
}

/** The answer of both import routes. */
export interface RecipeImportAnswer {
  draft: RecipeDraft;
}
