// The recipe book as a file, photos included (« Exporter mes recettes », and the account's
// « Exporter mes données »): written piece by piece, one recipe and its photo at a time, so that
// a book of 1,000 recipes and 500 photos (~100 Mo) is never held whole in memory.
import { asc, eq } from 'drizzle-orm';
import type { Logger } from '../../../platform/logger';
import type { Database } from '../../../db/client';
import { householdRecipes } from '../../../db/schema';
import type { PhotoStore } from './photo-store';
import { toSchemaOrgRecipe } from './recipe-file';

type RecipeRow = typeof householdRecipes.$inferSelect;

/** The household's recipes, oldest first: the order of the file. */
export function bookRows(db: Database, householdId: string): Promise<RecipeRow[]> {
  return db
    .select()
    .from(householdRecipes)
    .where(eq(householdRecipes.householdId, householdId))
    .orderBy(asc(householdRecipes.createdAt), asc(householdRecipes.id));
}

/**
 * The JSON text of the book (an array of schema.org `Recipe` objects), in pieces: each recipe's
 * photo is read only when its turn comes. A photo that cannot be read (gone from the store, a
 * failing disk) leaves its recipe without `image` rather than cutting the file.
 */
export async function* bookFilePieces(
  rows: readonly RecipeRow[],
  photos: PhotoStore,
  logger: Pick<Logger, 'warn'>,
): AsyncGenerator<string> {
  yield '[';
  for (const [index, row] of rows.entries()) {
    let photo: Buffer | null = null;
    if (row.photoKey)
      photo = await photos.get(row.photoKey).catch((error: unknown) => {
        logger.warn({ err: error, key: row.photoKey }, 'recipe photo not exported');
        return null;
      });
    yield `${index > 0 ? ',' : ''}${JSON.stringify(toSchemaOrgRecipe(row, photo))}`;
  }
  yield ']';
}
