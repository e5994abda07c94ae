import { describe, expect, it } from 'vitest';
import { ingredientById } from '../../../../shared/food/taxonomy';
import {
  COOKING,
  REFERENCES,
  STORAGE,
  SUBSTITUTIONS,
  answerKnowledge,
  type KnowledgeTable,
} from '.';

const table = (overrides: Partial<KnowledgeTable> = {}): KnowledgeTable => ({
  restrictions: [],
  avoidedFoods: [],
  restrictionNames: [],
  month: 12,
  ...overrides,
});

describe('the cooking knowledge', () => {
  it('names only foods the taxonomy knows', () => {
    const ids = [
      ...COOKING.flatMap((entry) => entry.foods),
      ...SUBSTITUTIONS.flatMap((entry) => [
        ...entry.replaces,
        ...entry.options.flatMap((option) => option.foods),
      ]),
    ];
    expect(ids.filter((id) => !ingredientById(id))).toEqual([]);
  });

  it('names a reference for every core temperature and keeping time', () => {
    const references = Object.values(REFERENCES);
    for (const entry of [...COOKING, ...STORAGE]) {
      if (/à cœur|au frigo|au congélateur/.test(entry.text)) {
        expect(
          references.some((reference) => entry.text.includes(reference)),
          entry.text,
        ).toBe(true);
      }
    }
  });

  it('gives substitutes with proportions, leaving out what the table cannot eat, and says so', () => {
    const vegan = answerKnowledge(
      'par quoi remplacer les œufs ?',
      table({ restrictions: ['vegan'], restrictionNames: ['végan'] }),
    )!;
    expect(vegan.topic).toBe('substitution');
    expect(vegan.text).toMatch(/50\sg de compote/);
    expect(vegan.text).not.toMatch(/yaourt/);
    expect(vegan.text).toMatch(/laissé de côté ce que votre foyer \(végan\) ne mange pas/);
    expect(vegan.replaces).toContain('oeuf');

    const nutFree = answerKnowledge(
      'comment remplacer la farine de blé ?',
      table({ restrictions: ['nutFree'], restrictionNames: ['sans fruits à coque'] }),
    )!;
    expect(nutFree.text).not.toMatch(/amande/);
    expect(nutFree.text).toMatch(/farine de riz/);
  });

  it('answers a timing question with a range, and a season from the calendar', () => {
    expect(answerKnowledge('combien de temps cuire des pâtes ?', table())!.text).toMatch(
      /8 à 12 minutes/,
    );
    expect(answerKnowledge('les fraises sont de saison en juin ?', table())!.text).toMatch(
      /de saison en juin/,
    );
  });

  it('reminds a vegetarian table when it asks how to cook chicken', () => {
    const answer = answerKnowledge(
      'combien de temps cuire un poulet ?',
      table({ restrictions: ['vegetarian'], restrictionNames: ['végétarien'] }),
    )!;
    expect(answer.text).toMatch(/74\s°C/);
    expect(answer.text).toMatch(/votre foyer \(végétarien\) ne mange pas cet aliment/);
  });
});
