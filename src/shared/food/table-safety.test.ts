import { describe, expect, it } from 'vitest';
import { joinNames, recipeSafety } from './table-safety';

const semoule = {
  title: 'Semoule au lait à la fleur d’oranger',
  ingredients: ['500 ml de lait', '60 g de semoule', '40 g de sucre', '1 càs de fleur d’oranger'],
};

describe('the card line', () => {
  it('says for whom, then what is respected, in one line', () => {
    expect(
      recipeSafety(semoule, {
        names: ['Noé'],
        restrictions: ['nutFree'],
        avoidedFoods: ['champignons'],
      }),
    ).toEqual({ line: 'Pour Noé · Sans fruits à coque, sans champignons', notes: [] });
  });

  it('names everyone at the table, diets before allergies, « none » left out', () => {
    const { line } = recipeSafety(semoule, {
      names: ['Claire', 'Marc', 'Noé'],
      restrictions: ['none', 'nutFree', 'vegetarian'],
      avoidedFoods: [],
    });
    expect(line).toBe('Pour Claire, Marc et Noé · Végétarien, sans fruits à coque');
  });

  it('says only who eats when nothing is to be respected', () => {
    expect(recipeSafety(semoule, { names: ['Léa'], restrictions: [], avoidedFoods: [] })).toEqual({
      line: 'Pour Léa',
      notes: [],
    });
  });

  it('never claims what a recipe breaks, and says so', () => {
    const pistaches = { ...semoule, ingredients: [...semoule.ingredients, '5 g de pistaches'] };
    const safety = recipeSafety(pistaches, {
      names: ['Noé'],
      restrictions: ['nutFree', 'glutenFree'],
      avoidedFoods: [],
    });
    expect(safety.line).toBe('Pour Noé');
    expect(safety.notes).toEqual([
      'Attention\u00a0: cette recette ne convient pas (sans fruits à coque, sans gluten).',
    ]);
  });

  it('never presents a recipe it cannot check as safe for an allergy', () => {
    const unknown = { ...semoule, ingredients: [...semoule.ingredients, '1 sachet de zorglub'] };
    const safety = recipeSafety(unknown, {
      names: ['Noé'],
      restrictions: ['nutFree'],
      avoidedFoods: ['champignons'],
    });
    expect(safety.line).toBe('Pour Noé · Sans champignons');
    expect(safety.notes).toEqual([
      'Popote ne sait pas vérifier « 1 sachet de zorglub »\u00a0: contrôlez-le vous-même (sans fruits à coque).',
    ]);
  });

  it('tells a nut-free table that coconut, nutmeg and chestnut are not nuts', () => {
    const coco = {
      title: 'Riz au lait de coco',
      ingredients: ['200 ml de lait de coco', '1 pincée de muscade', '50 g de crème de marrons'],
    };
    const { line, notes } = recipeSafety(coco, {
      names: ['Noé'],
      restrictions: ['nutFree'],
      avoidedFoods: [],
    });
    expect(line).toBe('Pour Noé · Sans fruits à coque');
    expect(notes).toEqual([
      'La noix de coco n’est pas un fruit à coque.',
      'La muscade n’est pas un fruit à coque.',
      'La châtaigne n’est pas un fruit à coque.',
    ]);
    // Not said to a table without the allergy, nor for a potimarron.
    expect(
      recipeSafety(coco, { names: ['Léa'], restrictions: [], avoidedFoods: [] }).notes,
    ).toEqual([]);
    const soupe = { title: 'Velouté de potimarron', ingredients: ['1 kg de potimarron'] };
    expect(
      recipeSafety(soupe, { names: ['Noé'], restrictions: ['nutFree'], avoidedFoods: [] }).notes,
    ).toEqual([]);
  });
});

describe('joinNames', () => {
  it('joins French style', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Noé'])).toBe('Noé');
    expect(joinNames(['Léa', 'Noé'])).toBe('Léa et Noé');
    expect(joinNames(['Claire', 'Marc', 'Noé'])).toBe('Claire, Marc et Noé');
  });
});
