import { and, eq, sql } from 'drizzle-orm';
import { portionsFor, withPeople } from '../../../shared/portions';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { householdRestrictions } from '../household';
import { countMealEaters } from './meal-eaters';

/**
 * « Modifier » one of the household's meals: another day or time (it moves; the list rows bought
 * for it stay linked to it), and/or another number of portions or people; its recipe scales on
 * display (decision 0023). Portions given: the quantities follow them. People only: the
 * children stay (as many as fit), the portions are counted again with the household's
 * « Portion enfant » — or follow the people when the meal never counted them. Who eats
 * (« Qui mange ? »): the people, children and portions are counted from them (given portions
 * still win); the card's safety line then speaks for them (planned-meal-json.ts).
 */
export async function editMeal(
  db: Database,
  {
    householdId,
    mealId,
    servings,
    portions,
    date,
    time,
    eaters,
    userId,
  }: {
    householdId: string;
    userId: string;
    mealId: string;
    eaters?: string[] | null | undefined;
    servings?: number | undefined;
    portions?: number | undefined;
    date?: string | undefined;
    time?: string | undefined;
  },
) {
  const where = and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId));
  const [meal] = await db
    .select({ servings: plannedMeals.servings, children: plannedMeals.children })
    .from(plannedMeals)
    .where(where)
    .limit(1);
  if (!meal) throw new AppError('NOT_FOUND');
  if (eaters !== undefined) {
    let counted = await countMealEaters(db, { householdId, userId }, eaters);
    // A number of people given too (guests): the children stay, the portions follow it.
    if (servings !== undefined && servings !== counted.servings) {
      const { childPortion } = await householdRestrictions(db, householdId);
      const again = portionsFor(
        withPeople(
          { adults: counted.servings - counted.children, children: counted.children },
          servings,
        ),
        childPortion,
      );
      counted = {
        ...counted,
        servings: again.people,
        children: again.children,
        portions: again.portions,
      };
    }
    const [updated] = await db
      .update(plannedMeals)
      .set({
        eaters: counted.eaters,
        servings: counted.servings,
        children: counted.children,
        portions: portions ?? counted.portions,
        ...(date !== undefined ? { date } : {}),
        ...(time !== undefined ? { time } : {}),
      })
      .where(where)
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }
  const people = servings ?? meal.servings;
  const children = meal.children === null ? null : Math.min(meal.children, people);
  let counted = portions ?? null;
  if (counted === null && servings !== undefined && meal.children !== null) {
    const { childPortion } = await householdRestrictions(db, householdId);
    const eaters = withPeople(
      { adults: meal.servings - meal.children, children: meal.children },
      people,
    );
    counted = portionsFor(eaters, childPortion).portions;
  }
  const [updated] = await db
    .update(plannedMeals)
    .set({
      servings: people,
      children,
      ...(counted !== null || servings !== undefined ? { portions: counted } : {}),
      // Moved before its « Batch cooking » day, it leaves that session (decision 0036).
      ...(date !== undefined
        ? {
            date,
            batchDate: sql`case when ${plannedMeals.batchDate} > ${date} then null else ${plannedMeals.batchDate} end`,
          }
        : {}),
      ...(time !== undefined ? { time } : {}),
    })
    .where(where)
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}
