import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ItemList } from '../../../shared/api';
import {
  HOUSEHOLD_PEOPLE_MAX,
  householdPersonInputSchema,
  householdPersonPatchSchema,
  type HouseholdPerson,
} from '../../../shared/household-people';
import { householdPeople } from '../../db/schema';
import type { HouseholdServices } from './services';
import { AppError } from '../../platform/errors';
import { deleteHouseholdRow } from './household';
import { validate } from '../../platform/validate';
import { householdRouter } from './router';

type Row = typeof householdPeople.$inferSelect;

const toJson = (row: Row): HouseholdPerson => ({
  id: row.id,
  firstName: row.firstName,
  child: row.child,
  dietaryRestrictions: row.dietaryRestrictions,
  avoidedFoods: row.avoidedFoods,
  preferredFoods: row.preferredFoods,
  dislikedFoods: row.dislikedFoods,
  createdAt: row.createdAt.toISOString(),
});

const idParam = validate('param', z.object({ id: z.uuid() }));

/** The household's people without an account, whose diets suggestions respect. */
export function householdPeopleRoutes(deps: HouseholdServices) {
  const { db } = deps;
  const ours = (householdId: string) => eq(householdPeople.householdId, householdId);

  return householdRouter(deps)
    .get('/', async (c) => {
      const rows = await db
        .select()
        .from(householdPeople)
        .where(ours(c.get('householdId')))
        .orderBy(asc(householdPeople.createdAt));
      return c.json({ items: rows.map(toJson) } satisfies ItemList<HouseholdPerson>);
    })
    .post('/', validate('json', householdPersonInputSchema), async (c) => {
      const householdId = c.get('householdId');
      const [{ value: listed } = { value: 0 }] = await db
        .select({ value: count() })
        .from(householdPeople)
        .where(ours(householdId));
      if (listed >= HOUSEHOLD_PEOPLE_MAX) throw new AppError('HOUSEHOLD_PEOPLE_LIMIT');
      const [row] = await db
        .insert(householdPeople)
        .values({ ...c.req.valid('json'), householdId })
        .returning();
      return c.json(toJson(row!), 201);
    })
    .patch('/:id', idParam, validate('json', householdPersonPatchSchema), async (c) => {
      const [row] = await db
        .update(householdPeople)
        .set(c.req.valid('json'))
        .where(and(ours(c.get('householdId')), eq(householdPeople.id, c.req.valid('param').id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toJson(row));
    })
    .delete('/:id', idParam, async (c) => {
      await deleteHouseholdRow(db, householdPeople, c.req.valid('param').id, c.get('householdId'));
      return c.json({ ok: true });
    });
}
