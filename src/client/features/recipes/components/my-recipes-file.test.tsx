// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_FILE_MAX_BYTES, recipeDiet, type MyRecipe } from '../../../../shared/my-recipes';
import i18n from '../../../lib/i18n';
import myRecipes from '../../../locales/fr/my-recipes.json';
import { apiError, mockApi, type MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { MyRecipesPage } from '../pages/my-recipes-page';
import { exportFileName } from './my-recipes-file';

if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipes);
}

// jsdom has no object URLs: the export test stands in for them.
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

function recipe(id: string, title: string): MyRecipe {
  return {
    id,
    title,
    dishType: 'plat',
    description: '',
    servings: 4,
    preparationMinutes: 15,
    cookingMinutes: 30,
    difficulty: 'facile',
    ...recipeDiet([{ text: '3 œufs' }], { restrictions: [], avoidedFoods: [] }),
    steps: ['Cuire.'],
    tags: [],
    sourceUrl: null,
    notes: '',
    photoUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const QUICHE = recipe('r1', 'Quiche lorraine');
const EXPORTED = [{ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Quiche lorraine' }];

function renderPage(handlers: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  const api = mockApi({
    'GET /api/my-recipes': { status: 200, body: { items: [QUICHE] } },
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/recipes', Component: MyRecipesPage }], '/dashboard/recipes');
  return api;
}

const jsonFile = (content: string, name = 'recettes.json') =>
  new File([content], name, { type: 'application/json' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Fichier de recettes (JSON)');

describe('« Exporter mes recettes » and « Importer un fichier »', () => {
  it('names the file after the day', () => {
    expect(exportFileName(new Date(2026, 0, 5))).toBe('popote-mes-recettes-2026-01-05.json');
  });

  it('downloads the book as a JSON file', async () => {
    const user = userEvent.setup();
    const api = renderPage({ 'GET /api/my-recipes/export': { status: 200, body: EXPORTED } });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:popote-recettes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await user.click(await screen.findByRole('button', { name: 'Exporter mes recettes' }));
    expect(
      (await screen.findByText('Vos recettes ont été téléchargées.')).closest('[role="status"]'),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/my-recipes/export')).toHaveLength(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe(exportFileName());
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual(EXPORTED);
  });

  it('says when the export failed', async () => {
    const user = userEvent.setup();
    renderPage({ 'GET /api/my-recipes/export': apiError(500, 'INTERNAL', 'Erreur') });
    await user.click(await screen.findByRole('button', { name: 'Exporter mes recettes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible d’exporter vos recettes. Veuillez réessayer.',
    );
  });

  it('imports a chosen file, says how many recipes came in, and shows them', async () => {
    const user = userEvent.setup();
    let imported = false;
    const api = renderPage({
      'GET /api/my-recipes': () => ({
        status: 200,
        body: { items: imported ? [QUICHE, recipe('r2', 'Tarte aux pommes')] : [QUICHE] },
      }),
      'POST /api/my-recipes/import/file': () => {
        imported = true;
        return { status: 200, body: { created: 12, skipped: 1, photosSkipped: 2 } };
      },
    });
    expect(await screen.findByText('Quiche lorraine')).toBeTruthy();
    const click = vi.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Importer un fichier' }));
    expect(click).toHaveBeenCalled();

    await user.upload(fileInput(), jsonFile(JSON.stringify(EXPORTED)));
    expect(
      (await screen.findByText('12 recettes importées, 1 ignorée, 2 photos non reprises')).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/my-recipes/import/file')[0]?.body).toEqual(EXPORTED);
    expect(await screen.findByText('Tarte aux pommes')).toBeTruthy();
  });

  it('says « 1 recette importée » without « ignorée » when nothing was skipped', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/my-recipes/import/file': {
        status: 200,
        body: { created: 1, skipped: 0, photosSkipped: 0 },
      },
    });
    await user.upload(fileInput(), jsonFile('{"@type": "Recipe", "name": "Soupe"}'));
    expect((await screen.findByText('1 recette importée')).closest('[role="status"]')).toBeTruthy();
  });

  it('says « 1 photo non reprise » when a recipe came without its photo', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/my-recipes/import/file': {
        status: 200,
        body: { created: 3, skipped: 0, photosSkipped: 1 },
      },
    });
    await user.upload(fileInput(), jsonFile('[{"@type": "Recipe", "name": "Soupe"}]'));
    expect(
      (await screen.findByText('3 recettes importées, 1 photo non reprise')).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
  });

  it('refuses a file that is not JSON, or too large, without sending it', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.upload(fileInput(), jsonFile('pas du json'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ce fichier n’est pas un fichier JSON de recettes.',
    );
    // A book with its photos may weigh up to 100 Mo: the file only says it weighs more.
    const huge = jsonFile('[]');
    Object.defineProperty(huge, 'size', { value: RECIPE_FILE_MAX_BYTES + 1 });
    await user.upload(fileInput(), huge);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Ce fichier est trop volumineux : 100 Mo au plus.',
      ),
    );
    expect(api.callsTo('POST /api/my-recipes/import/file')).toHaveLength(0);
  });

  it('shows the server’s French refusal (the book is full)', async () => {
    const user = userEvent.setup();
    const refusal =
      'Ce fichier compte 12 recettes, mais il ne reste de place que pour 3 recettes dans « Mes recettes » (1 000 au plus). Supprimez-en pour l’importer.';
    renderPage({
      'POST /api/my-recipes/import/file': apiError(409, 'MY_RECIPES_IMPORT_LIMIT', refusal),
    });
    await user.upload(fileInput(), jsonFile(JSON.stringify(EXPORTED)));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
