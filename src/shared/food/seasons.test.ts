import { describe, expect, it } from 'vitest';
import { ALL_INGREDIENTS } from './taxonomy';
import { PRODUCE_SEASONS, isInSeason, recipeSeason, seasonOf, zurichMonth } from './seasons';

const produce = ALL_INGREDIENTS.filter((ingredient) => ingredient.aisle === 'fruits-legumes');

describe('the produce calendar', () => {
  it('gives a season to every fruit, vegetable, herb and mushroom of the taxonomy', () => {
    const missing = produce.map(({ id }) => id).filter((id) => seasonOf(id) === undefined);
    expect(missing).toEqual([]);
  });

  it('names only ingredients of the taxonomy', () => {
    const known = new Set(ALL_INGREDIENTS.map(({ id }) => id));
    expect(Object.keys(PRODUCE_SEASONS).filter((id) => !known.has(id))).toEqual([]);
  });

  it('writes valid months, each once, at least one', () => {
    for (const [id, season] of Object.entries(PRODUCE_SEASONS)) {
      if (!Array.isArray(season)) continue;
      expect(season.length, id).toBeGreaterThan(0);
      expect(new Set(season).size, id).toBe(season.length);
      for (const month of season)
        expect(Number.isInteger(month) && month >= 1 && month <= 12, id).toBe(true);
    }
  });

  it('never puts imported produce in season', () => {
    for (const [id, season] of Object.entries(PRODUCE_SEASONS)) {
      if (season !== 'importé') continue;
      for (let month = 1; month <= 12; month++) expect(isInSeason(id, month), id).toBe(false);
    }
    for (const id of [
      'citron',
      'citron-vert',
      'orange',
      'avocat',
      'banane',
      'ananas',
      'mangue',
      'noix-de-coco',
    ])
      expect(seasonOf(id), id).toBe('importé');
  });

  it('knows the seasons a cook knows', () => {
    expect(isInSeason('asperge', 5)).toBe(true);
    expect(isInSeason('asperge', 1)).toBe(false);
    expect(isInSeason('tomate', 8)).toBe(true);
    expect(isInSeason('tomate', 2)).toBe(false);
    expect(isInSeason('fraise', 6)).toBe(true);
    expect(isInSeason('fraise', 12)).toBe(false);
    expect(isInSeason('courgette', 1)).toBe(false);
  });

  it('counts stored crops in season during their storage months', () => {
    expect(isInSeason('courge', 11)).toBe(true);
    expect(isInSeason('potimarron', 1)).toBe(true);
    expect(isInSeason('pomme', 3)).toBe(true);
    expect(isInSeason('poire', 1)).toBe(true);
    for (const id of ['pomme-de-terre', 'oignon', 'carotte', 'ail'])
      for (let month = 1; month <= 12; month++) expect(isInSeason(id, month), id).toBe(true);
    expect(isInSeason('chou', 2)).toBe(true);
    expect(isInSeason('betterave', 3)).toBe(true);
  });

  it('leaves processed and shelf-stable foods out', () => {
    for (const id of [
      'sel',
      'huile-d-olive',
      'thon-en-boite',
      'saumon-fume',
      'farine',
      'coeur-d-artichaut',
    ])
      expect(isInSeason(id, 6), id).toBe(false);
    expect(seasonOf('thon-en-boite')).toBeUndefined();
    expect(seasonOf('coeur-d-artichaut')).toBe('transformé');
  });
});

describe('recipeSeason', () => {
  it('is « De saison » when every fresh local product is in season', () => {
    expect(recipeSeason(['tomate', 'basilic', 'huile-d-olive', 'sel'], 8)).toMatchObject({
      inSeason: true,
      outOfSeason: [],
    });
  });

  it('names the produce out of season', () => {
    expect(recipeSeason(['tomate', 'basilic', 'oignon'], 2)).toMatchObject({
      inSeason: false,
      outOfSeason: ['tomate', 'basilic'],
      seasonal: ['oignon'],
    });
  });

  it('neither makes nor breaks a season with imports', () => {
    expect(recipeSeason(['courge', 'citron'], 11)).toMatchObject({
      inSeason: true,
      imported: ['citron'],
    });
    expect(recipeSeason(['citron', 'sucre', 'farine'], 11).inSeason).toBe(false);
    expect(recipeSeason(['farine', 'sucre', 'oeuf'], 6).inSeason).toBe(false);
  });
});

describe('zurichMonth', () => {
  it('reads the month in Zurich, not in UTC', () => {
    expect(zurichMonth(new Date('2026-11-30T23:30:00Z'))).toBe(12);
    expect(zurichMonth(new Date('2026-06-30T21:59:00Z'))).toBe(6);
    expect(zurichMonth(new Date('2026-06-30T22:00:00Z'))).toBe(7);
  });
});
