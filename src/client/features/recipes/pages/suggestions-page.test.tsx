// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMILLE, FAMILY, LOU, MAMIE, NOE } from '../../../components/eaters/test-eaters';
import { testRecipe } from '../../../components/recipe/test-recipes';
import type { Recipe } from '../../../components/recipe/types';
import i18n from '../../../lib/i18n';
import recipeTexts from '../../../locales/fr/recipe.json';
import recipesTexts from '../../../locales/fr/recipes.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { SuggestionsPage } from './suggestions-page';

for (const [ns, texts] of [
  ['recipe', recipeTexts],
  ['recipes', recipesTexts],
] as const) {
  if (!i18n.hasResourceBundle('fr', ns)) i18n.addResourceBundle('fr', ns, texts);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const RECIPE = testRecipe();
const recipeAnswer = (recipe: Recipe): MockAnswer => ({ status: 200, body: { recipe } });

function PlanningProbe() {
  const location = useLocation();
  return <pre data-testid="planning-state">{JSON.stringify(location.state)}</pre>;
}

function renderFeed(handlers: Record<string, Handler> = {}, entry = '/dashboard/feed') {
  const api = mockApi({
    'POST /api/recipes/suggestions': recipeAnswer(RECIPE),
    [`GET /api/favorites/by-recipe/${RECIPE.id}`]: { status: 200, body: { favorite: null } },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/feed', Component: SuggestionsPage },
      { path: '/dashboard/planning', Component: PlanningProbe },
      { path: '/questionnaire', Component: PathProbe },
    ],
    entry,
  );
  return { api, ...view };
}

/** Like waitFor, with setTimeout faked: the query library schedules its updates on it. */
async function settle(check: () => void, turns = 100): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

/** A handler that answers only when `release` is called. */
function deferred(answer: MockAnswer) {
  let release = () => {};
  const handler = () =>
    new Promise<MockAnswer>((resolve) => {
      release = () => resolve(answer);
    });
  return { handler, release: () => act(() => release()) };
}

async function showRecipe(handlers: Record<string, Handler> = {}) {
  const view = renderFeed(handlers);
  fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
  await screen.findByRole('heading', { level: 2, name: RECIPE.title });
  return view;
}

describe('SuggestionsPage', () => {
  it('offers six dish types, then shows the loading card and the recipe', async () => {
    const answer = deferred(recipeAnswer(RECIPE));
    const { api, router } = renderFeed({ 'POST /api/recipes/suggestions': answer.handler });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suggestions de recettes');
    expect(document.title).toBe('Suggestions de recettes — Popote');
    const choice = screen.getByRole('region', { name: /Quel type de plat/ });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Boisson', 'Entrée', 'Plat principal', 'Dessert', 'Amuse-bouche', 'Apéritif']);
    expect(api.callsTo('POST /api/recipes/suggestions')).toHaveLength(0);
    // « Qui mange ? » reads the household first (no answer here: it stays hidden).
    await waitFor(() => expect(screen.queryByTestId('eaters-skeleton')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
    expect(await screen.findByTestId('recipe-card-skeleton')).toBeTruthy();
    expect(screen.getByText('Génération de votre recette en cours…').getAttribute('role')).toBe(
      'status',
    );
    expect(router.state.location.search).toBe('?type=plat');

    await answer.release();
    const title = await screen.findByRole('heading', { level: 2, name: 'Gratin dauphinois' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.callsTo('POST /api/recipes/suggestions')[0]?.body).toEqual({
      type: 'plat',
      fridge: false,
      regenerate: false,
    });
    const card = screen.getByRole('article', { name: 'Gratin dauphinois' });
    for (const text of [
      'Plat principal',
      'Des pommes de terre fondantes, cuites dans la crème.',
      '35 min',
      '4 pers.',
      'Facile',
      '1 kg de pommes de terre',
      '50 cl de crème',
      '1 gousse d’ail',
      '+ 2 autres ingrédients...',
    ]) {
      expect(card.textContent).toContain(text);
    }
    expect(card.textContent).not.toContain('20 g de beurre');
    expect(screen.queryByTestId('recipe-card-skeleton')).toBeNull();
  });

  it('opens the full recipe with every ingredient and numbered steps', async () => {
    await showRecipe();
    fireEvent.click(screen.getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog', { name: 'Gratin dauphinois' });
    expect(within(dialog).getByText('20 g de beurre')).toBeTruthy();
    expect(within(dialog).getByText('Sel')).toBeTruthy();
    const steps = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(steps.map((step) => step.textContent)).toEqual(RECIPE.instructions);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles the favourite both ways, its state checked on display', async () => {
    const { api } = await showRecipe({
      'POST /api/favorites': { status: 201, body: { id: 'fav-1' } },
      [`DELETE /api/favorites/by-recipe/${RECIPE.id}`]: { status: 200, body: { ok: true } },
    });
    const toggle = screen.getByRole('button', { name: 'Favori' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(api.callsTo(`GET /api/favorites/by-recipe/${RECIPE.id}`)).toHaveLength(1);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('POST /api/favorites')[0]?.body).toMatchObject({
      recipeId: RECIPE.id,
      recipeTitle: RECIPE.title,
      recipeImage: RECIPE.imageUrl,
      ingredients: RECIPE.ingredients,
      instructions: RECIPE.instructions,
      type: 'plat',
    });
    expect(await screen.findByText('Recette ajoutée à vos favoris')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(api.callsTo(`DELETE /api/favorites/by-recipe/${RECIPE.id}`)).toHaveLength(1);
  });

  it('says when the favourite cannot be changed', async () => {
    await showRecipe({
      [`GET /api/favorites/by-recipe/${RECIPE.id}`]: {
        status: 200,
        body: { favorite: { id: 'fav-1' } },
      },
      [`DELETE /api/favorites/by-recipe/${RECIPE.id}`]: apiError(500, 'INTERNAL', 'Erreur'),
    });
    const toggle = screen.getByRole('button', { name: 'Favori' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de gérer les favoris');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('adds the ingredients to the list (« ajouté » for 2 s), then shows the duplicate message', async () => {
    let posts = 0;
    const { api } = await showRecipe({
      'POST /api/shopping-items': () =>
        ++posts === 1
          ? { status: 201, body: { items: [], skipped: [] } }
          : apiError(
              409,
              'SHOPPING_DUPLICATE',
              'Ces articles sont déjà dans votre liste de courses',
            ),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste de courses' }));
    await settle(() =>
      expect(screen.getByRole('button', { name: 'Ajouté à la liste' })).toBeTruthy(),
    );
    expect(api.callsTo('POST /api/shopping-items')[0]?.body).toEqual({
      source: 'recipe',
      recipeId: RECIPE.id,
      recipeTitle: RECIPE.title,
      lines: RECIPE.ingredients,
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: 'Ajouté à la liste' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste de courses' }));
    await settle(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Ces articles sont déjà dans votre liste de courses',
      ),
    );
  });

  it('says what was left out (fridge, staples), and adds the staples when asked', async () => {
    const { api } = await showRecipe({
      'POST /api/shopping-items': (request) =>
        (request.body as { includeStaples?: boolean }).includeStaples
          ? { status: 201, body: { items: [{ id: 'sel' }], skipped: [] } }
          : {
              status: 201,
              body: {
                items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
                skipped: [
                  { line: '50 cl de crème', name: 'crème', reason: 'fridge', have: '1 l' },
                  { line: 'Sel', name: 'Sel', reason: 'staple' },
                ],
              },
            },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste de courses' }));
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
    await settle(() =>
      expect(statuses()).toContain(
        '3 ingrédients ajoutés · Déjà au frigo\u00a0: crème (1 l) · Basiques non ajoutés\u00a0: sel',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inclure les basiques' }));
    await settle(() =>
      expect(statuses()).toContain('4 ingrédients ajoutés · Déjà au frigo\u00a0: crème (1 l)'),
    );
    expect(api.callsTo('POST /api/shopping-items')[1]?.body).toEqual({
      source: 'recipe',
      recipeId: RECIPE.id,
      recipeTitle: RECIPE.title,
      lines: ['Sel'],
      includeStaples: true,
    });
    expect(screen.queryByRole('button', { name: 'Inclure les basiques' })).toBeNull();
  });

  it('plans the recipe: the planning page opens with it (lines and steps) in the router state', async () => {
    await showRecipe();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au planning' }));
    const state = await screen.findByTestId('planning-state');
    expect(JSON.parse(state.textContent ?? 'null')).toEqual({
      recipe: {
        id: RECIPE.id,
        title: RECIPE.title,
        servings: 4,
        type: 'plat',
        description: RECIPE.description,
        ingredients: RECIPE.ingredients,
        instructions: RECIPE.instructions,
      },
    });
  });

  it('plans the recipe for who eats when someone was left out', async () => {
    const forThree = testRecipe({ id: 'tarte-fine', title: 'Tarte fine', servings: 3 });
    renderFeed({
      'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
      'POST /api/recipes/suggestions': ({ body }) =>
        recipeAnswer((body as { eaters?: string[] }).eaters ? forThree : RECIPE),
      [`GET /api/favorites/by-recipe/${forThree.id}`]: { status: 200, body: { favorite: null } },
    });
    const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    fireEvent.click(within(who).getByRole('button', { name: /^Lou/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
    await screen.findByRole('heading', { level: 2, name: 'Tarte fine' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au planning' }));
    const state = JSON.parse(
      (await screen.findByTestId('planning-state')).textContent ?? 'null',
    ) as { recipe: { id: string }; eaters?: string[] };
    expect(state.recipe.id).toBe('tarte-fine');
    expect(state.eaters).toEqual([CAMILLE.id, NOE.id, MAMIE.id]);
  });

  it('regenerates on request only, and remembers the recipe per type', async () => {
    const other = testRecipe({ id: 'hachis-parmentier', title: 'Hachis parmentier' });
    const { api, router } = await showRecipe({
      'POST /api/recipes/suggestions': (call) =>
        recipeAnswer((call.body as { regenerate: boolean }).regenerate ? other : RECIPE),
      [`GET /api/favorites/by-recipe/${other.id}`]: { status: 200, body: { favorite: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hachis parmentier' }),
    ).toBeTruthy();
    const posts = api.callsTo('POST /api/recipes/suggestions');
    expect(posts.map((call) => call.body)).toEqual([
      { type: 'plat', fridge: false, regenerate: false },
      { type: 'plat', fridge: false, regenerate: true },
    ]);

    // « Changer de type » goes back to the choice; the back button shows the recipe again.
    fireEvent.click(screen.getByRole('button', { name: 'Changer de type' }));
    const question = screen.getByRole('heading', { level: 2, name: /Quel type de plat/ });
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hachis parmentier' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/recipes/suggestions')).toHaveLength(2);
  });

  it('reads the type from the address', async () => {
    const { api } = renderFeed(
      { 'POST /api/recipes/suggestions': recipeAnswer(testRecipe({ type: 'dessert' })) },
      '/dashboard/feed?type=dessert',
    );
    const card = await screen.findByRole('article', { name: RECIPE.title });
    expect(card.textContent).toContain('Dessert');
    expect(api.callsTo('POST /api/recipes/suggestions')[0]?.body).toMatchObject({
      type: 'dessert',
    });
  });

  it('cooks from the fridge with the items of an expiry alert first, and keeps that mode', async () => {
    const milk = '0f8e2c1a-1111-4aaa-8bbb-000000000001';
    const cream = '0f8e2c1a-1111-4aaa-8bbb-000000000002';
    const { api, router } = renderFeed({}, `/dashboard/feed?fridge=1&priority=${milk},${cream}`);
    expect(screen.getByText('Recettes avec ce que contient votre frigo')).toBeTruthy();
    expect(
      screen.getByText('Celles qui utilisent les aliments de votre alerte passent en premier.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
    await screen.findByRole('heading', { level: 2, name: RECIPE.title });
    expect(api.callsTo('POST /api/recipes/suggestions')[0]?.body).toEqual({
      type: 'plat',
      fridge: true,
      regenerate: false,
      priority: [milk, cream],
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      fridge: '1',
      priority: `${milk},${cream}`,
      type: 'plat',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Suggestions selon vos préférences' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('Recettes avec ce que contient votre frigo')).toBeNull();
  });

  it('shows the error with « Changer de type » and « Réessayer »', async () => {
    let tries = 0;
    const message =
      'Aucune recette de ce type ne respecte toutes vos préférences. Essayez un autre type de plat.';
    const { api } = renderFeed({
      'POST /api/recipes/suggestions': () =>
        ++tries === 1 ? apiError(404, 'NO_MATCHING_RECIPE', message) : recipeAnswer(RECIPE),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Boisson' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: 'Changer de type' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: RECIPE.title })).toBeTruthy();
    expect(api.callsTo('POST /api/recipes/suggestions')).toHaveLength(2);
  });

  it('goes back to the type choice from the error', async () => {
    renderFeed({
      'POST /api/recipes/suggestions': apiError(502, 'GENERATION_FAILED', 'Impossible de générer'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dessert' }));
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Changer de type' }));
    expect(screen.getByRole('button', { name: 'Apéritif' })).toBeTruthy();
  });

  it('asks for the eaters chosen only when not everyone eats, the focus staying on the choice', async () => {
    const forThree = testRecipe({ id: 'tarte-fine', title: 'Tarte fine', servings: 3 });
    const { api } = renderFeed({
      'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
      'POST /api/recipes/suggestions': ({ body }) =>
        recipeAnswer((body as { eaters?: string[] }).eaters ? forThree : RECIPE),
      [`GET /api/favorites/by-recipe/${forThree.id}`]: { status: 200, body: { favorite: null } },
    });
    const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
    await screen.findByRole('heading', { level: 2, name: RECIPE.title });
    expect(api.callsTo('POST /api/recipes/suggestions')[0]?.body).toEqual({
      type: 'plat',
      fridge: false,
      regenerate: false,
    });

    // Lou does not eat: a recipe for the three others, the focus left on Lou's chip.
    const lou = within(who).getByRole('button', { name: /^Lou/ });
    lou.focus();
    fireEvent.click(lou);
    await screen.findByRole('heading', { level: 2, name: 'Tarte fine' });
    expect(api.callsTo('POST /api/recipes/suggestions')[1]?.body).toEqual({
      type: 'plat',
      fridge: false,
      regenerate: false,
      eaters: FAMILY.filter((eater) => eater.id !== LOU.id).map((eater) => eater.id),
    });
    expect(document.activeElement).toBe(lou);

    // Everyone again: the recipe for everyone comes back without a request.
    fireEvent.click(lou);
    await screen.findByRole('heading', { level: 2, name: RECIPE.title });
    expect(api.callsTo('POST /api/recipes/suggestions')).toHaveLength(2);
  });

  it('reads the household again when someone chosen has left it', async () => {
    let reads = 0;
    const { api } = renderFeed({
      // Lou is removed from the household (in another tab) after the first read.
      'GET /api/household/eaters': () => ({
        status: 200,
        body: { items: ++reads === 1 ? FAMILY : FAMILY.filter((eater) => eater !== LOU) },
      }),
      'POST /api/recipes/suggestions': ({ body }) =>
        (body as { eaters: string[] }).eaters.includes(LOU.id)
          ? apiError(400, 'EATERS_NOT_IN_HOUSEHOLD', 'Choisissez qui mange…')
          : recipeAnswer(RECIPE),
    });
    const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    fireEvent.click(within(who).getByRole('button', { name: 'Mamie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plat principal' }));
    expect(await screen.findByRole('heading', { level: 2, name: RECIPE.title })).toBeTruthy();
    expect(
      api
        .callsTo('POST /api/recipes/suggestions')
        .map((call) => (call.body as { eaters: string[] }).eaters),
    ).toEqual([
      [CAMILLE.id, NOE.id, LOU.id],
      [CAMILLE.id, NOE.id],
    ]);
    expect(within(who).queryByRole('button', { name: /^Lou/ })).toBeNull();
    expect(within(who).getByRole('button', { name: 'Mamie' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('sends a user without preferences to the questionnaire', async () => {
    renderFeed({
      'POST /api/recipes/suggestions': apiError(
        409,
        'PREFERENCES_MISSING',
        'Préférences non définies',
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entrée' }));
    expect(await screen.findByRole('heading', { name: 'Page: /questionnaire' })).toBeTruthy();
  });
});
