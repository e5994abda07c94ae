// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { PlannedMeal } from '../api/planned-meals';
import { PlanningPage } from './planning-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESTES: PlannedMeal = {
  id: 'r1',
  recipeId: null,
  recipeTitle: 'Restes\u00a0: Lasagnes',
  date: '2030-03-12',
  time: '12:00',
  servings: 2,
  portions: 2,
  portionsText: null,
  type: 'plat',
  recipe: null,
  cookedAt: null,
  leftoverPortions: 0,
  leftoversOf: 'm1',
  eaters: null,
  safety: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const SOUPE: PlannedMeal = { ...RESTES, id: 's1', recipeTitle: 'Soupe', leftoversOf: null };
const EATEN = { ...RESTES, cookedAt: '2030-03-12T12:30:00.000Z' };

describe('« Mangé » on a leftovers meal', () => {
  it('takes the leftovers out of the fridge, and « Annuler » puts them back', async () => {
    const api = mockApi({
      'GET /api/planned-meals': { status: 200, body: { items: [RESTES, SOUPE] } },
      'POST /api/planned-meals/r1/cooked': {
        status: 200,
        body: { meal: EATEN, fridgeChanges: 1 },
      },
      'POST /api/planned-meals/r1/uncooked': { status: 200, body: { meal: RESTES } },
    });
    renderRoutes([{ path: '/p', Component: PlanningPage }], '/p');
    const eaten = await screen.findByRole('button', {
      name: 'Mangé\u00a0: Restes\u00a0: Lasagnes',
    });
    // A meal of another kind has no « Mangé ».
    expect(screen.queryByRole('button', { name: 'Mangé\u00a0: Soupe' })).toBeNull();
    expect(eaten.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(eaten);
    expect(await screen.findByText('Restes retirés du frigo')).toBeTruthy();
    await waitFor(() => expect(eaten.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Mangé')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Les restes sont de retour dans le frigo')).toBeTruthy();
    expect(api.callsTo('POST /api/planned-meals/r1/uncooked')).toHaveLength(1);
  });
});
