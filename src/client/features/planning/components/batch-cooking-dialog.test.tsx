// @vitest-environment jsdom
// « Batch cooking » from the planning page (decision 0036): the coming Sunday, the week's dishes
// ticked (a dish eaten five days later flagged « À congeler »), saved; the combined order of
// steps; « J'ai tout cuisiné » and its undo from the toast.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comingSunday, zurichToday } from '../../../../shared/batch-cooking';
import { addDays } from '../../../../shared/dates';
import i18n from '../../../lib/i18n';
import planning from '../../../locales/fr/planning.json';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { PlannedMeal } from '../api/planned-meals';
import { PlanningPage } from '../pages/planning-page';
import { defaultBatchDate } from './batch-cooking-dialog';

if (!i18n.hasResourceBundle('fr', 'planning')) i18n.addResourceBundle('fr', 'planning', planning);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUNDAY = comingSunday(zurichToday());

function meal(overrides: Partial<PlannedMeal>): PlannedMeal {
  return {
    id: 'm1',
    recipeId: null,
    recipeTitle: 'Soupe',
    date: SUNDAY,
    time: '19:00',
    servings: 4,
    portions: 4,
    portionsText: null,
    type: 'plat',
    recipe: null,
    eaters: null,
    safety: null,
    cookedAt: null,
    leftoverPortions: 0,
    leftoversOf: null,
    batchDate: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const recipe = (instructions: string[]) => ({
  servings: 4,
  description: '',
  ingredients: [],
  instructions,
});

const ID = {
  lasagnes: '00000000-0000-4000-8000-000000000001',
  gratin: '00000000-0000-4000-8000-000000000002',
  soupe: '00000000-0000-4000-8000-000000000003',
  restes: '00000000-0000-4000-8000-000000000004',
  resto: '00000000-0000-4000-8000-000000000005',
};

const WEEK: PlannedMeal[] = [
  meal({
    id: ID.lasagnes,
    recipeTitle: 'Lasagnes',
    leftoverPortions: 2,
    recipe: recipe([
      'Laissez mijoter la sauce 60 minutes à feu doux.',
      'Préchauffez le four à 180 °C et montez les lasagnes.',
      'Faites cuire 45 minutes au four.',
    ]),
  }),
  meal({
    id: ID.restes,
    recipeTitle: 'Restes\u00a0: Lasagnes',
    date: addDays(SUNDAY, 1),
    time: '12:00',
    leftoversOf: ID.lasagnes,
  }),
  meal({
    id: ID.gratin,
    recipeTitle: 'Gratin',
    date: addDays(SUNDAY, 2),
    recipe: recipe(['Préchauffez le four à 200 °C.', 'Enfournez 40 minutes.']),
  }),
  meal({ id: ID.resto, recipeTitle: 'Restaurant', date: addDays(SUNDAY, 3) }),
  meal({
    id: ID.soupe,
    recipeTitle: 'Soupe de courge',
    date: addDays(SUNDAY, 5),
    recipe: recipe(['Épluchez la courge.', 'Faites cuire 25 minutes à couvert, puis mixez.']),
  }),
];

/** What a screen reader says after a control's name (its aria-describedby). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

function renderWeek() {
  let plan = WEEK.map((one) => ({ ...one }));
  const session = (date: string) => ({
    status: 200,
    body: { date, meals: plan.filter((one) => one.batchDate === date) },
  });
  const api = mockApi({
    'GET /api/planned-meals': () => ({ status: 200, body: { items: plan } }),
    [`PUT /api/planned-meals/batch-sessions/${SUNDAY}`]: ({ body }: ApiCall) => {
      const ids = (body as { mealIds: string[] }).mealIds;
      plan = plan.map((one) => ({
        ...one,
        batchDate: ids.includes(one.id) ? SUNDAY : one.batchDate === SUNDAY ? null : one.batchDate,
      }));
      return session(SUNDAY);
    },
    [`POST /api/planned-meals/batch-sessions/${SUNDAY}/cooked`]: () => {
      plan = plan.map((one) =>
        one.batchDate === SUNDAY ? { ...one, cookedAt: '2026-11-29T10:00:00.000Z' } : one,
      );
      return { ...session(SUNDAY), body: { ...session(SUNDAY).body, fridgeChanges: 3 } };
    },
    [`POST /api/planned-meals/batch-sessions/${SUNDAY}/uncooked`]: () => {
      plan = plan.map((one) => (one.batchDate === SUNDAY ? { ...one, cookedAt: null } : one));
      return session(SUNDAY);
    },
  });
  renderRoutes([{ path: '/dashboard/planning', Component: PlanningPage }], '/dashboard/planning');
  return api;
}

describe('defaultBatchDate', () => {
  it('opens on the next session planned, else on the coming Sunday', () => {
    expect(defaultBatchDate([], '2026-11-25')).toBe('2026-11-29');
    expect(defaultBatchDate([], '2026-11-29')).toBe('2026-11-29');
    expect(
      defaultBatchDate([meal({ batchDate: '2026-12-05', date: '2026-12-06' })], '2026-11-25'),
    ).toBe('2026-12-05');
  });
});

describe('Batch cooking', () => {
  it('plans a session, shows its order of steps, cooks it and undoes it', async () => {
    const user = userEvent.setup();
    const api = renderWeek();
    await user.click(await screen.findByRole('button', { name: 'Batch cooking' }));
    const dialog = await screen.findByRole('dialog', { name: /Batch cooking/ });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Jour de cuisine').value).toBe(SUNDAY);

    // The dishes with a recipe, ticked; no leftovers, no meal out.
    const dishes = within(dialog).getByRole('group', { name: 'Plats à cuisiner ce jour-là' });
    const boxes = within(dishes).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringContaining('Lasagnes'),
      expect.stringContaining('Gratin'),
      expect.stringContaining('Soupe de courge'),
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // The soup, eaten five days later, goes to the freezer; the gratin keeps in the fridge.
    expect(description(within(dishes).getByRole('checkbox', { name: /Soupe de courge/ }))).toMatch(
      /À congeler : mangé 5 jours après/,
    );
    expect(description(within(dishes).getByRole('checkbox', { name: /Gratin/ }))).toMatch(
      /Au frigo jusqu’au/,
    );

    expect(description(within(dishes).getByRole('checkbox', { name: /Lasagnes/ }))).toMatch(
      /Avec 2 portions de restes/,
    );
    // Without the gratin, saved.
    await user.click(within(dishes).getByRole('checkbox', { name: /Gratin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la session' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/planned-meals/batch-sessions/${SUNDAY}`)).toHaveLength(1),
    );
    expect(api.callsTo(`PUT /api/planned-meals/batch-sessions/${SUNDAY}`)[0]!.body).toEqual({
      mealIds: [ID.lasagnes, ID.soupe],
    });
    expect(await within(dialog).findByText('2 plats dans la session')).toBeTruthy();

    // One order for both dishes: the lasagnes' simmering first, each step naming its dish.
    await user.click(within(dialog).getByRole('button', { name: 'Ordre de cuisson' }));
    const steps = within(dialog).getByRole('list', { name: 'Étapes de la session' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/Étape 1 : Soupe de courge.*Épluchez la courge/);
    expect(items[1]!.textContent).toMatch(/Lasagnes.*Laissez mijoter la sauce/);
    expect(within(steps).getAllByText(/Préchauffez le four à 180 °C/)).toHaveLength(1);
    expect(within(steps).getAllByText(/Pendant que « Lasagnes » mijote/).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Retour à la session' }),
    );
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Ordre de cuisson' }),
    );

    // « J'ai tout cuisiné »: the dialog closes, the toast offers to undo.
    await user.click(within(dialog).getByRole('button', { name: 'J’ai tout cuisiné' }));
    expect(await screen.findByText('Session cuisinée : le frigo est à jour.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findAllByText(/^Cuisiné dimanche en batch/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Cuisson annulée : le frigo est comme avant.')).toBeTruthy();
    expect(api.callsTo(`POST /api/planned-meals/batch-sessions/${SUNDAY}/uncooked`)).toHaveLength(
      1,
    );
    expect(await screen.findAllByText(/^À cuisiner dimanche en batch/)).toHaveLength(2);
  });
});
