// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeDiet, type MyRecipe } from '../../../../shared/my-recipes';
import i18n from '../../../lib/i18n';
import myRecipes from '../../../locales/fr/my-recipes.json';
import { mockApi } from '../../../test/mock-api';
import { moveStep } from '../lib/my-recipe-form';
import { MyRecipeEditor } from './my-recipe-editor';

if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipes);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = (body: unknown): MyRecipe => {
  const input = body as MyRecipe & { ingredients: { text: string; ingredientId?: string }[] };
  return {
    ...input,
    id: 'r1',
    ...recipeDiet(input.ingredients, { restrictions: [], avoidedFoods: [] }),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
};

function renderEditor(recipe?: MyRecipe) {
  const api = mockApi({
    'POST /api/my-recipes': (call) => ({ status: 201, body: saved(call.body) }),
    'PUT /api/my-recipes/r1': (call) => ({ status: 200, body: saved(call.body) }),
  });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MyRecipeEditor recipe={recipe} onSaved={onSaved} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { api, onSaved };
}

describe('MyRecipeEditor', { timeout: 20_000 }, () => {
  it('flags an unknown ingredient, lets the member choose the food, and saves every field', async () => {
    const { api, onSaved } = renderEditor();
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle recette' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Gratin');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type de plat' }),
      'plat',
    );
    const servings = within(dialog).getByRole('textbox', { name: 'Portions' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Ingrédients/ }));
    await userEvent.paste('1 kg de topinambourgs\n20 cl de crème');
    expect(within(dialog).getByText('Ingrédient non reconnu : 1 kg de topinambourgs')).toBeTruthy();
    expect(within(dialog).queryByText(/non reconnu : 20 cl de crème/)).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Choisir topinambour pour « 1 kg de topinambourgs »',
      }),
    );
    expect(within(dialog).queryByText(/Ingrédient non reconnu/)).toBeNull();
    expect(within(dialog).getByText('1 kg de topinambourgs : topinambour')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Étapes/ }));
    await userEvent.paste('Gratiner.\nÉplucher.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monter l’étape 2' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Étiquettes/ }),
      'hiver, famille',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST /api/my-recipes')[0]?.body).toMatchObject({
      title: 'Gratin',
      dishType: 'plat',
      servings: 6,
      ingredients: [
        { text: '1 kg de topinambourgs', ingredientId: 'topinambour' },
        { text: '20 cl de crème' },
      ],
      steps: ['Éplucher.', 'Gratiner.'],
      tags: ['hiver', 'famille'],
      sourceUrl: null,
    });
  });

  it('says what is missing and sends nothing', async () => {
    const { api } = renderEditor();
    const dialog = screen.getByRole('dialog');
    const servings = within(dialog).getByRole('textbox', { name: 'Portions' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Indiquez un titre.')).toBeTruthy();
    expect(within(dialog).getByText('Entre 1 et 50 portions.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('opens a recipe of the book as it was, the food chosen kept', async () => {
    const recipe = saved({
      title: 'Gratin',
      dishType: 'plat',
      description: '',
      servings: 4,
      preparationMinutes: 20,
      cookingMinutes: 40,
      difficulty: 'moyen',
      ingredients: [{ text: '1 kg de topinambourgs', ingredientId: 'topinambour' }],
      steps: ['Cuire.'],
      tags: ['hiver'],
      sourceUrl: 'https://example.com/gratin',
      notes: '',
    });
    const { api } = renderEditor(recipe);
    const dialog = screen.getByRole('dialog', { name: 'Modifier la recette' });
    expect((within(dialog).getByRole('textbox', { name: 'Titre' }) as HTMLInputElement).value).toBe(
      'Gratin',
    );
    expect(within(dialog).getByText('1 kg de topinambourgs : topinambour')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT /api/my-recipes/r1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/my-recipes/r1')[0]?.body).toMatchObject({
      ingredients: [{ text: '1 kg de topinambourgs', ingredientId: 'topinambour' }],
      preparationMinutes: 20,
      cookingMinutes: 40,
      difficulty: 'moyen',
    });
  });
});

describe('moveStep', () => {
  it('moves a step and keeps the ends in place', () => {
    expect(moveStep('a\nb\nc', 2, -1)).toBe('a\nc\nb');
    expect(moveStep('a\nb', 0, -1)).toBe('a\nb');
  });
});
