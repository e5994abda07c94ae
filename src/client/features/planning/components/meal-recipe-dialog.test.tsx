// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlannedIngredient } from '../../../../shared/planned-ingredient';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { PlannedMeal } from '../api/planned-meals';
import { PlanningPage } from '../pages/planning-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUICHE: PlannedMeal = {
  id: 'm1',
  recipeId: 'quiche-lorraine',
  recipeTitle: 'Quiche lorraine',
  date: '2026-11-23',
  time: '19:00',
  servings: 4,
  portions: 4,
  portionsText: null,
  type: 'plat',
  recipe: {
    servings: 4,
    description: 'Une quiche fondante.',
    ingredients: ['200 g de farine', '2 œufs', '1 oignon', 'Sel'].map(readPlannedIngredient),
    instructions: ['Préparez la pâte.', 'Enfournez 35 minutes.'],
  },
  cookedAt: null,
  leftoverPortions: 0,
  leftoversOf: null,
  eaters: null,
  safety: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const BY_HAND: PlannedMeal = { ...QUICHE, id: 'm2', recipeTitle: 'Restes', recipe: null };

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer);

function renderPlanning(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/planned-meals': { status: 200, body: { items: [QUICHE, BY_HAND] } },
    ...handlers,
  });
  return { api, ...renderRoutes([{ path: '/p', Component: PlanningPage }], '/p') };
}

const openQuiche = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Voir la recette de Quiche lorraine' }),
  );
  return screen.getByRole('dialog', { name: 'Quiche lorraine' });
};

const ingredients = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Ingrédients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** As the server reads it today: Lou's new allergy came after the meal was planned. */
const SAFETY = {
  line: 'Pour Camille et Lou · Sans fruits à coque',
  notes: [
    'Attention\u00a0: cette recette ne convient pas (sans champignons).',
    'La muscade n’est pas un fruit à coque.',
  ],
};

describe('for whom a planned meal is', () => {
  it('shows the line and its warning under the meal, in small type; none for a meal by hand', async () => {
    renderPlanning({
      'GET /api/planned-meals': {
        status: 200,
        body: { items: [{ ...QUICHE, eaters: ['u-1', 'p-1'], safety: SAFETY }, BY_HAND] },
      },
    });
    const rowOf = async (title: string) =>
      (await screen.findByRole('button', { name: `Supprimer ${title}` })).closest('li')!;
    const row = within(await rowOf('Quiche lorraine'));
    const line = row.getByText(SAFETY.line);
    expect(line.className).toContain('text-xs');
    // Under the title and the time.
    expect(
      row
        .getByRole('button', { name: 'Voir la recette de Quiche lorraine' })
        .compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      row.getByText('19:00').compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const warning = row.getByText(/^Attention/);
    expect(warning.textContent).toBe(SAFETY.notes[0]);
    expect(warning.closest('li')?.className).toContain('text-warning');
    expect(row.getByText('La muscade n’est pas un fruit à coque.')).toBeTruthy();
    expect(within(await rowOf('Restes')).queryByTestId('recipe-safety')).toBeNull();
  });

  it('shows the line and its warning in the meal’s recipe, before the ingredients', async () => {
    renderPlanning({
      'GET /api/planned-meals': {
        status: 200,
        body: { items: [{ ...QUICHE, safety: SAFETY }] },
      },
    });
    const dialog = await openQuiche();
    const line = within(dialog).getByText(SAFETY.line);
    expect(line.className).toContain('text-sm');
    expect(
      line.compareDocumentPosition(within(dialog).getByRole('region', { name: 'Ingrédients' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const warning = within(dialog).getByText(/^Attention/);
    expect(warning.textContent).toBe(SAFETY.notes[0]);
    expect(warning.closest('li')?.className).toContain('text-warning');
  });

  it('shows no line in the recipe when the server gave none', async () => {
    renderPlanning();
    const dialog = await openQuiche();
    expect(within(dialog).queryByTestId('recipe-safety')).toBeNull();
  });
});

describe('a planned meal’s recipe', () => {
  it('marks the meals with a recipe; only they open one', async () => {
    renderPlanning();
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Recette');
    expect(rows[1]?.textContent).not.toContain('Recette');
    expect(screen.queryByRole('button', { name: 'Voir la recette de Restes' })).toBeNull();
  });

  it('shows the ingredients for the meal’s servings and the numbered steps', async () => {
    renderPlanning();
    const dialog = await openQuiche();
    expect(within(dialog).getByText('Une quiche fondante.')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Portions' }).textContent).toContain('4');
    expect(ingredients(dialog)).toEqual(['200 g de farine', '2 œufs', '1 oignon', 'Sel']);
    const steps = within(within(dialog).getByRole('region', { name: 'Préparation' })).getByRole(
      'list',
    );
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
  });

  it('changes the portions: the quantities follow, the people stay, the server is told', async () => {
    const { api } = renderPlanning({
      'PATCH /api/planned-meals/m1': ({ body }) => ({
        status: 200,
        body: { ...QUICHE, ...(body as object) },
      }),
    });
    const dialog = await openQuiche();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Une portion de plus' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Une portion de plus' }));
    expect(within(dialog).getByRole('group', { name: 'Portions' }).textContent).toContain('6');
    expect(ingredients(dialog)).toEqual(['300 g de farine', '3 œufs', '1 ½ oignon', 'Sel']);
    expect(
      within(dialog).getByText('Quantités écrites pour 4 portions, recalculées pour 6'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PATCH /api/planned-meals/m1')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/planned-meals/m1')[1]?.body).toEqual({ portions: 6 });
    // « pers. » keeps counting people.
    expect(screen.getAllByText(/4 pers\./).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/6 pers\./)).toHaveLength(0);
  });

  it('« J’ai cuisiné ce plat »: the fridge is updated, and « Annuler » undoes it', async () => {
    const cookedAt = '2026-11-23T19:30:00.000Z';
    const { api } = renderPlanning({
      'POST /api/planned-meals/m1/cooked': {
        status: 200,
        body: { meal: { ...QUICHE, cookedAt }, fridgeChanges: 2 },
      },
      'POST /api/planned-meals/m1/uncooked': { status: 200, body: { meal: QUICHE } },
    });
    const dialog = await openQuiche();
    expect(
      within(dialog).getByText('Les ingrédients utilisés sont retirés de votre frigo.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’ai cuisiné ce plat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Le frigo est à jour')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Cuisiné');

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Les ingrédients sont de retour dans le frigo')).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/m1/uncooked')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')[0]?.textContent).not.toContain('Cuisiné');
  });

  it('offers the undo in the dialog of a cooked meal, and shows a refusal', async () => {
    const cooked = { ...QUICHE, cookedAt: '2026-11-23T19:30:00.000Z' };
    const { api } = renderPlanning({
      'GET /api/planned-meals': { status: 200, body: { items: [cooked] } },
      'POST /api/planned-meals/m1/uncooked': apiError(
        409,
        'MEAL_NOT_COOKED',
        'Ce repas n’est pas marqué comme cuisiné.',
      ),
    });
    const dialog = await openQuiche();
    expect(
      within(dialog).getByText(/Vous avez cuisiné ce plat le lundi 23 novembre 2026/),
    ).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remettre les ingrédients au frigo' }),
    );
    expect(
      await within(dialog).findByText('Ce repas n’est pas marqué comme cuisiné.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/m1/uncooked')).toHaveLength(1);
  });

  it('plans a recipe with its lines when it comes from a suggestion', async () => {
    const api = mockApi({
      'GET /api/planned-meals': { status: 200, body: { items: [] } },
      'POST /api/planned-meals': { status: 201, body: QUICHE },
    });
    const { router } = renderRoutes([{ path: '/p', Component: PlanningPage }], {
      pathname: '/p',
      state: {
        recipe: {
          id: 'quiche-lorraine',
          title: 'Quiche lorraine',
          servings: 4,
          type: 'plat',
          description: 'Une quiche fondante.',
          ingredients: ['200 g de farine', ' ', '2 œufs'],
          instructions: ['Préparez la pâte.'],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    // Read once: a reload of this entry does not open the form again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(
      within(dialog).getByText(
        'Les ingrédients et les étapes de la recette sont gardés avec le repas.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).toMatchObject({
      recipeId: 'quiche-lorraine',
      servings: 4,
      recipe: {
        servings: 4,
        description: 'Une quiche fondante.',
        ingredients: ['200 g de farine', '2 œufs'],
        instructions: ['Préparez la pâte.'],
      },
    });
  });
});

describe('« Prévoir des restes »', () => {
  it('plans the leftovers for the next day’s lunch, and the dish is then cooked for both', async () => {
    const withLeftovers = { ...QUICHE, leftoverPortions: 2 };
    const leftovers: PlannedMeal = {
      ...BY_HAND,
      id: 'm3',
      recipeTitle: 'Restes\u00a0: Quiche lorraine',
      date: '2026-11-24',
      time: '12:00',
      servings: 2,
      portions: 2,
      leftoversOf: 'm1',
    };
    let plan = [QUICHE, BY_HAND];
    const { api } = renderPlanning({
      'GET /api/planned-meals': () => ({ status: 200, body: { items: plan } }),
      'POST /api/planned-meals/m1/leftovers': () => {
        plan = [withLeftovers, BY_HAND, leftovers];
        return { status: 201, body: { meal: withLeftovers, leftovers } };
      },
    });
    const dialog = await openQuiche();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prévoir des restes' }));
    expect(
      within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Pour quel repas\u00a0?' })
        .selectedOptions[0]!.textContent,
    ).toBe('mardi 24 novembre 2026, déjeuner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prévoir les restes' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/planned-meals/m1/leftovers')[0]?.body).toEqual({
        date: '2026-11-24',
        time: '12:00',
        portions: 2,
      }),
    );
    expect(
      await within(dialog).findByText('Restes prévus : mardi 24 novembre 2026, déjeuner.'),
    ).toBeTruthy();
    // (Text matchers read non-breaking spaces as spaces.) Four portions and two for the leftovers: 200 g of flour for 4 → 300 g.
    expect(
      within(dialog).getByText(
        'Cuisiné aussi pour 2 portions de restes : les quantités en tiennent compte.',
      ),
    ).toBeTruthy();
    expect(ingredients(dialog)[0]).toContain('300 g de farine');
  });
});
