import { describe, expect, it } from 'vitest';
import { recipeSeason } from '../../../shared/food/seasons';
import { CATALOGUE } from './catalogue';
import { present } from './catalogue-engine';

const recipe = (id: string) => {
  const found = CATALOGUE.find((entry) => entry.id === id);
  if (!found) throw new Error(`no catalogue recipe ${id}`);
  return found;
};
const idsOf = (id: string) => recipe(id).ingredients.map(([ingredient]) => ingredient);

describe('the season of catalogue recipes', () => {
  it('puts the ratatouille in season in August, not in January, and names what is missing', () => {
    expect(recipeSeason(idsOf('ratatouille-provencale'), 8).inSeason).toBe(true);
    const january = recipeSeason(idsOf('ratatouille-provencale'), 1);
    expect(january.inSeason).toBe(false);
    expect(january.outOfSeason).toEqual(['aubergine', 'courgette', 'poivron', 'tomate']);
  });

  it('puts green asparagus in season in May only among May, August and January', () => {
    const id = 'asperges-vertes-poelees-aux-noisettes';
    expect(recipeSeason(idsOf(id), 5).inSeason).toBe(true);
    expect(recipeSeason(idsOf(id), 1).inSeason).toBe(false);
    expect(recipeSeason(idsOf(id), 8).inSeason).toBe(false);
  });

  it('keeps the stored pumpkin in season in November, not in May', () => {
    const season = recipeSeason(idsOf('shots-de-veloute-de-potiron-au-curry'), 11);
    expect(season.seasonal).toContain('potiron');
    expect(recipeSeason(idsOf('shots-de-veloute-de-potiron-au-curry'), 5).outOfSeason).toContain(
      'potiron',
    );
  });

  it('finds recipes in season every month of the year', () => {
    for (let month = 1; month <= 12; month++) {
      const count = CATALOGUE.filter(
        (entry) =>
          recipeSeason(
            entry.ingredients.map(([id]) => id),
            month,
          ).inSeason,
      ).length;
      expect(count, `month ${month}`).toBeGreaterThan(50);
    }
  });
});

describe('present', () => {
  it('says « De saison » for the month asked, and nothing otherwise', () => {
    expect(present(recipe('ratatouille-provencale'), 4, 8).inSeason).toBe(true);
    expect(present(recipe('ratatouille-provencale'), 4, 1).inSeason).toBeUndefined();
  });

  it('never calls « De saison » a recipe holding produce out of season', () => {
    for (const month of [1, 5, 8, 11]) {
      for (const entry of CATALOGUE) {
        if (!present(entry, entry.servings, month).inSeason) continue;
        expect(
          recipeSeason(
            entry.ingredients.map(([id]) => id),
            month,
          ).outOfSeason,
          entry.id,
        ).toEqual([]);
      }
    }
  });
});
