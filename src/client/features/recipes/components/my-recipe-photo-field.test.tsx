// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recipeDiet, type MyRecipe } from '../../../../shared/my-recipes';
import i18n from '../../../lib/i18n';
import myRecipes from '../../../locales/fr/my-recipes.json';
import { mockApi } from '../../../test/mock-api';
import { MyRecipeEditor } from './my-recipe-editor';

if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipes);
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:popote-photo'),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const quiche = (photoUrl: string | null): MyRecipe => ({
  id: 'r1',
  title: 'Quiche',
  dishType: 'plat',
  description: '',
  servings: 4,
  preparationMinutes: 0,
  cookingMinutes: 0,
  difficulty: 'facile',
  ...recipeDiet([{ text: '3 œufs' }], { restrictions: [], avoidedFoods: [] }),
  steps: ['Cuire.'],
  tags: [],
  sourceUrl: null,
  notes: '',
  photoUrl,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function renderEditor(recipe?: MyRecipe) {
  const api = mockApi({
    'POST /api/my-recipes': () => ({ status: 201, body: quiche(null) }),
    'PUT /api/my-recipes/r1': () => ({ status: 200, body: recipe ?? quiche(null) }),
    'PUT /api/my-recipes/r1/photo': () => ({
      status: 200,
      body: quiche('/api/my-recipes/r1/photo?v=abc'),
    }),
    'DELETE /api/my-recipes/r1/photo': () => ({ status: 200, body: quiche(null) }),
  });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MyRecipeEditor recipe={recipe} onSaved={onSaved} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { api, onSaved, dialog: screen.getByRole('dialog') };
}

const jpeg = (bytes = 10) =>
  new File([new Uint8Array(bytes)], 'quiche.jpg', { type: 'image/jpeg' });

describe('« Photo » in the recipe editor', { timeout: 20_000 }, () => {
  it('previews the chosen photo and sends it once the recipe is saved', async () => {
    const { api, onSaved, dialog } = renderEditor();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Quiche');
    await userEvent.upload(within(dialog).getByLabelText('Photo'), jpeg());
    expect(within(dialog).getByRole('img', { name: 'Aperçu de la photo' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/my-recipes',
      'PUT /api/my-recipes/r1/photo',
    ]);
    expect((onSaved.mock.calls[0]![0] as MyRecipe).photoUrl).toBe('/api/my-recipes/r1/photo?v=abc');
  });

  it('refuses a file that is no JPEG, PNG or WebP, or over 5 MB, in French', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = renderEditor();
    const input = within(dialog).getByLabelText('Photo');
    await user.upload(input, new File(['texte'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('Choisissez une image JPEG, PNG ou WebP.')).toBeTruthy();
    await user.upload(input, jpeg(5 * 1024 * 1024 + 1));
    expect(within(dialog).getByText('Cette photo est trop lourde : 5 Mo au plus.')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Aperçu de la photo' })).toBeNull();
  });

  it('« Retirer la photo » removes the saved photo on « Enregistrer »', async () => {
    const { api, onSaved, dialog } = renderEditor(quiche('/api/my-recipes/r1/photo?v=abc'));
    expect(within(dialog).getByRole('img', { name: 'Aperçu de la photo' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer la photo' }));
    expect(within(dialog).queryByRole('img', { name: 'Aperçu de la photo' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/my-recipes/r1',
      'DELETE /api/my-recipes/r1/photo',
    ]);
  });
});
