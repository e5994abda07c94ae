import { z } from 'zod';
import type { ItemList } from '../../../../shared/api';
import { shopInputSchema, shopPatchSchema, type Shop } from '../../../../shared/shops';
import { householdRouter, publishChanges } from '../../household';
import type { RecipeServices } from '../../recipes';
import { validate } from '../../../platform/validate';
import { createShop, deleteShop, listShops, patchShop } from './shops';

/** /api/shops: the household's shops and their aisle orders (issue 28, item 6). */
export function shopsRoutes(deps: RecipeServices) {
  const { db } = deps;
  const idParam = validate('param', z.object({ id: z.uuid() }));
  return householdRouter(deps)
    .use(publishChanges(deps, 'shopping'))
    .get('/', async (c) =>
      c.json({ items: await listShops(db, c.get('householdId')) } satisfies ItemList<Shop>),
    )
    .post('/', validate('json', shopInputSchema), async (c) =>
      c.json({ shop: await createShop(db, c.get('householdId'), c.req.valid('json').name) }, 201),
    )
    .patch('/:id', idParam, validate('json', shopPatchSchema), async (c) =>
      c.json({
        shop: await patchShop(
          db,
          c.get('householdId'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      }),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteShop(db, c.get('householdId'), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
