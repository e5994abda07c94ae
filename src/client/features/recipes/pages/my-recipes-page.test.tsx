// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeDiet, type MyRecipe } from '../../../../shared/my-recipes';
import i18n from '../../../lib/i18n';
import myRecipes from '../../../locales/fr/my-recipes.json';
import type { RecipeDraft } from '../../../../shared/recipe-import';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { MyRecipesPage } from './my-recipes-page';

if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipes);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VEGETARIAN = { restrictions: ['vegetarian' as const], avoidedFoods: [] };

function recipe(overrides: Partial<MyRecipe> & { lines?: string[] }): MyRecipe {
  const { lines = ['2 carottes'], ...rest } = overrides;
  return {
    id: 'r1',
    title: 'Soupe de carottes',
    dishType: 'entrée',
    description: '',
    servings: 4,
    preparationMinutes: 15,
    cookingMinutes: 30,
    difficulty: 'facile',
    ...recipeDiet(
      lines.map((text) => ({ text })),
      VEGETARIAN,
    ),
    steps: ['Éplucher.', 'Cuire.'],
    tags: [],
    sourceUrl: null,
    notes: '',
    photoUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...rest,
  };
}

const SOUP = recipe({});
const QUICHE = recipe({
  id: 'r2',
  title: 'Quiche lorraine',
  dishType: 'plat',
  lines: ['200 g de lardons', '3 œufs'],
});
const GRATIN = recipe({
  id: 'r3',
  title: 'Gratin de topinambours',
  dishType: 'plat',
  lines: ['1 kg de topinambourgs'],
});

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/my-recipes': { status: 200, body: { items: [SOUP, QUICHE, GRATIN] } },
    ...handlers,
  });
  const view = renderRoutes(
    [{ path: '/dashboard/recipes', Component: MyRecipesPage }],
    '/dashboard/recipes',
  );
  return { api, ...view };
}

const requestedUrls = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([input]) => String(input));

describe('MyRecipesPage', () => {
  it('shows each recipe with its time, servings and diet badge', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes recettes' })).toBeTruthy();
    const cards = within(await screen.findByTestId('my-recipes')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Compatible avec le foyer')).toBeTruthy();
    expect(within(cards[0]!).getByText('45 min')).toBeTruthy();
    expect(within(cards[0]!).getByText('4 pers.')).toBeTruthy();
    expect(within(cards[1]!).getByText('Contient : lardons')).toBeTruthy();
    expect(within(cards[2]!).getByText('Recette non vérifiée')).toBeTruthy();
  });

  it('offers « Nouvelle recette » on an empty book', async () => {
    renderPage({ 'GET /api/my-recipes': { status: 200, body: { items: [] } } });
    expect(
      await screen.findByText('Aucune recette dans votre carnet pour l’instant.'),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Nouvelle recette' });
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Nouvelle recette' })).toBeTruthy();
  });

  it('asks the server for a search, a dish type and « Compatible avec tout le foyer »', async () => {
    const { api } = renderPage();
    await screen.findByTestId('my-recipes');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher une recette' }),
      'crème',
    );
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('q=cr%C3%A8me'))).toBe(true),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type de plat' }), 'plat');
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('type=plat'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Compatible avec tout le foyer' }));
    await waitFor(() =>
      expect(requestedUrls(api).some((url) => url.includes('compatible=1'))).toBe(true),
    );
  });

  it('opens a recipe, deletes it and brings it back with « Annuler »', async () => {
    const { api } = renderPage({
      'DELETE /api/my-recipes/r2': { status: 200, body: { ok: true } },
      'POST /api/my-recipes/restore': { status: 200, body: { items: [QUICHE] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quiche lorraine' }));
    const view = await screen.findByRole('dialog', { name: 'Quiche lorraine' });
    expect(within(view).getByText('Végétarien — contient : lardons')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Dupliquer' })).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quiche lorraine' })).toBeNull(),
    );
    expect(api.callsTo('DELETE /api/my-recipes/r2')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('button', { name: 'Quiche lorraine' })).toBeTruthy();
    expect(api.callsTo('POST /api/my-recipes/restore')[0]?.body).toEqual({ ids: ['r2'] });
  });

  it('duplicates a recipe and opens the copy', async () => {
    const copy = recipe({ ...SOUP, id: 'r4', title: 'Copie de Soupe de carottes' });
    let copied = false;
    renderPage({
      'GET /api/my-recipes': () => ({
        status: 200,
        body: { items: copied ? [copy, SOUP, QUICHE, GRATIN] : [SOUP, QUICHE, GRATIN] },
      }),
      'POST /api/my-recipes/r1/duplicate': () => {
        copied = true;
        return { status: 201, body: copy };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Soupe de carottes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dupliquer' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Copie de Soupe de carottes' })).toBeTruthy();
  });
});

const DRAFT: RecipeDraft = {
  title: 'Tarte aux poireaux',
  description: 'La tarte du dimanche soir.',
  servings: 6,
  prepMinutes: 20,
  cookMinutes: 75,
  totalMinutes: 95,
  ingredientLines: ['3 poireaux', '20 cl de crème', '1 pâte brisée'],
  steps: ['Émincer les poireaux.', 'Garnir la pâte.', 'Cuire 1 h 15.'],
  imageUrl: null,
  sourceUrl: 'https://recettes.example/tarte-aux-poireaux',
  tags: ['légumes', 'automne'],
  dishType: 'plat',
};

/** The editor's fields, as the member reviews them. */
function expectPrefilled(editor: HTMLElement) {
  const field = (name: string | RegExp) =>
    (within(editor).getByRole('textbox', { name }) as HTMLInputElement).value;
  expect(field('Titre')).toBe('Tarte aux poireaux');
  expect(field('Description')).toBe('La tarte du dimanche soir.');
  expect(field('Portions')).toBe('6');
  expect(field('Préparation (min)')).toBe('20');
  expect(field('Cuisson (min)')).toBe('75');
  expect(
    (within(editor).getByRole('combobox', { name: 'Type de plat' }) as HTMLSelectElement).value,
  ).toBe('plat');
  expect(field(/^Ingrédients/)).toBe('3 poireaux\n20 cl de crème\n1 pâte brisée');
  expect(field(/^Étapes/)).toBe('Émincer les poireaux.\nGarnir la pâte.\nCuire 1 h 15.');
  expect(field(/^Étiquettes/)).toBe('légumes, automne');
  expect(within(editor).getByRole('textbox', { name: 'Lien de la source' })).toHaveProperty(
    'value',
    'https://recettes.example/tarte-aux-poireaux',
  );
}

describe('MyRecipesPage, importing a recipe', () => {
  it('imports from a link: the editor opens prefilled, and nothing is saved before « Enregistrer »', async () => {
    const { api } = renderPage({
      'POST /api/my-recipes/import/link': { status: 200, body: { draft: DRAFT } },
      'POST /api/my-recipes': (call) => ({
        status: 201,
        body: recipe({ ...(call.body as object), id: 'r9', lines: DRAFT.ingredientLines }),
      }),
    });
    await screen.findByTestId('my-recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Importer depuis un lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer depuis un lien' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Adresse de la recette/ }),
      'https://recettes.example/tarte-aux-poireaux',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));

    const editor = await screen.findByRole('dialog', { name: 'Vérifier la recette importée' });
    expect(screen.queryByRole('dialog', { name: 'Importer depuis un lien' })).toBeNull();
    expect(api.callsTo('POST /api/my-recipes/import/link')[0]?.body).toEqual({
      url: 'https://recettes.example/tarte-aux-poireaux',
    });
    expectPrefilled(editor);
    expect(api.callsTo('POST /api/my-recipes')).toHaveLength(0);

    await userEvent.click(within(editor).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST /api/my-recipes')).toHaveLength(1));
    expect(api.callsTo('POST /api/my-recipes')[0]?.body).toMatchObject({
      title: 'Tarte aux poireaux',
      servings: 6,
      preparationMinutes: 20,
      cookingMinutes: 75,
      ingredients: [{ text: '3 poireaux' }, { text: '20 cl de crème' }, { text: '1 pâte brisée' }],
      sourceUrl: 'https://recettes.example/tarte-aux-poireaux',
      tags: ['légumes', 'automne'],
    });
    expect(await screen.findByText('Recette enregistrée')).toBeTruthy();
  });

  it('shows the server’s message in the link dialog and keeps the address', async () => {
    const { api } = renderPage({
      'POST /api/my-recipes/import/link': apiError(
        422,
        'RECIPE_NOT_FOUND_ON_PAGE',
        'Aucune recette trouvée sur cette page.',
      ),
    });
    await screen.findByTestId('my-recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Importer depuis un lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer depuis un lien' });
    const field = within(dialog).getByRole('textbox', { name: /^Adresse de la recette/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(within(dialog).getByText('Collez l’adresse de la page de la recette.')).toBeTruthy();
    expect(api.callsTo('POST /api/my-recipes/import/link')).toHaveLength(0);

    await userEvent.type(field, 'https://recettes.example/blog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Aucune recette trouvée sur cette page.',
    );
    expect(field).toHaveProperty('value', 'https://recettes.example/blog');
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByRole('dialog', { name: 'Vérifier la recette importée' })).toBeNull();
  });

  it('reads a pasted recipe: « Import en cours… », then the editor prefilled', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { api } = renderPage({
      'POST /api/my-recipes/import/text': () =>
        new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByTestId('my-recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Coller une recette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coller une recette' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Texte de la recette/ }));
    await userEvent.paste('Tarte aux poireaux\nIngrédients\n3 poireaux\nPréparation\nCuire.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lire la recette' }));

    const busy = await within(dialog).findByRole('button', { name: 'Import en cours…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toBe('Import en cours…');
    expect(api.callsTo('POST /api/my-recipes/import/text')[0]?.body).toEqual({
      text: 'Tarte aux poireaux\nIngrédients\n3 poireaux\nPréparation\nCuire.',
    });
    answer({
      status: 200,
      body: { draft: { ...DRAFT, sourceUrl: 'https://recettes.example/tarte-aux-poireaux' } },
    });
    expectPrefilled(await screen.findByRole('dialog', { name: 'Vérifier la recette importée' }));
  });

  it('shows the server’s message in the paste dialog and keeps the text', async () => {
    renderPage({
      'POST /api/my-recipes/import/text': apiError(
        422,
        'RECIPE_NOT_FOUND_IN_TEXT',
        'Aucune recette trouvée dans ce texte. Indiquez un titre, puis les ingrédients et les étapes, une ligne par élément.',
      ),
    });
    await screen.findByTestId('my-recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Coller une recette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coller une recette' });
    const field = within(dialog).getByRole('textbox', { name: /^Texte de la recette/ });
    await userEvent.click(field);
    await userEvent.paste('Bonjour, à demain !');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lire la recette' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Aucune recette trouvée dans ce texte. Indiquez un titre, puis les ingrédients et les étapes, une ligne par élément.',
    );
    expect(field).toHaveProperty('value', 'Bonjour, à demain !');
    expect(screen.queryByRole('dialog', { name: 'Vérifier la recette importée' })).toBeNull();
  });

  it('asks before dropping an imported recipe not yet saved', async () => {
    renderPage({ 'POST /api/my-recipes/import/link': { status: 200, body: { draft: DRAFT } } });
    await screen.findByTestId('my-recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Importer depuis un lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer depuis un lien' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Adresse de la recette/ }),
      'https://recettes.example/tarte-aux-poireaux',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const editor = await screen.findByRole('dialog', { name: 'Vérifier la recette importée' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Annuler' }));
    const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Quitter' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Vérifier la recette importée' })).toBeNull(),
    );
  });
});
