// What one meal of « Planifier ma semaine » asks beyond the week's rules (decision 0030): its
// own table (« Qui est là ? »), the minutes its day allows, its ritual; and the one French line
// that says why a recipe was chosen. Kept apart from the week planner's scoring so that each
// changes alone.
import type { DietaryRestriction } from '../../../shared/constants';
import { daysBetween } from '../../../shared/dates';
import { kindsOf, normalizeFoodText, singular } from '../../../shared/food/taxonomy';
import type { FridgeItem } from '../../../shared/inventory';
import type { WeekPlanSlot } from '../../../shared/week-plan';
import { AppError } from '../../platform/errors';
import type { CatalogueEngine, IndexedRecipe } from './catalogue-engine';

/** Someone of the household who does not eat this meal (their diet frees some recipes). */
export interface AbsentPerson {
  name: string;
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
}

/** One meal to fill, with what its day and its table ask. */
export interface PlannerSlot extends WeekPlanSlot {
  /** The diet of those who eat this meal; absent: the week's (`WeekPlanQuery`). */
  diet?: { restrictions: readonly DietaryRestriction[]; avoidedFoods: readonly string[] };
  /** Those of the household who do not eat it. */
  absent?: readonly AbsentPerson[];
  /** The minutes its day allows to cook. */
  minutes?: number;
  /** Its ritual (« Pizza », « Poisson »): a recipe that matches comes first. */
  ritual?: string;
  /** The portions its recipe is scaled to; absent: the week's. */
  servings?: number;
}

const WEEKDAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const dayName = (date: string) => WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** The words of a ritual that name a dish or a food (« Pizza maison » → pizza, maison). */
const ritualWords = (text: string) =>
  normalizeFoodText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !['les', 'des', 'aux', 'une', 'the'].includes(word))
    .map(singular);

/**
 * Whether a recipe answers a ritual: a word of it in the recipe's title, or the name of one of
 * its foods or of what they are a kind of (« Poisson »: cabillaud, saumon…).
 */
export function matchesRitual(entry: IndexedRecipe, ritual: string): boolean {
  const words = ritualWords(ritual);
  if (words.length === 0) return false;
  const title = new Set(
    normalizeFoodText(entry.recipe.title)
      .split(/[^a-z0-9]+/)
      .map(singular),
  );
  // Whole foods only: « pâte à pizza » does not make a tarte flambée a pizza.
  const foods = new Set(entry.ingredients.flatMap((ingredient) => kindsOf(ingredient)));
  return words.some((word) => title.has(word) || foods.has(word));
}

/**
 * The recipes a slot may have: its own table's diet when it has one, the week's otherwise;
 * those that answer its ritual when there are some; those turned down only when nothing else is.
 */
export function slotPool(
  engine: CatalogueEngine,
  slot: PlannerSlot,
  week: readonly IndexedRecipe[],
  excluded: ReadonlySet<string>,
  /** The household's own recipes (« Mes recettes »), when it lets them be suggested. */
  own: readonly IndexedRecipe[] = [],
): readonly IndexedRecipe[] {
  const table = slot.diet && {
    type: 'plat' as const,
    restrictions: slot.diet.restrictions,
    avoidedFoods: slot.diet.avoidedFoods,
  };
  const eligible = table ? [...engine.eligible(table), ...engine.eligibleOwn(own, table)] : week;
  if (eligible.length === 0) throw new AppError('NO_MATCHING_RECIPE');
  // A ritual's recipes only, when the table may eat one (the ritual comes before the time).
  const { ritual } = slot;
  const matching = ritual ? eligible.filter((entry) => matchesRitual(entry, ritual)) : [];
  const pool = matching.length > 0 ? matching : eligible;
  const offered = pool.filter((entry) => !excluded.has(entry.recipe.id));
  return offered.length > 0 ? offered : pool;
}

/**
 * The recipes that fit the slot's time when some do (`overTime` false); else all of them, and
 * the planner says nothing fits.
 */
export function withinTime(
  pool: readonly IndexedRecipe[],
  slot: PlannerSlot,
): { pool: readonly IndexedRecipe[]; overTime: boolean } {
  const { minutes } = slot;
  if (minutes === undefined) return { pool, overTime: false };
  const fitting = pool.filter((entry) => entry.recipe.time <= minutes);
  return fitting.length > 0 ? { pool: fitting, overTime: false } : { pool, overTime: true };
}

/** « 1 h 30 », « 45 min ». */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const PROTEIN_WORDS: Record<string, string> = {
  poisson: 'poisson',
  volaille: 'volaille',
  porc: 'porc',
  viande: 'viande',
  oeuf: 'œufs',
};

/** What the reason line knows of the choice. */
export interface ReasonContext {
  engine: CatalogueEngine;
  entry: IndexedRecipe;
  slot: PlannerSlot;
  /** The fridge items it uses, those expiring first first. */
  used: readonly FridgeItem[];
  overTime: boolean;
  protein: string;
  /** The meals placed before it (planned, kept, chosen), with their protein. */
  placed: readonly { date: string; protein: string }[];
}

/** Someone absent who could not have eaten it: « Léa n’est pas là : plat avec champignons possible ». */
function absentReason({ engine, entry, slot }: ReasonContext): string | null {
  for (const person of slot.absent ?? []) {
    const avoided = engine.idsMatching(person.avoidedFoods);
    const food = entry.ingredients.find((ingredient) => avoided.has(ingredient.id));
    if (food) return `${person.name} n’est pas là : plat avec ${food.plural ?? food.name} possible`;
    if (person.restrictions.length > 0) {
      const theirs = engine.eligible({
        type: 'plat',
        restrictions: person.restrictions,
        avoidedFoods: [],
      });
      if (!theirs.includes(entry))
        return `${person.name} n’est pas là : un plat hors de son régime est possible`;
    }
  }
  return null;
}

/** The fridge items it saves: « utilise ce qui expire lundi : courgettes ». */
function fridgeReason({ used, slot }: ReasonContext): string | null {
  const first = used[0];
  if (!first) return null;
  const names = used
    .slice(0, 2)
    .map((item) => item.name.toLocaleLowerCase('fr'))
    .join(', ');
  const days = first.expirationDate ? daysBetween(slot.date, first.expirationDate) : null;
  if (days === null || days > 6) return `utilise ce que le frigo a : ${names}`;
  const when = days <= 0 ? 'le jour même' : dayName(first.expirationDate!);
  return `utilise ce qui expire ${when} : ${names}`;
}

/** « pas de poisson depuis 8 jours ». */
function proteinReason({ protein, placed, slot }: ReasonContext): string | null {
  const word = PROTEIN_WORDS[protein];
  if (!word) return null;
  const before = placed
    .filter((meal) => meal.protein === protein && meal.date < slot.date)
    .map((meal) => daysBetween(meal.date, slot.date));
  if (before.length === 0) return `pas de ${word} ces derniers jours`;
  const since = Math.min(...before);
  return since >= 3 ? `pas de ${word} depuis ${since} jours` : null;
}

/**
 * Why a recipe was chosen, in one French line: its ritual, the time when nothing fits, what it
 * saves from the fridge, who is away, the variety, the time it takes.
 */
export function reasonFor(context: ReasonContext): string {
  const { entry, slot, overTime } = context;
  const day = dayName(slot.date);
  const time = entry.recipe.time;
  if (slot.ritual && matchesRitual(entry, slot.ritual)) return `rituel du ${day} : ${slot.ritual}`;
  if (overTime && slot.minutes !== undefined)
    return `Aucune recette ne tient en ${minutesText(slot.minutes)} ce ${day} : celle-ci prend ${minutesText(time)}`;
  const reason = fridgeReason(context) ?? absentReason(context) ?? proteinReason(context);
  if (reason) return reason;
  if (slot.minutes !== undefined)
    return `${minutesText(time)}, vous avez ${minutesText(slot.minutes)} ce ${day}`;
  return `${minutesText(time)}, change des repas autour`;
}
