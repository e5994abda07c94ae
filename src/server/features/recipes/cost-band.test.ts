import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { present } from './catalogue-engine';
import { costBandOf } from './cost-band';

describe('cost band of catalogue recipes', () => {
  it('puts pasta with tomato under a beef fillet', () => {
    expect(costBandOf('spaghetti-aux-tomates-cerises-et-basilic')).toBe(1);
    expect(costBandOf('filet-de-boeuf-en-croute-du-nouvel-an')).toBe(3);
    expect(costBandOf('lentilles-vertes-mijotees-aux-carottes')).toBe(1);
    expect(costBandOf('blanquette-de-veau')).toBe(3);
  });

  it('gives every recipe a band, and each band to some plats', () => {
    const bands = CATALOGUE.filter((recipe) => recipe.type === 'plat').map((r) => costBandOf(r.id));
    expect(new Set(bands)).toEqual(new Set([1, 2, 3]));
  });

  it('is on every recipe the engine serves', () => {
    const recipe = CATALOGUE.find((r) => r.id === 'filet-de-boeuf-en-croute-du-nouvel-an')!;
    expect(present(recipe, 4).costBand).toBe(3);
  });
});
