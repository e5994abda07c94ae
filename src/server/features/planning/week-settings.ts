// « Qui est là ? », the time each day allows and the rituals (decision 0030): read for the
// planner and the editor, replaced as a whole by the editor's « Enregistrer ».
import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_COOKING_MINUTES,
  type PresenceChange,
  type PresencePattern,
  type Ritual,
  type Weekday,
  type WeekSettings,
} from '../../../shared/week-settings';
import type { Database } from '../../db/client';
import { mealRituals, presenceRules, weekSettings } from '../../db/schema';
import { assertEaters, householdTable, type HouseholdCaller } from '../household';

/** The household's week as the editor and the planner read it. */
export async function readWeekSettings(db: Database, householdId: string): Promise<WeekSettings> {
  const [rules, rituals, [settings]] = await Promise.all([
    db
      .select()
      .from(presenceRules)
      .where(eq(presenceRules.householdId, householdId))
      .orderBy(asc(presenceRules.position)),
    db
      .select()
      .from(mealRituals)
      .where(eq(mealRituals.householdId, householdId))
      .orderBy(asc(mealRituals.weekday), asc(mealRituals.moment)),
    db
      .select({ cookingMinutes: weekSettings.cookingMinutes })
      .from(weekSettings)
      .where(eq(weekSettings.householdId, householdId))
      .limit(1),
  ]);
  const patterns: PresencePattern[] = [];
  const changes: PresenceChange[] = [];
  for (const rule of rules) {
    if (rule.weekday !== null) {
      patterns.push({
        personId: rule.personId,
        weekday: rule.weekday as Weekday,
        moment: rule.moment,
        present: rule.present,
        anchor: rule.anchor,
      });
    } else if (rule.date !== null) {
      changes.push({
        personId: rule.personId,
        date: rule.date,
        moment: rule.moment,
        present: rule.present,
      });
    }
  }
  return {
    patterns,
    changes,
    rituals: rituals.map(({ weekday, moment, text, kind, monthly }): Ritual => ({
      weekday: weekday as Weekday,
      moment,
      text,
      kind,
      monthly,
    })),
    cookingMinutes: settings?.cookingMinutes ?? [...DEFAULT_COOKING_MINUTES],
  };
}

/**
 * « Enregistrer »: the household's week replaced at once. Every person named must be of the
 * caller's household (the same refusal as « Qui mange ? » for anyone else).
 */
export async function saveWeekSettings(
  db: Database,
  caller: HouseholdCaller,
  input: WeekSettings,
): Promise<WeekSettings> {
  const { householdId } = caller;
  const named = [...input.patterns, ...input.changes].map((rule) => rule.personId);
  if (named.length > 0) assertEaters(await householdTable(db, householdId), named);
  await db.transaction(async (tx) => {
    await tx.delete(presenceRules).where(eq(presenceRules.householdId, householdId));
    await tx.delete(mealRituals).where(eq(mealRituals.householdId, householdId));
    const rules = [
      ...input.patterns.map((pattern) => ({ ...pattern, householdId, date: null })),
      ...input.changes.map((change) => ({
        ...change,
        householdId,
        weekday: null,
        anchor: null,
      })),
    ].map((rule, position) => ({ ...rule, position }));
    if (rules.length > 0) await tx.insert(presenceRules).values(rules);
    if (input.rituals.length > 0)
      await tx
        .insert(mealRituals)
        .values(input.rituals.map((ritual) => ({ ...ritual, householdId })));
    await tx
      .insert(weekSettings)
      .values({ householdId, cookingMinutes: input.cookingMinutes })
      .onConflictDoUpdate({
        target: weekSettings.householdId,
        set: { cookingMinutes: input.cookingMinutes },
      });
  });
  return readWeekSettings(db, householdId);
}
