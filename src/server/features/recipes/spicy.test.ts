import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { present } from './catalogue-engine';
import { isSpicy, SPICY_OVERRIDE_IDS, spicyFoods } from './spicy';

const byId = (id: string) => CATALOGUE.find((recipe) => recipe.id === id)!;

describe('« relevé »', () => {
  it('flags a dish with harissa or chilli, not a gratin or a mild Espelette dish', () => {
    expect(isSpicy('couscous-aux-legumes')).toBe(true);
    expect(isSpicy('chili-con-carne')).toBe(true);
    expect(isSpicy('curry-vert-de-poulet-aux-aubergines')).toBe(true);
    expect(isSpicy('gratin-dauphinois')).toBe(false);
    expect(isSpicy('poulet-basquaise')).toBe(false);
    expect(isSpicy('pas-une-recette')).toBe(false);
  });

  it('follows its hand corrections', () => {
    expect(SPICY_OVERRIDE_IDS.filter((id) => !CATALOGUE.some((r) => r.id === id))).toEqual([]);
    expect(isSpicy('piments-verts-grilles-a-la-fleur-de-sel')).toBe(false);
    expect(isSpicy('jus-de-gingembre-a-l-ananas')).toBe(true);
  });

  it('names the offending foods of any recipe', () => {
    expect(spicyFoods(['pates', 'harissa', 'tomate'])).toEqual(['harissa']);
    expect(spicyFoods(['pates', 'tomate'])).toEqual([]);
  });

  it('is on the recipe the engine serves only when true', () => {
    expect(present(byId('couscous-aux-legumes'), 4).spicy).toBe(true);
    expect(present(byId('gratin-dauphinois'), 4).spicy).toBeUndefined();
  });
});
