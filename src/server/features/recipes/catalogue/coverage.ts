import { DISH_TYPES, type DishType } from '../../../../shared/constants';
import { RESTRICTION_LABELS } from '../../../../shared/dietary-restrictions';
import {
  compatibleRestrictions,
  FORBIDDEN_FLAGS,
  type Restriction,
} from '../../../../shared/food/diet';
import { ingredientById } from '../../../../shared/food/taxonomy';
import type { CatalogueRecipe } from './types';

/**
 * How deep the catalogue is for each table (issue 26, item 2): every single restriction and the
 * combinations families ask for most, counted per dish type. The test beside this file fails
 * under the minimums, and `docs/catalogue.md` prints the same tables (`npm run docs:catalogue`).
 */
export interface DietProfile {
  label: string;
  restrictions: readonly Restriction[];
}

const SINGLES: DietProfile[] = (Object.keys(FORBIDDEN_FLAGS) as Restriction[]).map(
  (restriction) => ({ label: RESTRICTION_LABELS[restriction], restrictions: [restriction] }),
);

export const DIET_PROFILES: readonly DietProfile[] = [
  { label: 'Sans restriction', restrictions: [] },
  ...SINGLES,
  {
    label: 'Végan + sans gluten + sans fruits à coque',
    restrictions: ['vegan', 'glutenFree', 'nutFree'],
  },
  {
    label: 'Végétarien + sans gluten + sans lactose',
    restrictions: ['vegetarian', 'glutenFree', 'dairyFree'],
  },
  { label: 'Halal + sans lactose', restrictions: ['halal', 'dairyFree'] },
  { label: 'Casher + sans gluten', restrictions: ['kosher', 'glutenFree'] },
];

/** The fewest recipes a table may be left with: 60 main courses, 30 of every other type. */
export const MINIMUM_PER_TYPE = (type: DishType): number => (type === 'plat' ? 60 : 30);

/** The restrictions a recipe respects, computed from its ingredients (never declared). */
export function restrictionsOf(recipe: CatalogueRecipe): readonly Restriction[] {
  return compatibleRestrictions(
    recipe.ingredients
      .map(([id]) => ingredientById(id))
      .filter((ingredient) => ingredient !== undefined),
  );
}

export interface DietRow {
  profile: DietProfile;
  counts: Record<DishType, number>;
}

export function dietTable(catalogue: readonly CatalogueRecipe[]): DietRow[] {
  const respected = new Map(catalogue.map((recipe) => [recipe, new Set(restrictionsOf(recipe))]));
  return DIET_PROFILES.map((profile) => ({
    profile,
    counts: Object.fromEntries(
      DISH_TYPES.map((type) => [
        type,
        catalogue.filter(
          (recipe) =>
            recipe.type === type &&
            profile.restrictions.every((restriction) => respected.get(recipe)!.has(restriction)),
        ).length,
      ]),
    ) as Record<DishType, number>,
  }));
}

export const TIME_BANDS = [
  { label: '≤ 15 min', max: 15 },
  { label: '16–30 min', max: 30 },
  { label: '31–60 min', max: 60 },
  { label: '> 60 min', max: Infinity },
] as const;

export function timeTable(catalogue: readonly CatalogueRecipe[]) {
  return DISH_TYPES.map((type) => {
    const ofType = catalogue.filter((recipe) => recipe.type === type);
    return {
      type,
      counts: TIME_BANDS.map(
        (band, index) =>
          ofType.filter(
            (recipe) =>
              recipe.time <= band.max && (index === 0 || recipe.time > TIME_BANDS[index - 1]!.max),
          ).length,
      ),
      total: ofType.length,
    };
  });
}

const TYPE_LABELS: Record<DishType, string> = {
  boisson: 'Boissons',
  apéro: 'Apéros',
  'amuse-bouche': 'Amuse-bouches',
  entrée: 'Entrées',
  plat: 'Plats',
  dessert: 'Desserts',
};

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The tables of docs/catalogue.md, between its markers. */
export function catalogueTables(catalogue: readonly CatalogueRecipe[]): string {
  const types = DISH_TYPES.map((type) => TYPE_LABELS[type]);
  const diets = dietTable(catalogue).map(({ profile, counts }) =>
    row([profile.label, ...DISH_TYPES.map((type) => counts[type])]),
  );
  const times = timeTable(catalogue).map(({ type, counts, total }) =>
    row([TYPE_LABELS[type], ...counts, total]),
  );
  return [
    `${catalogue.length} recettes.`,
    '',
    '#### Par régime et type de plat',
    '',
    row(['Table', ...types]),
    row(['---', ...types.map(() => '---:')]),
    ...diets,
    '',
    '#### Par durée (préparation et cuisson)',
    '',
    row(['Type', ...TIME_BANDS.map((band) => band.label), 'Total']),
    row(['---', ...TIME_BANDS.map(() => '---:'), '---:']),
    ...times,
  ].join('\n');
}
