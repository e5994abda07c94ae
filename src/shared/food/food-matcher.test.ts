import { describe, expect, it } from 'vitest';
import { foodMatcher, matchesFood, textMentionsFood } from './food-matcher';
import { ingredientById } from './taxonomy';

const matches = (terms: string[], id: string) => {
  const ingredient = ingredientById(id);
  if (!ingredient) throw new Error(`unknown ingredient ${id}`);
  return matchesFood(ingredient, foodMatcher(terms));
};

describe('foodMatcher and matchesFood', () => {
  it('matches an ingredient by its name, plural or synonym, whatever the case and accents', () => {
    expect(matches(['Tomates'], 'tomate')).toBe(true);
    expect(matches(['OEUFS'], 'oeuf')).toBe(true);
    expect(matches(['cacahuètes'], 'cacahuete')).toBe(true);
  });

  it('matches the kinds of a general food', () => {
    expect(matches(['fromage'], 'comte')).toBe(true);
    expect(matches(['champignons'], 'champignon-de-paris')).toBe(true);
    expect(matches(['tomate'], 'tomate-cerise')).toBe(true);
  });

  it('matches families of foods by their diet flags', () => {
    expect(matches(['poisson'], 'saumon')).toBe(true);
    expect(matches(['viande'], 'lardon')).toBe(true);
    expect(matches(['porc'], 'jambon-blanc')).toBe(true);
    expect(matches(['fruits de mer'], 'crevette')).toBe(true);
    expect(matches(['lactose'], 'beurre')).toBe(true);
    expect(matches(['œufs'], 'mayonnaise')).toBe(true);
    expect(matches(['alcool'], 'vin-blanc')).toBe(true);
  });

  it('matches products named after the food, not foods that merely start with its name', () => {
    expect(matches(['pomme'], 'jus-de-pomme')).toBe(true);
    expect(matches(['pomme'], 'pomme-de-terre')).toBe(false);
    expect(matches(['lait'], 'lait-de-coco')).toBe(false);
    expect(matches(['noix'], 'noix-de-coco')).toBe(false);
  });

  it('leaves other foods alone, and matches nothing with an empty list', () => {
    expect(matches(['poisson'], 'poulet')).toBe(false);
    expect(matches(['champignons'], 'courgette')).toBe(false);
    expect(matches([], 'tomate')).toBe(false);
    expect(matches(['  '], 'tomate')).toBe(false);
  });
});

describe('textMentionsFood', () => {
  it('finds a food written inside a free text', () => {
    const matcher = foodMatcher(['coriandre']);
    expect(textMentionsFood('1 bouquet de coriandre fraîche', matcher)).toBe(true);
    expect(textMentionsFood('2 carottes', matcher)).toBe(false);
  });
});
