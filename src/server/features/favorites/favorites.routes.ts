import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { restoreSchema } from '../../../shared/restore';
import { z } from 'zod';
import type { ItemList } from '../../../shared/api';
import {
  favoriteInputSchema,
  type Favorite,
  type FavoriteOfRecipe,
} from '../../../shared/favorites';
import { preparedPerDatabase } from '../../db/prepared';
import { favoriteRecipes } from '../../db/schema';
import { subscriberRouter } from '../auth';
import { deleteOneRestorable, restoreWithRoom, type HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { assertRoom } from '../../platform/collection-cap';

type FavoriteRow = typeof favoriteRecipes.$inferSelect;

const toJson = (row: FavoriteRow): Favorite => ({
  id: row.id,
  recipeId: row.recipeId,
  recipeTitle: row.recipeTitle,
  recipeImage: row.recipeImage,
  description: row.description,
  preparationTime: row.preparationTime,
  servings: row.servings,
  difficulty: row.difficulty,
  ingredients: row.ingredients,
  instructions: row.instructions,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
});

const idParam = validate('param', z.object({ id: z.uuid() }));
const recipeParam = validate('param', z.object({ recipeId: z.string().min(1).max(120) }));

/** The user's favourite recipes, newest first. */
const favorites = preparedPerDatabase((db) =>
  db
    .select()
    .from(favoriteRecipes)
    .where(eq(favoriteRecipes.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteRecipes.createdAt))
    .prepare('popote_favorites'),
);

/** The user's own favourite recipes: list, add (once per recipe), check, remove. */
export function favoritesRoutes(deps: HouseholdServices) {
  const { db } = deps;
  const mine = (userId: string) => eq(favoriteRecipes.userId, userId);

  return subscriberRouter(deps)
    .get('/', async (c) => {
      const rows = await favorites(db).execute({ userId: c.get('user').id });
      return c.json({ items: rows.map(toJson) } satisfies ItemList<Favorite>);
    })
    .post('/', validate('json', favoriteInputSchema), async (c) => {
      await assertRoom(db, {
        table: favoriteRecipes,
        where: mine(c.get('user').id),
        max: COLLECTION_LIMITS.favorites,
        code: 'FAVORITES_LIMIT',
      });
      const [row] = await db
        .insert(favoriteRecipes)
        .values({ ...c.req.valid('json'), userId: c.get('user').id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('ALREADY_FAVORITE');
      return c.json(toJson(row), 201);
    })
    .get('/by-recipe/:recipeId', recipeParam, async (c) => {
      const [row] = await db
        .select()
        .from(favoriteRecipes)
        .where(
          and(mine(c.get('user').id), eq(favoriteRecipes.recipeId, c.req.valid('param').recipeId)),
        );
      return c.json({ favorite: row ? toJson(row) : null } satisfies FavoriteOfRecipe);
    })
    .delete('/by-recipe/:recipeId', recipeParam, async (c) => {
      const deleted = await db
        .delete(favoriteRecipes)
        .where(
          and(mine(c.get('user').id), eq(favoriteRecipes.recipeId, c.req.valid('param').recipeId)),
        )
        .returning({ id: favoriteRecipes.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND');
      return c.json({ ok: true });
    })
    .post('/restore', validate('json', restoreSchema), async (c) => {
      const userId = c.get('user').id;
      const ids = await restoreWithRoom(
        db,
        {
          table: favoriteRecipes,
          collection: 'favorites',
          scope: { userId },
          cap: { where: mine(userId), max: COLLECTION_LIMITS.favorites, code: 'FAVORITES_LIMIT' },
        },
        c.req.valid('json').ids,
      );
      const rows = await db
        .select()
        .from(favoriteRecipes)
        .where(and(mine(userId), inArray(favoriteRecipes.id, ids)))
        .orderBy(desc(favoriteRecipes.createdAt));
      return c.json({ items: rows.map(toJson) } satisfies ItemList<Favorite>);
    })
    .delete('/:id', idParam, async (c) => {
      await deleteOneRestorable(
        db,
        favoriteRecipes,
        'favorites',
        { userId: c.get('user').id },
        c.req.valid('param').id,
      );
      return c.json({ ok: true });
    });
}
