import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { householdRecipes, restorableRows } from '../../../db/schema';
import type { Config } from '../../../env';

/**
 * Where recipe photos are kept, by key. The local store writes under DATA_DIR/photos; an
 * S3-compatible store only has to implement these three operations.
 */
export interface PhotoStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The photo's bytes, or null when there is none under this key. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets the key; a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (`<household>/<uuid>.webp`): anything else never reaches the disk. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid photo key: ${key}`);
  return key;
}

/** A new key for a household's photo; its uuid's first characters version the photo's URL. */
export const newPhotoKey = (householdId: string) => `${householdId}/${randomUUID()}.webp`;

/** The short, changing part of a key, for `?v=` in the photo's URL. */
export const photoVersion = (key: string) => key.slice(37, 45);

/** Photos as files under `root` (written whole, then renamed: never read half-written). */
export function localPhotoStore(root: string): PhotoStore {
  const file = (key: string) => path.join(root, checked(key));
  return {
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** Popote's photo store: files under DATA_DIR/photos (an S3-compatible one can take its place). */
export const photoStoreFor = (config: Pick<Config, 'dataDir'>): PhotoStore =>
  localPhotoStore(path.join(config.dataDir, 'photos'));

/** Forgets photos no recipe can point at any more (a recipe deleted past its « Annuler »). */
export async function forgetRecipePhotos(store: PhotoStore, keys: readonly string[]) {
  for (const key of keys) await store.delete(key);
}

/**
 * Every photo a household's recipes point at, deleted ones still restorable included: what to
 * forget when the household itself goes (its last member's account deleted).
 */
export async function householdPhotoKeys(db: Database, householdId: string): Promise<string[]> {
  const [rows, restorable] = await Promise.all([
    db
      .select({ key: householdRecipes.photoKey })
      .from(householdRecipes)
      .where(
        and(eq(householdRecipes.householdId, householdId), isNotNull(householdRecipes.photoKey)),
      ),
    db
      .select({ key: sql<string | null>`${restorableRows.data}->>'photo_key'` })
      .from(restorableRows)
      .where(
        and(
          eq(restorableRows.householdId, householdId),
          eq(restorableRows.collection, 'myRecipes'),
        ),
      ),
  ]);
  return [...rows, ...restorable].flatMap((row) => (row.key ? [row.key] : []));
}
