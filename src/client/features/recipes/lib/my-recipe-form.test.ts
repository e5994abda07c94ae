import { describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../../../../shared/recipe-import';
import { checkForm, formOfDraft } from './my-recipe-form';

const DRAFT: RecipeDraft = {
  title: 'Tarte aux poireaux',
  description: '',
  servings: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  ingredientLines: [],
  steps: [],
  imageUrl: null,
  sourceUrl: null,
  tags: [],
  dishType: null,
};

describe('formOfDraft', () => {
  it('fills what the source does not say with the editor’s defaults', () => {
    const form = formOfDraft(DRAFT);
    expect(form).toMatchObject({
      title: 'Tarte aux poireaux',
      dishType: 'plat',
      servings: '4',
      preparationMinutes: '',
      cookingMinutes: '',
      sourceUrl: '',
      tags: '',
    });
    expect(checkForm(form)).toEqual({});
  });

  it('counts a total time alone as preparation, and a total with cooking as their difference', () => {
    expect(formOfDraft({ ...DRAFT, totalMinutes: 75 })).toMatchObject({
      preparationMinutes: '75',
      cookingMinutes: '',
    });
    expect(formOfDraft({ ...DRAFT, totalMinutes: 75, cookMinutes: 60 })).toMatchObject({
      preparationMinutes: '15',
      cookingMinutes: '60',
    });
  });

  it('keeps a long page within what the book accepts, one line per ingredient and step', () => {
    const form = formOfDraft({
      ...DRAFT,
      title: 'T'.repeat(200),
      servings: 120,
      cookMinutes: 3000,
      ingredientLines: Array.from({ length: 80 }, (_, index) => `${index + 1} g de\nsel`),
      steps: ['Mélanger.\n\nCuire.', '  '],
      tags: ['été, soleil', 'été, soleil', 'x'.repeat(60)],
    });
    expect(form.title).toHaveLength(160);
    expect(form.servings).toBe('50');
    expect(form.cookingMinutes).toBe('1440');
    expect(form.ingredients.split('\n')).toHaveLength(60);
    expect(form.ingredients.split('\n')[0]).toBe('1 g de sel');
    expect(form.steps).toBe('Mélanger. Cuire.');
    expect(form.tags).toBe(`été soleil, ${'x'.repeat(40)}`);
    expect(checkForm(form)).toEqual({});
  });
});
