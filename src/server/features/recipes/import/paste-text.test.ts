import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { readPastedRecipe } from './paste-text';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('no error');
};

describe('readPastedRecipe', () => {
  it('splits a recipe from an e-mail: title, servings, times, bulleted ingredients, numbered steps', () => {
    const draft = readPastedRecipe(`Le gratin de grand-mère

Un classique du dimanche soir.
Pour 4 personnes
Préparation : 20 min
Cuisson : 1 h 15

Ingrédients :
- 1 kg de pommes de terre
- 50 cl de lait
• 2 gousses d'ail
* Sel, poivre

Préparation :
1. Préchauffez le four à 180 °C.
2. Épluchez les pommes de terre et coupez-les en rondelles,
sans les laver.
3) Versez le lait et enfournez 1 h 15.
`);
    expect(draft).toEqual({
      title: 'Le gratin de grand-mère',
      description: 'Un classique du dimanche soir.',
      servings: 4,
      prepMinutes: 20,
      cookMinutes: 75,
      totalMinutes: 95,
      ingredientLines: [
        '1 kg de pommes de terre',
        '50 cl de lait',
        "2 gousses d'ail",
        'Sel, poivre',
      ],
      steps: [
        'Préchauffez le four à 180 °C.',
        'Épluchez les pommes de terre et coupez-les en rondelles, sans les laver.',
        'Versez le lait et enfournez 1 h 15.',
      ],
      imageUrl: null,
      sourceUrl: null,
      tags: [],
      dishType: null,
    });
  });

  it('reads « Étapes » and « Instructions » sections, unnumbered steps, and a yield in the heading', () => {
    const draft = readPastedRecipe(
      'Crêpes\r\nINGRÉDIENTS (pour 6 personnes)\r\n250 g de farine\r\n4 œufs\r\n50 cl de lait\r\nÉtapes\r\nMélangez la farine et les œufs.\r\nAjoutez le lait petit à petit.\r\nLaissez reposer 1 heure.',
    );
    expect(draft.title).toBe('Crêpes');
    expect(draft.servings).toBe(6);
    expect(draft.ingredientLines).toEqual(['250 g de farine', '4 œufs', '50 cl de lait']);
    expect(draft.steps).toEqual([
      'Mélangez la farine et les œufs.',
      'Ajoutez le lait petit à petit.',
      'Laissez reposer 1 heure.',
    ]);
    const other = readPastedRecipe(
      'Vinaigrette\nIngrédients\n3 càs d’huile\n1 càs de vinaigre\nInstructions\nÉtape 1 : Mélangez.\nÉtape 2 : Servez.',
    );
    expect(other.steps).toEqual(['Mélangez.', 'Servez.']);
  });

  it('reads ingredients and steps pasted without their title, leaving it for the editor', () => {
    const draft = readPastedRecipe('Ingrédients :\n2 œufs\nÉtapes :\nBattez les œufs.');
    expect(draft).toMatchObject({
      title: '',
      ingredientLines: ['2 œufs'],
      steps: ['Battez les œufs.'],
    });
    expect(refusal(() => readPastedRecipe('Ingrédients :\n2 œufs')).code).toBe(
      'RECIPE_NOT_FOUND_IN_TEXT',
    );
  });

  it('reads a recipe without headings: quantities are ingredients, sentences are steps', () => {
    const draft = readPastedRecipe(`Salade de lentilles
200 g de lentilles vertes
1 échalote
Persil
Faites cuire les lentilles 20 minutes dans l'eau non salée.
Mélangez-les tièdes avec l'échalote ciselée et le persil.`);
    expect(draft.ingredientLines).toEqual(['200 g de lentilles vertes', '1 échalote', 'Persil']);
    expect(draft.steps).toHaveLength(2);
    expect(draft.servings).toBeNull();
  });

  it('answers a clear French message for a text that is no recipe', () => {
    for (const text of ['Bonjour, à demain !', 'x'.repeat(10_000), '<script>alert(1)</script>']) {
      const error = refusal(() => readPastedRecipe(text));
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('RECIPE_NOT_FOUND_IN_TEXT');
      expect(error.message).toMatch(/^Aucune recette trouvée dans ce texte\./);
    }
  });

  it('keeps HTML as the text it is (the editor shows it as text)', () => {
    const draft = readPastedRecipe(
      'Tarte <b>fine</b>\nIngrédients\n1 pâte <img src=x>\nÉtapes\nCuire.',
    );
    expect(draft.title).toBe('Tarte <b>fine</b>');
    expect(draft.ingredientLines).toEqual(['1 pâte <img src=x>']);
  });
});
