// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import planning from '../../../locales/fr/planning.json';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { PlannedMeal } from '../api/planned-meals';
import { groupMealsByDate, readRecipePrefill, todayLocal } from '../lib/meals';
import { PlanningPage } from './planning-page';

if (!i18n.hasResourceBundle('fr', 'planning')) i18n.addResourceBundle('fr', 'planning', planning);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOE = '6f1c2a9e-0000-4000-8000-000000000002';
const LOU = '0b8e6a52-0000-4000-8000-000000000001';

function meal(overrides: Partial<PlannedMeal>): PlannedMeal {
  return {
    id: 'm1',
    recipeId: null,
    recipeTitle: 'Soupe',
    date: '2026-11-22',
    time: '19:00',
    servings: 2,
    portions: overrides.portions ?? overrides.servings ?? 2,
    portionsText: null,
    type: 'plat',
    recipe: null,
    eaters: null,
    safety: null,
    cookedAt: null,
    leftoverPortions: 0,
    leftoversOf: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const MEALS: PlannedMeal[] = [
  meal({ id: 'm3', recipeTitle: 'Tiramisu', date: '2026-11-23', time: '20:30', type: 'dessert' }),
  meal({ id: 'm2', recipeTitle: 'Gratin', date: '2026-11-22', time: '19:00', servings: 4 }),
  meal({ id: 'm1', recipeTitle: 'Soupe', date: '2026-11-22', time: '12:15', type: 'entrée' }),
];

type Handler = MockAnswer | ((call: { body: unknown }) => MockAnswer);

function renderPlanning(
  handlers: Record<string, Handler> = {},
  entry: string | { pathname: string; search?: string; state?: unknown } = '/dashboard/planning',
) {
  const api = mockApi({
    'GET /api/planned-meals': { status: 200, body: { items: MEALS } },
    ...handlers,
  });
  const view = renderRoutes([{ path: '/dashboard/planning', Component: PlanningPage }], entry);
  return { api, ...view };
}

describe('groupMealsByDate', () => {
  it('groups by long French date, ordered by date then time', () => {
    const days = groupMealsByDate(MEALS);
    expect(days.map((day) => day.label)).toEqual([
      'dimanche 22 novembre 2026',
      'lundi 23 novembre 2026',
    ]);
    expect(days[0]?.meals.map((m) => m.recipeTitle)).toEqual(['Soupe', 'Gratin']);
  });
});

describe('readRecipePrefill', () => {
  it('reads the router state, then the query string', () => {
    expect(
      readRecipePrefill({ recipe: { id: 'r1', title: 'Quiche', servings: 6, type: 'entrée' } }, ''),
    ).toEqual({ id: 'r1', title: 'Quiche', servings: 6, type: 'entrée' });
    expect(readRecipePrefill(null, '?recipeId=r2&title=Flan')).toEqual({
      id: 'r2',
      title: 'Flan',
      servings: undefined,
      type: undefined,
    });
    expect(readRecipePrefill(null, '')).toBeNull();
  });

  it('keeps who eats from the router state when the server would accept it, else ignores it', () => {
    const recipe = { id: 'r1', title: 'Quiche' };
    const read = (eaters: unknown) => readRecipePrefill({ recipe, eaters }, '')?.eaters;
    expect(read([NOE, LOU])).toEqual([NOE, LOU]);
    expect(read([NOE.toUpperCase()])).toEqual([NOE]);
    // Junk: the meal is for everyone, never for fewer people than chosen.
    for (const junk of [
      undefined,
      null,
      NOE,
      [],
      [NOE, 'pas-un-id'],
      [NOE, 42],
      [NOE, NOE],
      { 0: NOE },
      Array.from(
        { length: 19 },
        (_, index) => `${LOU.slice(0, -2)}${String(index).padStart(2, '0')}`,
      ),
    ]) {
      expect(read(junk)).toBeUndefined();
      expect(readRecipePrefill({ recipe, eaters: junk }, '')).not.toHaveProperty('eaters');
    }
    // Only with a recipe from the router state: never from the address.
    expect(readRecipePrefill({ eaters: [NOE] }, '?title=Flan')).not.toHaveProperty('eaters');
    expect(readRecipePrefill(null, `?title=Flan&eaters=${NOE}`)).not.toHaveProperty('eaters');
  });
});

describe('PlanningPage', () => {
  it('shows the meals grouped by day with title, time, servings and type icon', async () => {
    renderPlanning();
    expect(screen.getByRole('heading', { level: 1, name: 'Planning des repas' })).toBeTruthy();
    const sunday = await screen.findByRole('region', { name: 'dimanche 22 novembre 2026' });
    const items = within(sunday).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Soupe12:15 · 2 pers. · Entrée'),
      expect.stringContaining('Gratin19:00 · 4 pers. · Plat principal'),
    ]);
    expect(items[0]?.querySelector('[data-dish-type="entrée"] svg')).toBeTruthy();
    const monday = screen.getByRole('region', { name: 'lundi 23 novembre 2026' });
    expect(within(monday).getByText('Tiramisu')).toBeTruthy();
    expect(document.title).toContain('Planning des repas');
  });

  it('shows the empty state', async () => {
    renderPlanning({ 'GET /api/planned-meals': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('Aucun repas planifié')).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    let fail = true;
    renderPlanning({
      'GET /api/planned-meals': () =>
        fail ? apiError(500, 'INTERNAL', 'Erreur') : { status: 200, body: { items: [meal({})] } },
    });
    expect(await screen.findByText('Impossible de charger les repas')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Soupe')).toBeTruthy();
  });

  it('opens the add-meal dialog with the defaults and validates it', async () => {
    const { api } = renderPlanning({
      'POST /api/planned-meals': ({ body }) => ({
        status: 201,
        body: { ...meal({ id: 'new' }), ...(body as object) },
      }),
    });
    await screen.findByText('Gratin');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un repas' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un repas' });
    const field = (name: string) => within(dialog).getByLabelText<HTMLInputElement>(name);
    expect(field('Nom du plat').value).toBe('');
    expect(field('Date').value).toBe(todayLocal());
    expect(field('Heure').value).toBe('19:00');
    expect(field('Nombre de personnes').value).toBe('2');
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe(
      'plat',
    );
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Boisson', 'Apéro', 'Amuse-bouche', 'Entrée', 'Plat principal', 'Dessert']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer' }));

    await userEvent.clear(field('Nombre de personnes'));
    await userEvent.type(field('Nombre de personnes'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Le nom du plat est requis')).toBeTruthy();
    expect(within(dialog).getByText('Au moins une personne.')).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals')).toHaveLength(0);

    await userEvent.type(field('Nom du plat'), 'Raclette');
    await userEvent.clear(field('Nombre de personnes'));
    await userEvent.type(field('Nombre de personnes'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).toEqual({
      recipeTitle: 'Raclette',
      date: todayLocal(),
      time: '19:00',
      servings: 5,
      type: 'plat',
      recipeId: null,
    });
  });

  it('closes the dialog with Escape', async () => {
    renderPlanning();
    await screen.findByText('Gratin');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un repas' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens prefilled from a recipe (router state) and keeps its id', async () => {
    const { api } = renderPlanning(
      { 'POST /api/planned-meals': { status: 201, body: meal({ id: 'new' }) } },
      {
        pathname: '/dashboard/planning',
        state: { recipe: { id: 'rec-7', title: 'Fondue', servings: 4, type: 'plat' } },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nom du plat').value).toBe('Fondue');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nombre de personnes').value).toBe('4');
    await screen.findByText('Gratin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).toMatchObject({
      recipeTitle: 'Fondue',
      recipeId: 'rec-7',
      servings: 4,
    });
  });

  it('plans the meal for who eats when it comes from a suggestion for some of the household', async () => {
    const { api } = renderPlanning(
      { 'POST /api/planned-meals': { status: 201, body: meal({ id: 'new', eaters: [NOE, LOU] }) } },
      {
        pathname: '/dashboard/planning',
        state: { recipe: { id: 'rec-7', title: 'Fondue', servings: 2 }, eaters: [NOE, LOU] },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    await screen.findByText('Gratin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).toMatchObject({
      recipeTitle: 'Fondue',
      recipeId: 'rec-7',
      eaters: [NOE, LOU],
    });
  });

  it('plans the meal for everyone when everyone eats (no eaters sent)', async () => {
    const { api } = renderPlanning(
      { 'POST /api/planned-meals': { status: 201, body: meal({ id: 'new' }) } },
      { pathname: '/dashboard/planning', state: { recipe: { id: 'rec-7', title: 'Fondue' } } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    await screen.findByText('Gratin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).toMatchObject({ recipeId: 'rec-7' });
    expect(api.callsTo('POST /api/planned-meals')[0]?.body).not.toHaveProperty('eaters');
  });

  it('says when someone chosen left the household, then plans the meal for everyone', async () => {
    const { api } = renderPlanning(
      {
        'POST /api/planned-meals': ({ body }) =>
          (body as { eaters?: string[] }).eaters
            ? apiError(
                400,
                'EATERS_NOT_IN_HOUSEHOLD',
                'Choisissez qui mange parmi les personnes de votre foyer.',
              )
            : { status: 201, body: meal({ id: 'new', recipeTitle: 'Fondue' }) },
      },
      {
        pathname: '/dashboard/planning',
        state: { recipe: { id: 'rec-7', title: 'Fondue' }, eaters: [LOU] },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    await screen.findByText('Gratin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect((await within(dialog).findByText(/ne fait plus partie/)).textContent).toBe(
      'Une des personnes choisies ne fait plus partie de votre foyer. Ajoutez à nouveau le repas\u00a0: il sera prévu pour tout le foyer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.callsTo('POST /api/planned-meals');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toMatchObject({ eaters: [LOU] });
    expect(posts[1]?.body).not.toHaveProperty('eaters');
  });

  it('opens prefilled from the query string', async () => {
    renderPlanning({}, '/dashboard/planning?recipeId=rec-9&title=Tarte%20fine');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nom du plat').value).toBe('Tarte fine');
  });

  it('shows the add error', async () => {
    renderPlanning({ 'POST /api/planned-meals': apiError(500, 'INTERNAL', 'Erreur') });
    await screen.findByText('Gratin');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un repas' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nom du plat'), 'Pâtes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText("Impossible d'ajouter le repas")).toBeTruthy();
  });

  it('deletes a meal', async () => {
    const { api } = renderPlanning({
      'DELETE /api/planned-meals/m1': { status: 200, body: { ok: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Soupe' }));
    await waitFor(() => expect(screen.queryByText('Soupe')).toBeNull());
    expect(api.callsTo('DELETE /api/planned-meals/m1')).toHaveLength(1);
  });

  it('brings a deleted meal back with « Annuler »', async () => {
    const { api } = renderPlanning({
      'DELETE /api/planned-meals/m1': { status: 200, body: { ok: true } },
      'POST /api/planned-meals/restore': { status: 200, body: { items: [MEALS[2]] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Soupe' }));
    expect(await screen.findByText('Repas supprimé')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Repas remis au planning')).toBeTruthy();
    expect(screen.getByText('Soupe')).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/restore')[0]?.body).toEqual({ ids: ['m1'] });
  });

  it('says so when the meal cannot come back', async () => {
    renderPlanning({
      'DELETE /api/planned-meals/m1': { status: 200, body: { ok: true } },
      'POST /api/planned-meals/restore': apiError(404, 'NOT_FOUND', 'Introuvable'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Soupe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Impossible de remettre le repas au planning')).toBeTruthy();
  });

  it('shows the delete error', async () => {
    renderPlanning({ 'DELETE /api/planned-meals/m1': apiError(404, 'NOT_FOUND', 'Introuvable') });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Soupe' }));
    expect(await screen.findByText('Impossible de supprimer le repas')).toBeTruthy();
    expect(screen.getByText('Soupe')).toBeTruthy();
  });

  it('moves a meal to another day and moment and changes its people, from « Modifier »', async () => {
    const moved = meal({ id: 'm1', recipeTitle: 'Soupe', date: '2026-11-24', servings: 3 });
    let plan = MEALS;
    const { api } = renderPlanning({
      'GET /api/planned-meals': () => ({ status: 200, body: { items: plan } }),
      'PATCH /api/planned-meals/m1': () => {
        plan = [...MEALS.filter((item) => item.id !== 'm1'), moved];
        return { status: 200, body: moved };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Soupe' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le repas' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-22');
    // 12:15 is lunch.
    expect(
      (within(dialog).getByRole('radio', { name: 'Déjeuner' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-11-24');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dîner' }));
    await userEvent.clear(within(dialog).getByLabelText('Nombre de personnes'));
    await userEvent.type(within(dialog).getByLabelText('Nombre de personnes'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/planned-meals/m1')[0]?.body).toEqual({
      date: '2026-11-24',
      time: '19:00',
      servings: 3,
    });
    expect(await screen.findByText('Repas modifié')).toBeTruthy();
    const day = screen.getByRole('region', { name: 'mardi 24 novembre 2026' });
    expect(within(day).getByText('Soupe')).toBeTruthy();
  });

  it('asks before closing « Modifier » with changes, and says when the change failed', async () => {
    renderPlanning({
      'PATCH /api/planned-meals/m1': apiError(404, 'NOT_FOUND', 'Introuvable'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Soupe' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le repas' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dîner' }));
    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Rester' }));
    expect(screen.queryByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Impossible de modifier le repas')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
