// « Mes recettes » (issue 27): the household's own recipe book — its requests, and its page's
// face for the screens that save a recipe into it (« Enregistrer dans mes recettes »).
import type { ItemList } from '../../../../shared/api';
import type { DishType } from '../../../../shared/constants';
import type { RecipeDraft, RecipeImportAnswer } from '../../../../shared/recipe-import';
import type {
  MyRecipe,
  MyRecipeFromRecipeInput,
  MyRecipeInput,
} from '../../../../shared/my-recipes';
import { apiFetch } from '../../../lib/api-client';

export type { MyRecipe, MyRecipeFromRecipeInput, MyRecipeInput, RecipeDraft };

export interface MyRecipesFilter {
  q: string;
  type: DishType | null;
  /** « Compatible avec tout le foyer ». */
  compatible: boolean;
}

export async function fetchMyRecipes(
  filter: MyRecipesFilter,
  signal?: AbortSignal,
): Promise<MyRecipe[]> {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.type) params.set('type', filter.type);
  if (filter.compatible) params.set('compatible', '1');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return (await apiFetch<ItemList<MyRecipe>>(`/api/my-recipes${query}`, { signal })).items;
}

export function createMyRecipe(input: MyRecipeInput): Promise<MyRecipe> {
  return apiFetch<MyRecipe>('/api/my-recipes', { method: 'POST', body: input });
}

export function updateMyRecipe(id: string, input: MyRecipeInput): Promise<MyRecipe> {
  return apiFetch<MyRecipe>(`/api/my-recipes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

/** « Photo »: the image sent as it is; the server keeps it as a WebP and answers the recipe. */
export function uploadMyRecipePhoto(id: string, photo: Blob): Promise<MyRecipe> {
  return apiFetch<MyRecipe>(`/api/my-recipes/${encodeURIComponent(id)}/photo`, {
    method: 'PUT',
    body: photo,
  });
}

/** « Retirer la photo ». */
export function removeMyRecipePhoto(id: string): Promise<MyRecipe> {
  return apiFetch<MyRecipe>(`/api/my-recipes/${encodeURIComponent(id)}/photo`, {
    method: 'DELETE',
  });
}

export function duplicateMyRecipe(id: string): Promise<MyRecipe> {
  return apiFetch<MyRecipe>(`/api/my-recipes/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });
}

export function deleteMyRecipe(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/my-recipes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** « Annuler » after a recipe was deleted: the same recipe back (decision 0027). */
export function restoreMyRecipes(items: MyRecipe[]): Promise<ItemList<MyRecipe>> {
  return apiFetch<ItemList<MyRecipe>>('/api/my-recipes/restore', {
    method: 'POST',
    body: { ids: items.map((item) => item.id) },
  });
}

/** « Enregistrer dans mes recettes »: a catalogue or suggested recipe, copied into the book. */
export function saveRecipeToMine(recipe: MyRecipeFromRecipeInput): Promise<MyRecipe> {
  return apiFetch<MyRecipe>('/api/my-recipes/from-recipe', { method: 'POST', body: recipe });
}

/** « Importer depuis un lien »: the page read on the server, as a draft to review (nothing saved). */
export async function importRecipeFromLink(url: string): Promise<RecipeDraft> {
  return (
    await apiFetch<RecipeImportAnswer>('/api/my-recipes/import/link', {
      method: 'POST',
      body: { url },
    })
  ).draft;
}

/** « Coller une recette »: a pasted recipe split into fields, as a draft to review. */
export async function importRecipeFromText(text: string): Promise<RecipeDraft> {
  return (
    await apiFetch<RecipeImportAnswer>('/api/my-recipes/import/text', {
      method: 'POST',
      body: { text },
    })
  ).draft;
}
