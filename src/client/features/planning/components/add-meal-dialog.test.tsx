// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeekPlanMeal } from '../../../../shared/week-plan';
import { DEFAULT_WEEK_SETTINGS, type WeekSettings } from '../../../../shared/week-settings';
import { CAMILLE, FAMILY, LOU, MAMIE, NOE } from '../../../components/eaters/test-eaters';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { NewPlannedMeal } from '../api/planned-meals';
import type { RecipePrefill } from '../lib/meals';
import { AddMealDialog } from './add-meal-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 2030-03-15 is a Friday: Lou eats at the canteen on Friday lunch (« Qui est là ? »).
const FRIDAY = '2030-03-15';
const SETTINGS: WeekSettings = {
  ...DEFAULT_WEEK_SETTINGS,
  patterns: [{ personId: LOU.id, weekday: 5, moment: 'lunch', present: false, anchor: null }],
};

const PROPOSED: WeekPlanMeal = {
  date: FRIDAY,
  time: '12:00',
  kind: 'recipe',
  title: 'Risotto aux champignons',
  reason: 'Lou n’est pas là : plat avec champignons possible',
  eaters: [CAMILLE.id, NOE.id, MAMIE.id],
  names: ['Camille', 'Noé', 'Mamie'],
  fridge: [],
  recipe: {
    id: 'risotto-champignons',
    title: 'Risotto aux champignons',
    description: '',
    ingredients: ['300 g de riz', '250 g de champignons'],
    instructions: ['Cuire.'],
    servings: 3,
    portions: {
      adults: 3,
      children: 0,
      childPortion: 0.5,
      portions: 3,
      people: 3,
      text: '3 adultes = 3 portions',
    },
    time: 30,
    difficulty: 'facile',
    type: 'plat',
  } as unknown as NonNullable<WeekPlanMeal['recipe']>,
};

function renderDialog(prefill: RecipePrefill | null = null) {
  const api = mockApi({
    'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
    'GET /api/household/settings': { status: 200, body: { childPortion: 0.5 } },
    'GET /api/planned-meals/week-settings': { status: 200, body: SETTINGS },
    'POST /api/planned-meals/week-proposal': { status: 200, body: { meals: [PROPOSED] } },
  });
  const sent: NewPlannedMeal[] = [];
  renderRoutes(
    [
      {
        path: '/p',
        Component: () => (
          <AddMealDialog
            prefill={prefill}
            slot={{ date: FRIDAY, time: '12:00' }}
            pending={false}
            error={null}
            onSubmit={(meal) => sent.push(meal)}
            onClose={() => {}}
          />
        ),
      },
    ],
    '/p',
  );
  return { api, sent };
}

const group = () => screen.getByRole('group', { name: 'Qui mange\u202f?' });
const pressed = () =>
  within(group())
    .getAllByRole('button')
    .filter((chip) => chip.getAttribute('aria-pressed') === 'true')
    .map((chip) => chip.textContent);

describe('AddMealDialog and « Qui est là ? »', () => {
  it('starts « Qui mange ? » from who is home at that meal, and follows another day', async () => {
    const { sent } = renderDialog();
    await waitFor(() => expect(pressed()).toEqual(['Camille (vous)', 'Noé', 'Mamie']));
    expect((screen.getByLabelText('Nombre de personnes') as HTMLInputElement).value).toBe('3');

    // Saturday lunch: Lou is home.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-03-16' } });
    await waitFor(() => expect(pressed()).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: FRIDAY } });
    await waitFor(() => expect(pressed()).toHaveLength(3));

    // Still changeable: Mamie is away too.
    await userEvent.click(within(group()).getByRole('button', { name: /Mamie/ }));
    await userEvent.type(screen.getByLabelText('Nom du plat'), 'Soupe');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(sent).toEqual([
      expect.objectContaining({ recipeTitle: 'Soupe', servings: 2, eaters: [CAMILLE.id, NOE.id] }),
    ]);
  });

  it('proposes a dish for that meal and those who eat, with its reason, and counts its portions', async () => {
    const { api, sent } = renderDialog();
    await waitFor(() => expect(pressed()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Proposer un plat pour ce repas' }));
    expect(await screen.findByText(/Proposé : Risotto aux champignons/)).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/week-proposal')[0]?.body).toMatchObject({
      slots: [{ date: FRIDAY, time: '12:00' }],
      eaters: [CAMILLE.id, NOE.id, MAMIE.id],
    });
    expect((screen.getByLabelText('Nom du plat') as HTMLInputElement).value).toBe(
      'Risotto aux champignons',
    );
    // Lou added back: the recipe does not suit Lou, said plainly.
    await userEvent.click(within(group()).getByRole('button', { name: /Lou/ }));
    expect(screen.getByRole('alert').textContent).toContain('ne convient pas à Lou');

    // « Autre idée »: the first one is turned down.
    await userEvent.click(screen.getByRole('button', { name: 'Autre idée' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/planned-meals/week-proposal')).toHaveLength(2),
    );
    expect(api.callsTo('POST /api/planned-meals/week-proposal')[1]?.body).toMatchObject({
      exclude: ['risotto-champignons'],
    });

    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipeId: 'risotto-champignons',
      servings: 4,
      // 3 adults + 1 child at ½: 4 portions (3,5 rounded up).
      portions: 4,
      children: 1,
    });
  });
});
