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

  it('tells crustaceans from molluscs, and covers both with « fruits de mer »', () => {
    expect(matches(['crustacés'], 'crevette')).toBe(true);
    expect(matches(['crustacés'], 'surimi')).toBe(true);
    expect(matches(['crustacés'], 'moule')).toBe(false);
    expect(matches(['mollusques'], 'calamar')).toBe(true);
    expect(matches(['coquillages'], 'huitre')).toBe(true);
    expect(matches(['coquillages'], 'homard')).toBe(false);
    for (const id of ['crevette', 'homard', 'moule', 'escargot', 'fruit-de-mer'])
      expect(matches(['fruits de mer'], id), id).toBe(true);
  });

  it('matches the allergen families, peanuts apart from tree nuts', () => {
    expect(matches(['arachides'], 'huile-d-arachide')).toBe(true);
    expect(matches(['cacahuètes'], 'beurre-de-cacahuete')).toBe(true);
    expect(matches(['arachide'], 'amande')).toBe(false);
    expect(matches(['fruits à coque'], 'amande')).toBe(true);
    expect(matches(['fruits à coque'], 'cacahuete')).toBe(false);
    expect(matches(['fruits à coque'], 'noix-de-coco')).toBe(false);
    expect(matches(['soja'], 'tofu')).toBe(true);
    expect(matches(['soja'], 'sauce-soja')).toBe(true);
    expect(matches(['soja'], 'pois-chiche')).toBe(false);
    expect(matches(['sésame'], 'tahini')).toBe(true);
    expect(matches(['sésame'], 'houmous')).toBe(true);
    expect(matches(['sésame'], 'graine-de-pavot')).toBe(false);
    expect(matches(['sulfites'], 'vin-rouge')).toBe(true);
    expect(matches(['sulfites'], 'abricot-sec')).toBe(true);
    expect(matches(['sulfites'], 'abricot')).toBe(false);
    expect(matches(['lupin'], 'farine-de-lupin')).toBe(true);
    expect(matches(['lupin'], 'farine')).toBe(false);
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
