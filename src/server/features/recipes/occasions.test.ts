import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DishType } from '../../../shared/constants';
import type { Restriction } from '../../../shared/food/diet';
import { CATALOGUE } from './catalogue';
import { restrictionsOf } from './catalogue/coverage';
import { present } from './catalogue-engine';
import { occasionTables } from './data-tables';
import { OCCASION_RECIPES } from './occasions-data';
import { OCCASION_LABELS, OCCASIONS, occasionsOf, recipesFor, type Occasion } from './occasions';

const BY_ID = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));

/** The courses of a menu: something to nibble, an entrée, a plat, a dessert. */
const COURSES: readonly (readonly DishType[])[] = [
  ['apéro', 'amuse-bouche'],
  ['entrée'],
  ['plat'],
  ['dessert'],
];

const MENU_OCCASIONS: readonly Occasion[] = [
  'noel',
  'nouvel-an',
  'paques',
  'brunch',
  'anniversaire',
];

function courseCount(occasion: Occasion, types: readonly DishType[], diet: readonly Restriction[]) {
  return recipesFor(occasion).filter((id) => {
    const recipe = BY_ID.get(id)!;
    const respected = restrictionsOf(recipe);
    return types.includes(recipe.type) && diet.every((r) => respected.includes(r));
  }).length;
}

describe('occasions', () => {
  it('labels every occasion in French', () => {
    expect(OCCASIONS.map((occasion) => OCCASION_LABELS[occasion])).toEqual([
      'Noël',
      'Nouvel An',
      'Pâques',
      'Anniversaire d’enfant',
      'Brunch',
      'Apéro dînatoire',
      'Raclette ou fondue',
    ]);
  });

  it('names only catalogue recipes, each once per occasion', () => {
    for (const occasion of OCCASIONS) {
      const ids = OCCASION_RECIPES[occasion];
      expect(
        ids.filter((id) => !BY_ID.has(id)),
        occasion,
      ).toEqual([]);
      expect(new Set(ids).size, occasion).toBe(ids.length);
    }
  });

  it.each(MENU_OCCASIONS)(
    'offers a whole vegetarian, vegan and gluten-free menu for %s',
    (occasion) => {
      for (const diet of [
        [],
        ['vegetarian'],
        ['vegan'],
        ['glutenFree'],
        ['vegan', 'glutenFree'],
      ] as Restriction[][]) {
        for (const types of COURSES)
          expect(
            courseCount(occasion, types, diet),
            `${occasion} ${types.join('/')} ${diet.join('+')}`,
          ).toBeGreaterThan(0);
      }
    },
  );

  it('tags festive dishes and leaves a weekday dish untagged', () => {
    expect(occasionsOf('buche-de-noel-au-chocolat-et-aux-marrons')).toContain('noel');
    expect(occasionsOf('gigot-d-agneau-de-paques-aux-flageolets')).toEqual(['paques']);
    expect(occasionsOf('fondue-moitie-moitie')).toEqual(['raclette-fondue']);
    expect(occasionsOf('gateau-d-anniversaire-au-chocolat-et-a-la-ganache')).toContain(
      'anniversaire',
    );
    expect(occasionsOf('pancakes-moelleux-au-sirop-d-erable')).toContain('brunch');
    expect(occasionsOf('houmous-classique')).toContain('apero-dinatoire');
    expect(occasionsOf('lentilles-vertes-mijotees-aux-carottes')).toEqual([]);
    expect(occasionsOf('pas-une-recette')).toEqual([]);
  });

  it('gives a recipe’s occasions in the order of OCCASIONS', () => {
    const fondueChinoise = occasionsOf('fondue-chinoise-du-nouvel-an');
    expect(fondueChinoise).toEqual(['noel', 'nouvel-an', 'raclette-fondue']);
  });

  it('shows them on the recipe the engine serves, and nothing on the others', () => {
    expect(present(BY_ID.get('buche-de-noel-au-chocolat-et-aux-marrons')!, 4).occasions).toContain(
      'noel',
    );
    expect(
      present(BY_ID.get('lentilles-vertes-mijotees-aux-carottes')!, 4).occasions,
    ).toBeUndefined();
  });
});

describe('docs/catalogue.md', () => {
  it('prints the occasion, cost and « relevé » tables as they are (npm run docs:catalogue)', () => {
    const cells = (text: string) =>
      text.replace(/ {2,}/g, ' ').replace(/(:?)-{3,}(:?)/g, '$1---$2');
    const doc = readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/catalogue.md'),
      'utf8',
    );
    expect(cells(doc)).toContain(cells(occasionTables()));
  });
});
