import { and, count as countRows, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { HonoRequest } from 'hono';
import { z } from 'zod';
import type { ItemList } from '../../../../shared/api';
import { COLLECTION_LIMITS } from '../../../../shared/constants';
import {
  copyTitle,
  fitsHousehold,
  matchesSearch,
  myRecipeFromRecipeSchema,
  myRecipeInputSchema,
  myRecipesQuerySchema,
  recipeDiet,
  type HouseholdDiet,
  type MyRecipe,
  type MyRecipesFileImport,
  type MyRecipeValues,
  MY_RECIPE_PHOTO,
} from '../../../../shared/my-recipes';
import { restoreSchema } from '../../../../shared/restore';
import type { Database } from '../../../db/client';
import { householdRecipes } from '../../../db/schema';
import { assertRoom, roomLeft } from '../../../platform/collection-cap';
import { AppError } from '../../../platform/errors';
import { streamedJson } from '../../../platform/json-stream';
import { enforceLimit } from '../../../platform/rate-limit';
import { validate } from '../../../platform/validate';
import {
  deleteOneRestorable,
  dietAt,
  householdRouter,
  householdTable,
  publishChanges,
  restoreWithRoom,
} from '../../household';
import { myRecipesImportRoutes } from '../my-recipes.routes';
import type { RecipeServices } from '../services';
import { bookFilePieces, bookRows } from './book-file';
import {
  filePhotoBytes,
  RECIPE_FILE_IMPORT_LIMIT,
  RECIPE_FILE_MAX_RECIPES,
  readRecipeFile,
  recipeFileSchema,
  type FilePhoto,
} from './recipe-file';
import { PHOTO_UPLOAD_LIMIT, photoToKeep } from './photo';
import { newPhotoKey, photoStoreFor, photoVersion, type PhotoStore } from './photo-store';

/** The rows one insert of an imported file writes at most. */
const IMPORT_CHUNK = 200;

const count = new Intl.NumberFormat('fr-FR');
const recipes = (n: number) => `${count.format(n)}\u00a0${n > 1 ? 'recettes' : 'recette'}`;

type RecipeRow = typeof householdRecipes.$inferSelect;

/** A row as the API answers it, its lines read and its diets computed for the household. */
export function myRecipeJson(row: RecipeRow, household: HouseholdDiet): MyRecipe {
  return {
    id: row.id,
    title: row.title,
    dishType: row.dishType,
    description: row.description,
    servings: row.servings,
    preparationMinutes: row.preparationMinutes,
    cookingMinutes: row.cookingMinutes,
    difficulty: row.difficulty,
    ...recipeDiet(row.ingredients, household),
    steps: row.steps,
    tags: row.tags,
    sourceUrl: row.sourceUrl,
    notes: row.notes,
    photoUrl: row.photoKey
      ? `/api/my-recipes/${row.id}/photo?v=${photoVersion(row.photoKey)}`
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the whole household's table must respect: its own lists and every person's. */
async function householdDiet(db: Database, householdId: string): Promise<HouseholdDiet> {
  const diet = dietAt(await householdTable(db, householdId), undefined);
  return { restrictions: diet.restrictions, avoidedFoods: diet.avoidedFoods };
}

/** The bytes of a photo sent raw (its image type) or as the `photo` field of a form. */
async function sentPhoto(request: HonoRequest): Promise<Buffer> {
  // Hono's reader: the body may already have been read (as JSON, by the JSON check).
  const type = request.header('Content-Type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch (cause) {
      throw new AppError('PHOTO_INVALID', { cause });
    }
    const file = form.get('photo');
    if (!(file instanceof Blob)) throw new AppError('PHOTO_INVALID');
    if (file.size > MY_RECIPE_PHOTO.maxBytes) throw new AppError('PHOTO_TOO_LARGE');
    return Buffer.from(await file.arrayBuffer());
  }
  const bytes = Buffer.from(await request.arrayBuffer());
  if (bytes.byteLength === 0) throw new AppError('PHOTO_INVALID');
  return bytes;
}

/** A photo `photoToKeep` refused (not an image, too large) is no error of the import: null. */
function unlessPhotoRefused(error: unknown): null {
  if (
    error instanceof AppError &&
    (error.code === 'PHOTO_INVALID' || error.code === 'PHOTO_TOO_LARGE')
  )
    return null;
  throw error;
}

/** The columns a recipe's values fill (the lines keep a chosen food only when there is one). */
function columnsOf(values: MyRecipeValues) {
  return {
    ...values,
    ingredients: values.ingredients.map(({ text, ingredientId }) =>
      ingredientId ? { text, ingredientId } : { text },
    ),
  };
}

/**
 * « Mes recettes »: the household's own recipe book, shared by its members like the list.
 * Every row is the household's: another household's recipe is 404 everywhere.
 */
export function householdRecipesRoutes(deps: RecipeServices & { photos?: PhotoStore }) {
  const { db } = deps;
  const photos = deps.photos ?? photoStoreFor(deps.config);
  /** How many more photos fit under the household's cap. */
  const photosLeft = async (householdId: string) => {
    const [row] = await db
      .select({ n: countRows() })
      .from(householdRecipes)
      .where(and(ours(householdId), isNotNull(householdRecipes.photoKey)));
    return Math.max(0, MY_RECIPE_PHOTO.maxPerHousehold - (row?.n ?? 0));
  };
  /** Whether one more photo fits under the household's cap. */
  const photoRoom = async (householdId: string) => (await photosLeft(householdId)) > 0;
  /**
   * The photos of an imported file's recipes, kept one at a time as an upload is (read from the
   * image itself, re-encoded as WebP, 5 Mo at most) under new keys of the household, as long as
   * its cap allows. A photo that cannot be kept leaves its recipe without one, and is counted.
   */
  const keepFilePhotos = async (householdId: string, found: readonly (FilePhoto | null)[]) => {
    const keys: (string | null)[] = [];
    let skipped = 0;
    let left = found.some((photo) => photo?.kind === 'data') ? await photosLeft(householdId) : 0;
    try {
      for (const photo of found) {
        let key: string | null = null;
        if (photo?.kind === 'data' && left > 0) {
          const bytes = filePhotoBytes(photo);
          const kept = bytes ? await photoToKeep(bytes).catch(unlessPhotoRefused) : null;
          if (kept) {
            key = newPhotoKey(householdId);
            await photos.put(key, kept);
            left -= 1;
          }
        }
        if (photo && !key) skipped += 1;
        keys.push(key);
      }
    } catch (error) {
      for (const key of keys) await forget(key);
      throw error;
    }
    return { keys, skipped };
  };
  /** Forgets a photo no row points at any more; a failure only leaves a file behind. */
  const forget = async (key: string | null) => {
    if (!key) return;
    await photos.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, 'recipe photo not deleted');
    });
  };
  const idParam = validate('param', z.object({ id: z.uuid() }));
  const ours = (householdId: string) => eq(householdRecipes.householdId, householdId);
  const room = (householdId: string, adding = 1) =>
    assertRoom(
      db,
      {
        table: householdRecipes,
        where: ours(householdId),
        max: COLLECTION_LIMITS.householdRecipes,
        code: 'MY_RECIPES_LIMIT',
      },
      adding,
    );
  const one = async (householdId: string, id: string) => {
    const [row] = await db
      .select()
      .from(householdRecipes)
      .where(and(ours(householdId), eq(householdRecipes.id, id)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  const answer = async (householdId: string, row: RecipeRow) =>
    myRecipeJson(row, await householdDiet(db, householdId));

  return (
    householdRouter(deps)
      // « Importer depuis un lien », « Coller une recette »: a draft, nothing saved or published.
      .route('/import', myRecipesImportRoutes(deps))
      .use(publishChanges(deps, 'myRecipes'))
      .get('/', validate('query', myRecipesQuerySchema), async (c) => {
        const householdId = c.get('householdId');
        const { q, type, compatible } = c.req.valid('query');
        const [rows, household] = await Promise.all([
          db
            .select()
            .from(householdRecipes)
            .where(and(ours(householdId), type ? eq(householdRecipes.dishType, type) : undefined))
            .orderBy(desc(householdRecipes.updatedAt), desc(householdRecipes.id)),
          householdDiet(db, householdId),
        ]);
        const items = rows
          .filter((row) => !q || matchesSearch(row, q))
          .map((row) => myRecipeJson(row, household))
          .filter((recipe) => compatible !== '1' || fitsHousehold(recipe, household));
        return c.json({ items } satisfies ItemList<MyRecipe>);
      })
      // « Exporter mes recettes »: the whole book as schema.org `Recipe` objects, a file to keep,
      // each photo in it as a `data:` URL (written as the client reads, one photo at a time).
      .get('/export', async (c) => {
        const rows = await bookRows(db, c.get('householdId'));
        const day = new Date().toISOString().slice(0, 10);
        return streamedJson(c, bookFilePieces(rows, photos, deps.logger), {
          'Content-Disposition': `attachment; filename="popote-mes-recettes-${day}.json"`,
        });
      })
      // « Importer un fichier »: such a file (or another app's schema.org export) back into the
      // book, all of it or nothing when it would not fit; entries that are no recipe are skipped.
      .post('/import/file', validate('json', recipeFileSchema), async (c) => {
        const householdId = c.get('householdId');
        await enforceLimit(db, `recipe-file-import:${householdId}`, RECIPE_FILE_IMPORT_LIMIT);
        const read = readRecipeFile(c.req.valid('json'));
        if (read.entries > RECIPE_FILE_MAX_RECIPES) throw new AppError('RECIPE_FILE_TOO_LARGE');
        // Nothing to keep (no recipe, or none valid): said plainly rather than « 0 importée ».
        if (read.recipes.length === 0) throw new AppError('RECIPE_FILE_EMPTY');
        const adding = read.recipes.length;
        const left = await roomLeft(db, {
          table: householdRecipes,
          where: ours(householdId),
          max: COLLECTION_LIMITS.householdRecipes,
        });
        if (adding > left)
          throw new AppError('MY_RECIPES_IMPORT_LIMIT', {
            message:
              `Ce fichier compte ${recipes(adding)}, mais il ne reste de place que pour ` +
              `${recipes(left)} dans «\u00a0Mes recettes\u00a0» ` +
              `(${count.format(COLLECTION_LIMITS.householdRecipes)} au plus). ` +
              'Supprimez-en pour l’importer.',
          });
        const createdBy = c.get('user').id;
        const kept = await keepFilePhotos(householdId, read.photos);
        try {
          await db.transaction(async (tx) => {
            for (let start = 0; start < adding; start += IMPORT_CHUNK) {
              await tx.insert(householdRecipes).values(
                read.recipes.slice(start, start + IMPORT_CHUNK).map((values, index) => ({
                  ...columnsOf(values),
                  photoKey: kept.keys[start + index] ?? null,
                  householdId,
                  createdBy,
                })),
              );
            }
          });
        } catch (error) {
          for (const key of kept.keys) await forget(key);
          throw error;
        }
        return c.json({
          created: adding,
          skipped: read.skipped,
          photosSkipped: kept.skipped,
        } satisfies MyRecipesFileImport);
      })
      .post('/', validate('json', myRecipeInputSchema), async (c) => {
        const householdId = c.get('householdId');
        await room(householdId);
        const [row] = await db
          .insert(householdRecipes)
          .values({ ...columnsOf(c.req.valid('json')), householdId, createdBy: c.get('user').id })
          .returning();
        return c.json(await answer(householdId, row!), 201);
      })
      .post('/from-recipe', validate('json', myRecipeFromRecipeSchema), async (c) => {
        const householdId = c.get('householdId');
        const recipe = c.req.valid('json');
        await room(householdId);
        const [row] = await db
          .insert(householdRecipes)
          .values({
            householdId,
            createdBy: c.get('user').id,
            title: recipe.title,
            dishType: recipe.type,
            description: recipe.description,
            servings: recipe.servings,
            preparationMinutes: recipe.preparationTime,
            cookingMinutes: 0,
            difficulty: recipe.difficulty,
            ingredients: recipe.ingredients.map((text) => ({ text })),
            steps: recipe.instructions,
          })
          .returning();
        return c.json(await answer(householdId, row!), 201);
      })
      .post('/restore', validate('json', restoreSchema), async (c) => {
        const householdId = c.get('householdId');
        const ids = await restoreWithRoom(
          db,
          {
            table: householdRecipes,
            collection: 'myRecipes',
            scope: { householdId },
            cap: {
              where: ours(householdId),
              max: COLLECTION_LIMITS.householdRecipes,
              code: 'MY_RECIPES_LIMIT',
            },
          },
          c.req.valid('json').ids,
        );
        const [rows, household] = await Promise.all([
          db
            .select()
            .from(householdRecipes)
            .where(and(ours(householdId), inArray(householdRecipes.id, ids)))
            .orderBy(desc(householdRecipes.updatedAt)),
          householdDiet(db, householdId),
        ]);
        return c.json({
          items: rows.map((row) => myRecipeJson(row, household)),
        } satisfies ItemList<MyRecipe>);
      })
      .get('/:id', idParam, async (c) => {
        const householdId = c.get('householdId');
        return c.json(await answer(householdId, await one(householdId, c.req.valid('param').id)));
      })
      .put('/:id', idParam, validate('json', myRecipeInputSchema), async (c) => {
        const householdId = c.get('householdId');
        const [row] = await db
          .update(householdRecipes)
          .set(columnsOf(c.req.valid('json')))
          .where(and(ours(householdId), eq(householdRecipes.id, c.req.valid('param').id)))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        return c.json(await answer(householdId, row));
      })
      // The recipe's photo: the household's only, private to its browsers.
      .get('/:id/photo', idParam, async (c) => {
        const row = await one(c.get('householdId'), c.req.valid('param').id);
        const bytes = row.photoKey ? await photos.get(row.photoKey) : null;
        if (!bytes) throw new AppError('NOT_FOUND');
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': 'image/webp',
          'Cache-Control': 'private, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      // « Photo »: JPEG, PNG or WebP of 5 MB at most, kept as WebP; the previous one forgotten.
      .put('/:id/photo', idParam, async (c) => {
        const householdId = c.get('householdId');
        const { id } = c.req.valid('param');
        const before = await one(householdId, id);
        await enforceLimit(db, `recipe-photo:${householdId}`, PHOTO_UPLOAD_LIMIT);
        if (!before.photoKey && !(await photoRoom(householdId))) throw new AppError('PHOTO_LIMIT');
        const kept = await photoToKeep(await sentPhoto(c.req));
        const key = newPhotoKey(householdId);
        await photos.put(key, kept);
        const [row] = await db
          .update(householdRecipes)
          .set({ photoKey: key })
          .where(and(ours(householdId), eq(householdRecipes.id, id)))
          .returning();
        if (!row) {
          await forget(key);
          throw new AppError('NOT_FOUND');
        }
        await forget(before.photoKey);
        return c.json(await answer(householdId, row));
      })
      .delete('/:id/photo', idParam, async (c) => {
        const householdId = c.get('householdId');
        const { id } = c.req.valid('param');
        const before = await one(householdId, id);
        const [row] = await db
          .update(householdRecipes)
          .set({ photoKey: null })
          .where(and(ours(householdId), eq(householdRecipes.id, id)))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        await forget(before.photoKey);
        return c.json(await answer(householdId, row));
      })
      .post('/:id/duplicate', idParam, async (c) => {
        const householdId = c.get('householdId');
        const original = await one(householdId, c.req.valid('param').id);
        await room(householdId);
        const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = original;
        // The copy has its own photo (deleting one keeps the other's); none past the cap.
        let photoKey: string | null = null;
        const bytes = original.photoKey ? await photos.get(original.photoKey) : null;
        if (bytes && (await photoRoom(householdId))) {
          photoKey = newPhotoKey(householdId);
          await photos.put(photoKey, bytes);
        }
        const [row] = await db
          .insert(householdRecipes)
          .values({
            ...rest,
            photoKey,
            title: copyTitle(original.title),
            createdBy: c.get('user').id,
          })
          .returning();
        return c.json(await answer(householdId, row!), 201);
      })
      .delete('/:id', idParam, async (c) => {
        await deleteOneRestorable(
          db,
          householdRecipes,
          'myRecipes',
          { householdId: c.get('householdId') },
          c.req.valid('param').id,
        );
        return c.json({ ok: true });
      })
  );
}
