import type { Restriction } from '../../../../shared/constants';
import { RESTRICTION_LABELS, restrictionKind } from '../../../../shared/dietary-restrictions';
import type {
  ConcernedPerson,
  HouseholdRestriction,
  RestrictionConcerns,
} from '../api/household-restrictions';

/** The badge of a line: « Allergie », « Régime » or « À éviter ». */
export type RestrictionBadge = 'allergy' | 'diet' | 'avoided';

/** What the household must respect: a restriction, or a food to avoid. */
export type RestrictionChoice =
  { kind: 'restriction'; value: Restriction } | { kind: 'avoided'; value: string };

/** « Sans fruits à coque », or the food as written (« champignons »). */
export function restrictionLabel(item: RestrictionChoice): string {
  return item.kind === 'restriction' ? RESTRICTION_LABELS[item.value] : item.value;
}

export function restrictionBadge(item: RestrictionChoice): RestrictionBadge {
  return item.kind === 'restriction' ? restrictionKind(item.value) : 'avoided';
}

const foodKey = (food: string) => food.trim().toLocaleLowerCase('fr');

/** The line of the list that is the same choice (a food compared without regard to case). */
export function findRestriction(
  items: readonly HouseholdRestriction[],
  choice: RestrictionChoice | null,
): HouseholdRestriction | undefined {
  if (!choice) return undefined;
  return items.find((item) =>
    item.kind === 'restriction'
      ? choice.kind === 'restriction' && item.value === choice.value
      : choice.kind === 'avoided' && foodKey(item.value) === foodKey(choice.value),
  );
}

/** A stable key for a line. */
export const restrictionKey = (item: RestrictionChoice) =>
  item.kind === 'restriction' ? `restriction:${item.value}` : `avoided:${foodKey(item.value)}`;

/** « Lou », « Lou et Noé », « Camille, Lou et Noé ». */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

/** The first names of those a line concerns, in the household's order (unknown ids left out). */
export function concernedNames(
  concerns: RestrictionConcerns,
  people: readonly ConcernedPerson[],
  unnamed: string,
): string[] {
  if (concerns === 'everyone') return [];
  const chosen = new Set(concerns);
  return people
    .filter((person) => chosen.has(person.id))
    .map((person) => person.firstName.trim() || unnamed);
}

/** « Tout le foyer » checked replaces the names; unchecked, it leaves no one. */
export function toggleEveryone(concerns: RestrictionConcerns): RestrictionConcerns {
  return concerns === 'everyone' ? [] : 'everyone';
}

/** A name checked leaves « Tout le foyer »; it is added, or taken out. */
export function togglePerson(concerns: RestrictionConcerns, id: string): RestrictionConcerns {
  const ids = concerns === 'everyone' ? [] : concerns;
  return ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id];
}
