// « Exporter mes recettes » / « Importer un fichier » (issue 27, « No lock-in »): the book as a
// file of schema.org `Recipe` objects, and such a file (Popote's or another app's) read back.
import type { MyRecipesFileImport } from '../../../../shared/my-recipes';
import { apiFetch } from '../../../lib/api-client';

export type { MyRecipesFileImport };
/** The largest file the server takes (100 Mo): a larger one is refused before it is sent. */
export { RECIPE_FILE_MAX_BYTES } from '../../../../shared/my-recipes';

/** GET /api/my-recipes/export: the household's recipes, as schema.org `Recipe` objects (photos as `data:` URLs). */
export function fetchMyRecipesExport(): Promise<unknown[]> {
  return apiFetch<unknown[]>('/api/my-recipes/export');
}

/** POST /api/my-recipes/import/file: a file's recipes added to the book. */
export function importMyRecipesFile(file: unknown): Promise<MyRecipesFileImport> {
  return apiFetch<MyRecipesFileImport>('/api/my-recipes/import/file', {
    method: 'POST',
    body: file,
  });
}
