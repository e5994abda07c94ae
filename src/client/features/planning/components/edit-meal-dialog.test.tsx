// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlannedIngredient } from '../../../../shared/planned-ingredient';
import type { PlannedMealPatch } from '../../../../shared/planning';
import { CAMILLE, FAMILY, LOU, NOE } from '../../../components/eaters/test-eaters';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import type { PlannedMeal } from '../api/planned-meals';
import { EditMealDialog } from './edit-meal-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PESTO: PlannedMeal = {
  id: 'm1',
  recipeId: null,
  recipeTitle: 'Pâtes au pesto',
  date: '2026-11-23',
  time: '19:00',
  servings: 2,
  portions: 2,
  portionsText: null,
  type: 'plat',
  recipe: {
    servings: 2,
    description: '',
    ingredients: ['200 g de pâtes', '50 g de pignons de pin', '40 g de parmesan'].map(
      readPlannedIngredient,
    ),
    instructions: [],
  },
  cookedAt: null,
  leftoverPortions: 0,
  leftoversOf: null,
  eaters: [CAMILLE.id, NOE.id],
  safety: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderDialog(meal: PlannedMeal = PESTO) {
  mockApi({
    'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
    'GET /api/household/settings': { status: 200, body: { childPortion: 0.5 } },
  });
  const sent: PlannedMealPatch[] = [];
  renderRoutes(
    [
      {
        path: '/p',
        Component: () => (
          <EditMealDialog
            meal={meal}
            pending={false}
            error={null}
            onSubmit={(patch) => sent.push(patch)}
            onClose={() => {}}
          />
        ),
      },
    ],
    '/p',
  );
  return sent;
}

const group = () => screen.getByRole('group', { name: 'Qui mange\u202f?' });

describe('EditMealDialog « Qui mange ? »', () => {
  it('starts from who eats the meal, counts again, and names who the recipe does not suit', async () => {
    const sent = renderDialog();
    await waitFor(() => expect(group()).toBeTruthy());
    const pressed = within(group())
      .getAllByRole('button')
      .filter((chip) => chip.getAttribute('aria-pressed') === 'true')
      .map((chip) => chip.textContent);
    expect(pressed).toEqual(['Camille (vous)', 'Noé']);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(within(group()).getByRole('button', { name: /Lou/ }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Attention\u00a0: «\u00a0Pâtes au pesto\u00a0» ne convient pas à Lou (sans fruits à coque)',
    );
    expect((screen.getByLabelText('Nombre de personnes') as HTMLInputElement).value).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(sent).toEqual([{ eaters: [CAMILLE.id, NOE.id, LOU.id] }]);
  });

  it('says a recipe with a line Popote cannot read is not verified for Lou, before saving', async () => {
    renderDialog({
      ...PESTO,
      recipeTitle: 'Gratin de mamie',
      recipe: {
        ...PESTO.recipe!,
        ingredients: ['1 kg de pommes de terre', '1 sachet de sauce Tanpopo'].map(
          readPlannedIngredient,
        ),
      },
    });
    await waitFor(() => expect(group()).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(group()).getByRole('button', { name: /Lou/ }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Recette non vérifiée pour Lou (sans fruits à coque)\u00a0: Popote ne reconnaît pas «\u00a01 sachet de sauce Tanpopo\u00a0».',
    );
  });

  it('sends everyone as null, and nothing about eaters when they did not change', async () => {
    const sent = renderDialog({ ...PESTO, eaters: null, recipe: null });
    await waitFor(() => expect(group()).toBeTruthy());
    await userEvent.click(within(group()).getByRole('button', { name: /Mamie/ }));
    await userEvent.click(within(group()).getByRole('button', { name: /Mamie/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Back to everyone: nothing changed, nothing sent.
    expect(sent).toEqual([]);
  });
});
