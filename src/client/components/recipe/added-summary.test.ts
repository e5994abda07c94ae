// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RecipeShoppingAdded, ShoppingItem } from '../../../shared/shopping';
import i18n from '../../lib/i18n';
import recipeTexts from '../../locales/fr/recipe.json';
import { addedSummary, skippedStaples, withStaples } from './added-summary';

if (!i18n.hasResourceBundle('fr', 'recipe')) i18n.addResourceBundle('fr', 'recipe', recipeTexts);
const text = i18n.getFixedT('fr', 'recipe');

const row = (name: string) => ({ name }) as ShoppingItem;
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => row(`article ${index}`));

describe('the line after « Ajouter à la liste de courses »', () => {
  it('says how many were added, what the fridge holds and the staples left out', () => {
    const result: RecipeShoppingAdded = {
      items: rows(5),
      skipped: [
        { line: '100 ml de crème', name: 'Crème', reason: 'fridge', have: '200 ml' },
        { line: 'Sel', name: 'Sel', reason: 'staple' },
        { line: 'Poivre', name: 'Poivre', reason: 'staple' },
      ],
    };
    expect(addedSummary(result, text)).toBe(
      '5 ingrédients ajoutés · Déjà au frigo\u00a0: crème (200 ml) · Basiques non ajoutés\u00a0: sel, poivre',
    );
    expect(skippedStaples(result).map((line) => line.line)).toEqual(['Sel', 'Poivre']);
  });

  it('speaks of one, of none, and says nothing of what was not left out', () => {
    expect(addedSummary({ items: rows(1), skipped: [] }, text)).toBe('1 ingrédient ajouté');
    expect(
      addedSummary(
        {
          items: [],
          skipped: [{ line: '300 g de riz', name: 'riz', reason: 'fridge', have: '1 kg' }],
        },
        text,
      ),
    ).toBe('Rien à acheter · Déjà au frigo\u00a0: riz (1 kg)');
  });

  it('says apart what the pantry holds: « Déjà au placard »', () => {
    const result: RecipeShoppingAdded = {
      items: rows(2),
      skipped: [
        { line: '100 ml de crème', name: 'Crème', reason: 'fridge', have: '200 ml' },
        { line: '300 g de riz', name: 'Riz', reason: 'pantry', have: '1 kg' },
      ],
    };
    expect(addedSummary(result, text)).toBe(
      '2 ingrédients ajoutés · Déjà au frigo\u00a0: crème (200 ml) · Déjà au placard\u00a0: riz (1 kg)',
    );
  });

  it('adds the staples to the first answer once included', () => {
    const first: RecipeShoppingAdded = {
      items: rows(2),
      skipped: [
        { line: '100 ml de crème', name: 'Crème', reason: 'fridge', have: '200 ml' },
        { line: 'Sel', name: 'Sel', reason: 'staple' },
      ],
    };
    const both = withStaples(first, { items: [row('Sel')], skipped: [] });
    expect(addedSummary(both, text)).toBe(
      '3 ingrédients ajoutés · Déjà au frigo\u00a0: crème (200 ml)',
    );
    expect(skippedStaples(both)).toEqual([]);
  });
});
