// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRecipe } from '../../../components/recipe/test-recipes';
import i18n from '../../../lib/i18n';
import myRecipesTexts from '../../../locales/fr/my-recipes.json';
import recipeTexts from '../../../locales/fr/recipe.json';
import { mockApi } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { resetCookingStore } from '../lib/cooking-store';
import { RecipeView } from './recipe-view';
import type { RecipeViewProps } from './recipe-view';

if (!i18n.hasResourceBundle('fr', 'recipe')) i18n.addResourceBundle('fr', 'recipe', recipeTexts);
if (!i18n.hasResourceBundle('fr', 'myRecipes')) {
  i18n.addResourceBundle('fr', 'myRecipes', myRecipesTexts);
}

beforeEach(() => {
  localStorage.clear();
  resetCookingStore();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

const RECIPE = testRecipe({
  ingredients: ['1 kg de pommes de terre', '50 cl de crème', '3 œufs', 'Sel'],
  instructions: [
    'Éplucher les pommes de terre.',
    'Battre les œufs avec la crème.',
    'Enfourner 30 à 35 min.',
  ],
});

function renderView(props: Partial<RecipeViewProps> = {}) {
  const api = mockApi({
    'GET /api/favorites/by-recipe/gratin-dauphinois': { status: 200, body: { favorite: null } },
    'POST /api/shopping-items': {
      status: 201,
      body: { items: [], skipped: [] },
    },
    'POST /api/my-recipes/from-recipe': { status: 201, body: {} },
  });
  const view = renderRoutes(
    [
      {
        path: '/dashboard/feed',
        element: <RecipeView recipe={RECIPE} onClose={() => {}} {...props} />,
      },
      { path: '/dashboard/planning', Component: PathProbe },
    ],
    '/dashboard/feed',
  );
  return { api, ...view };
}

const ingredients = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-recipe-ingredients] li')].map((item) => item.textContent);

describe('RecipeView', { timeout: 20_000 }, () => {
  it('starts from the portions it is given and rescales every line by the one rule', async () => {
    renderView({ portions: 2 });
    const dialog = screen.getByRole('dialog', { name: 'Gratin dauphinois' });
    expect(within(dialog).getByRole('group', { name: 'Portions' }).textContent).toContain('2');
    expect(ingredients(dialog)).toEqual([
      '500 g de pommes de terre',
      '25 cl de crème',
      '2 œufs',
      'Sel',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Une portion de plus' }));
    expect(ingredients(dialog)).toEqual([
      '750 g de pommes de terre',
      '38 cl de crème',
      '2 œufs',
      'Sel',
    ]);
    expect(
      within(dialog).getByText('Quantités écrites pour 4 portions, recalculées pour 3'),
    ).toBeTruthy();
  });

  it('lists and plans for the portions chosen', async () => {
    const { api, router } = renderView({ portions: 6 });
    const dialog = screen.getByRole('dialog', { name: 'Gratin dauphinois' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));
    await waitFor(() => expect(api.callsTo('POST /api/shopping-items')).toHaveLength(1));
    expect(api.callsTo('POST /api/shopping-items')[0]?.body).toMatchObject({
      recipeId: 'gratin-dauphinois',
      lines: ['1,5 kg de pommes de terre', '75 cl de crème', '5 œufs', 'Sel'],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au planning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/planning'));
    expect(router.state.location.state).toMatchObject({
      portions: 6,
      recipe: { servings: 4, ingredients: RECIPE.ingredients },
    });
  });

  it('flags a spicy dish for children only when the recipe says so', () => {
    renderView({ recipe: { ...RECIPE, spicy: true } });
    expect(screen.getByText('Relevé')).toBeTruthy();
    cleanup();
    renderView();
    expect(screen.queryByText('Relevé')).toBeNull();
  });

  it('shows « De saison » only when the recipe is in season', () => {
    renderView({ recipe: { ...RECIPE, inSeason: true } });
    expect(screen.getByText('De saison').closest('li')).toBeTruthy();
    cleanup();
    renderView();
    expect(screen.queryByText('De saison')).toBeNull();
  });

  it('hides the favourite of a meal written by hand', () => {
    renderView({ canFavorite: false });
    expect(screen.queryByRole('button', { name: 'Favori' })).toBeNull();
  });

  it('« Mode cuisine »: mise en place, one step at a time, arrows, a timer from the step', async () => {
    const request = vi.fn(async () => ({
      released: false,
      release: async () => {},
      addEventListener: () => {},
    }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderView({ portions: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Mode cuisine' }));
    const cooking = screen.getByRole('dialog', { name: 'Mode cuisine : Gratin dauphinois' });
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');
    expect(within(cooking).getByRole('heading', { name: 'Mise en place' })).toBeTruthy();
    expect(within(cooking).getByRole('checkbox', { name: '2 œufs' })).toBeTruthy();
    expect(within(cooking).getByRole('button', { name: 'Étape précédente' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(cooking).getByRole('button', { name: 'Étape suivante' }));
    expect(within(cooking).getByRole('heading', { name: 'Étape 1 sur 3' })).toBeTruthy();
    const highlighted = [...cooking.querySelectorAll('[data-step-ingredient]')];
    expect(highlighted.map((item) => item.textContent)).toEqual(['500 g de pommes de terre']);

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(cooking).getByRole('heading', { name: 'Étape 3 sur 3' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(cooking).getByRole('heading', { name: 'Étape 2 sur 3' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });

    fireEvent.click(within(cooking).getByRole('button', { name: 'Lancer un minuteur de 35 min' }));
    const bar = within(cooking).getByRole('region', { name: 'Minuteurs' });
    expect(bar.textContent).toContain('Étape 3 · 30 à 35 min');
    const stored = JSON.parse(localStorage.getItem('popote.cuisine') ?? '{}') as {
      timers: Array<{ seconds: number; endsAt: number }>;
      session: { portions: number; step: number };
    };
    expect(stored.timers[0]?.seconds).toBe(2100);
    expect(stored.timers[0]!.endsAt).toBeGreaterThan(Date.now() + 2_000_000);
    expect(stored.session).toMatchObject({ portions: 2, step: 3 });

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: /Mode cuisine/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Gratin dauphinois' })).toBeTruthy();
  });
  it('saves the recipe into « Mes recettes », as shown', async () => {
    const { api } = renderView();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer dans mes recettes' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Enregistrée dans Mes recettes' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/my-recipes/from-recipe')[0]?.body).toMatchObject({
      title: RECIPE.title,
      servings: RECIPE.servings,
      ingredients: RECIPE.ingredients,
      instructions: RECIPE.instructions,
      type: RECIPE.type,
    });
  });

  it('offers no « Enregistrer dans mes recettes » for a recipe already in the book', async () => {
    renderView({ canSaveToMine: false });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).queryByRole('button', { name: 'Enregistrer dans mes recettes' }),
    ).toBeNull();
  });
});
