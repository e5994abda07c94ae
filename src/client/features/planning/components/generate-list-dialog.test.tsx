// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanShoppingLine, PlanShoppingPreview } from '../../../../shared/planning';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { todayLocal } from '../lib/meals';
import { addDays } from '../../../../shared/dates';
import { formatDayMonth } from '../lib/plan-period';
import { PlanningPage } from '../pages/planning-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (overrides: Partial<PlanShoppingLine> & Pick<PlanShoppingLine, 'key' | 'name'>) => ({
  quantity: '1',
  unit: 'unité' as const,
  ingredientId: null,
  needed: null,
  inFridge: null,
  heldIn: null,
  covered: false,
  meals: ['Gratin'],
  onList: null,
  plannedMealIds: [],
  shopId: null,
  ...overrides,
});

const LINES: PlanShoppingLine[] = [
  line({
    key: 'id:pomme-de-terre',
    name: 'Pommes de terre',
    quantity: '250',
    unit: 'g',
    needed: '750 g',
    inFridge: '500 g',
    meals: ['Gratin', 'Soupe'],
    plannedMealIds: ['meal-gratin', 'meal-soupe'],
  }),
  line({ key: 'id:oignon', name: 'Oignons', quantity: '2' }),
  line({
    key: 'id:persil',
    name: 'Persil',
    quantity: '',
    covered: true,
    inFridge: '1',
    plannedMealIds: ['meal-gratin'],
  }),
];

const preview = (lines = LINES, extra: Partial<PlanShoppingPreview> = {}): MockAnswer => ({
  status: 200,
  body: { from: '', to: '', mealCount: 3, mealsWithoutRecipe: 0, lines, ...extra },
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer);

async function openGenerator(handlers: Record<string, Handler>) {
  const api = mockApi({
    'GET /api/planned-meals': { status: 200, body: { items: [] } },
    ...handlers,
  });
  renderRoutes(
    [
      { path: '/p', Component: PlanningPage },
      { path: '/dashboard/shopping', element: <h1>Liste</h1> },
    ],
    '/p',
  );
  await screen.findByText('Aucun repas planifié');
  await userEvent.click(screen.getByRole('button', { name: 'Générer la liste de courses' }));
  return { api, dialog: screen.getByRole('dialog', { name: 'Générer la liste de courses' }) };
}

const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Articles à ajouter' })).getAllByRole(
    'listitem',
  );

describe('« Générer la liste de courses »', () => {
  it('asks for the coming 7 days without staples and shows the lines, covered ones unticked', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': preview(),
    });
    const today = todayLocal();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Du').value).toBe(today);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Au').value).toBe(addDays(today, 6));
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    expect(api.callsTo('POST /api/planned-meals/shopping-preview')[0]?.body).toEqual({
      from: today,
      to: addDays(today, 6),
      includeStaples: false,
    });
    const [potatoes, , parsley] = rows(dialog);
    expect(
      within(potatoes!).getByRole<HTMLInputElement>('textbox', { name: 'Article' }).value,
    ).toBe('Pommes de terre');
    expect(
      within(potatoes!).getByRole<HTMLInputElement>('textbox', { name: /Quantité/ }).value,
    ).toBe('250');
    expect(potatoes!.textContent).toContain('Au frigo\u00a0: 500 g');
    expect(potatoes!.textContent).toContain('Pour\u00a0: Gratin, Soupe');
    expect(parsley!.textContent).toContain('déjà dans le frigo');
    expect(
      within(parsley!).getByRole<HTMLInputElement>('checkbox', { name: 'Ajouter Persil' }).checked,
    ).toBe(false);
    expect(within(dialog).getByText('2 articles choisis')).toBeTruthy();
  });

  it('adds the edited lines in one request, then offers to see the list', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': preview(),
      'POST /api/shopping-items': { status: 201, body: { items: [] } },
    });
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    const [potatoes, onions, parsley] = rows(dialog);
    const quantity = within(potatoes!).getByRole('textbox', { name: /Quantité/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '300');
    await userEvent.selectOptions(within(potatoes!).getByRole('combobox'), 'kg');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0,3');
    await userEvent.click(within(onions!).getByRole('button', { name: 'Retirer Oignons' }));
    await userEvent.click(within(parsley!).getByRole('checkbox', { name: 'Ajouter Persil' }));
    const name = within(parsley!).getByRole('textbox', { name: 'Article' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Persil plat');
    expect(rows(dialog)).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const today = todayLocal();
    const end = addDays(today, 6);
    expect(api.callsTo('POST /api/shopping-items')[0]?.body).toEqual({
      source: 'plan',
      recipeId: `plan:${today}:${end}`,
      recipeTitle: `Planning du ${formatDayMonth(today)} au ${formatDayMonth(end)}`,
      items: [
        // The meals each line is bought for (decision 0022); a covered line ticked anyway is
        // bought extra, for no meal.
        {
          name: 'Pommes de terre',
          quantity: '0,3',
          unit: 'kg',
          plannedMealIds: ['meal-gratin', 'meal-soupe'],
        },
        { name: 'Persil plat', quantity: '', unit: 'unité', plannedMealIds: [] },
      ],
    });
    expect(await screen.findByText('2 articles ajoutés à la liste de courses')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voir la liste' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeTruthy();
  });

  it('asks again with the staples, keeping the edits', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': ({ body }) =>
        (body as { includeStaples: boolean }).includeStaples
          ? preview([...LINES, line({ key: 'id:sel', name: 'Sel', quantity: '1', unit: 'pincée' })])
          : preview(),
    });
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    const quantity = within(rows(dialog)[1]!).getByRole('textbox', { name: /Quantité/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Inclure les basiques (sel, poivre, huile…)' }),
    );
    await waitFor(() => expect(rows(dialog)).toHaveLength(4));
    expect(api.callsTo('POST /api/planned-meals/shopping-preview')[1]?.body).toMatchObject({
      includeStaples: true,
    });
    expect(
      within(rows(dialog)[1]!).getByRole<HTMLInputElement>('textbox', { name: /Quantité/ }).value,
    ).toBe('4');
  });

  it('stops an empty name or two lines of the same name before sending', async () => {
    const { api, dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': preview(),
    });
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    const [potatoes, onions] = rows(dialog);
    await userEvent.clear(within(potatoes!).getByRole('textbox', { name: 'Article' }));
    const onionName = within(onions!).getByRole('textbox', { name: 'Article' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    expect(within(potatoes!).getByText('Le nom de l’article est requis')).toBeTruthy();
    await userEvent.type(within(potatoes!).getByRole('textbox', { name: 'Article' }), 'oignons');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    expect(within(onions!).getByText(/Deux articles portent le même nom/)).toBeTruthy();
    expect(onionName.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/shopping-items')).toHaveLength(0);
  });

  it('shows the duplicate message of the list', async () => {
    const { dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': preview(),
      'POST /api/shopping-items': apiError(
        409,
        'SHOPPING_DUPLICATE',
        'Ces articles sont déjà dans votre liste de courses',
      ),
    });
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste' }));
    expect(
      await within(dialog).findByText('Ces articles sont déjà dans votre liste de courses'),
    ).toBeTruthy();
  });

  it('says when no meal of the period has a recipe, and counts the meals without', async () => {
    const { dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': preview([], {
        mealCount: 0,
        mealsWithoutRecipe: 2,
      }),
    });
    expect(
      await within(dialog).findByText('Aucun repas avec recette sur cette période.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        '2 repas ajoutés à la main n’ont pas de recette : leurs ingrédients ne sont pas comptés.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Ajouter à la liste' })
        .disabled,
    ).toBe(true);
  });

  it('refuses a period that ends before it starts, and retries after an error', async () => {
    let fail = true;
    const { api, dialog } = await openGenerator({
      'POST /api/planned-meals/shopping-preview': () =>
        fail ? apiError(500, 'INTERNAL', 'Erreur') : preview(),
    });
    expect(
      await within(dialog).findByText('Impossible de préparer la liste de courses.'),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));

    const calls = api.callsTo('POST /api/planned-meals/shopping-preview').length;
    const to = within(dialog).getByLabelText('Au');
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01');
    expect(within(dialog).getByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/shopping-preview')).toHaveLength(calls);
  });
});
