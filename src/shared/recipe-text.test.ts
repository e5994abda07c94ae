import { describe, expect, it } from 'vitest';
import { parseRecipeText } from './recipe-text';

const VALID = `Titre: Velouté de carottes au cumin
Description: Un potage doux et parfumé, prêt en trente minutes.
Ingrédients:
- 600 g de carottes
- 1 oignon
- 1 càc de cumin
Instructions:
1. Épluchez et coupez les carottes.
2. Faites revenir l’oignon, ajoutez les carottes et couvrez d’eau.
3. Mixez avec le cumin.`;

describe('parseRecipeText', () => {
  it('reads the four parts of the expected format', () => {
    expect(parseRecipeText(VALID)).toEqual({
      title: 'Velouté de carottes au cumin',
      description: 'Un potage doux et parfumé, prêt en trente minutes.',
      ingredients: ['600 g de carottes', '1 oignon', '1 càc de cumin'],
      instructions: [
        'Épluchez et coupez les carottes.',
        'Faites revenir l’oignon, ajoutez les carottes et couvrez d’eau.',
        'Mixez avec le cumin.',
      ],
    });
  });

  it('tolerates markdown emphasis, spaces before colons and « 1) » numbering', () => {
    const text = `**Titre :** Tarte fine
**Description :** Croustillante.
### Ingrédients
* 1 pâte feuilletée
• 3 pommes
### Préparation
1) Étalez la pâte.
2) Disposez les pommes.`;
    const recipe = parseRecipeText(text);
    expect(recipe.title).toBe('Tarte fine');
    expect(recipe.description).toBe('Croustillante.');
    expect(recipe.ingredients).toEqual(['1 pâte feuilletée', '3 pommes']);
    expect(recipe.instructions).toEqual(['Étalez la pâte.', 'Disposez les pommes.']);
  });

  it.each([
    ['titre manquant', VALID.replace(/^Titre:.*$/m, '')],
    ['description manquante', VALID.replace(/^Description:.*$/m, '')],
    ['ingrédients manquants', VALID.replace(/^- .*$/gm, '')],
    ['instructions manquantes', VALID.replace(/^\d\. .*$/gm, '')],
  ])('names the missing part: %s', (message, text) => {
    expect(() => parseRecipeText(text)).toThrow(`Format de recette invalide: ${message}`);
  });

  it('reports the title first when the answer is not a recipe at all', () => {
    expect(() => parseRecipeText('Je ne peux pas répondre.')).toThrow(
      'Format de recette invalide: titre manquant',
    );
  });
});
