import { z } from 'zod';

/**
 * Portions for who eats (decision 0023): « pers. » counts people, portions drive quantities.
 * A child eats a fraction of an adult's portion — the household's « Portion enfant », ½ by
 * default, ¾ or 1 — and a meal is cooked in whole portions, rounded up: nobody goes hungry,
 * and a recipe is never scaled to « 2,5 portions ».
 *
 *   2 adultes + 2 enfants (½) = 3 portions      1 adulte + 1 enfant (½) = 2 portions (1,5 ↑)
 *   2 adultes + 3 enfants (¾) = 5 portions      3 enfants (½) = 2 portions (1,5 ↑)
 */

/** The fractions a household may choose for a child's portion. */
export const CHILD_PORTIONS = [0.5, 0.75, 1] as const;
export type ChildPortion = (typeof CHILD_PORTIONS)[number];
export const DEFAULT_CHILD_PORTION: ChildPortion = 0.5;

/** The most portions a meal is cooked for (the planning's and the settings' bound). */
export const PORTIONS_MAX = 50;

export const childPortionSchema = z.literal(CHILD_PORTIONS, {
  error: 'Choisissez ½, ¾ ou 1 portion par enfant.',
});

/**
 * PUT /api/household/settings: the household's settings (« Portion enfant », « Suggérer aussi
 * mes recettes »), each optional: what is sent changes, the rest stays.
 */
export const householdSettingsInputSchema = z
  .strictObject({
    childPortion: childPortionSchema.optional(),
    suggestOwnRecipes: z.boolean().optional(),
  })
  .refine((input) => input.childPortion !== undefined || input.suggestOwnRecipes !== undefined, {
    message: 'Aucun réglage à changer.',
  });
export type HouseholdSettingsInput = z.input<typeof householdSettingsInputSchema>;

/** GET and PUT /api/household/settings: what the household decides for everyone's meals. */
export interface HouseholdSettings {
  childPortion: ChildPortion;
  /** « Suggérer aussi mes recettes »: on by default. */
  suggestOwnRecipes: boolean;
}

export const isChildPortion = (value: unknown): value is ChildPortion =>
  (CHILD_PORTIONS as readonly unknown[]).includes(value);

/** Who eats a meal, counted: the adults and the children at the table. */
export interface Eaters {
  adults: number;
  children: number;
}

/** How many portions a meal is for, and how they were counted (for the recipe's line). */
export interface Portions extends Eaters {
  /** The child's fraction of an adult portion the count used. */
  childPortion: ChildPortion;
  /** Whole portions, rounded up, at least 1: what the quantities are scaled to. */
  portions: number;
  /** Adults + children: what « pers. » says. */
  people: number;
  /** « 2 adultes + 2 enfants = 3 portions ». */
  text: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count >= 2 ? many : one}`;

/**
 * Whole portions for `adults` and `children` at `childPortion` each: the sum rounded up, at
 * least 1, at most PORTIONS_MAX. Counted in quarters, so ¾ × 3 is exactly 2,25 (→ 3).
 */
export function portionCount(
  { adults, children }: Eaters,
  childPortion: ChildPortion = DEFAULT_CHILD_PORTION,
): number {
  const grown = Math.max(0, Math.floor(adults));
  const young = Math.max(0, Math.floor(children));
  const quarters = grown * 4 + young * Math.round(childPortion * 4);
  return Math.min(PORTIONS_MAX, Math.max(1, Math.ceil(quarters / 4)));
}

/** « 2 adultes + 2 enfants = 3 portions », « 1 adulte = 1 portion », « 3 enfants = 2 portions ». */
export function portionsText(eaters: Eaters, portions: number): string {
  const parts = [
    ...(eaters.adults > 0 ? [plural(eaters.adults, 'adulte', 'adultes')] : []),
    ...(eaters.children > 0 ? [plural(eaters.children, 'enfant', 'enfants')] : []),
  ];
  const total = plural(portions, 'portion', 'portions');
  return parts.length > 0 ? `${parts.join(' + ')} = ${total}` : total;
}

/** Everything a recipe says about who eats: the count, the people and the line. */
export function portionsFor(
  eaters: Eaters,
  childPortion: ChildPortion = DEFAULT_CHILD_PORTION,
): Portions {
  const adults = Math.max(0, Math.floor(eaters.adults));
  const children = Math.max(0, Math.floor(eaters.children));
  const portions = portionCount({ adults, children }, childPortion);
  return {
    adults,
    children,
    childPortion,
    portions,
    people: adults + children,
    text: portionsText({ adults, children }, portions),
  };
}

/**
 * Another number of people for a meal whose eaters were counted: the children stay (as many as
 * fit), the others are adults. « 2 adultes + 2 enfants » made 5 people: 3 adultes + 2 enfants.
 */
export function withPeople(eaters: Eaters, people: number): Eaters {
  const total = Math.max(1, Math.floor(people));
  const children = Math.min(Math.max(0, Math.floor(eaters.children)), total);
  return { adults: total - children, children };
}
