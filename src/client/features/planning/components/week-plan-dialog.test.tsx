// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewPlannedMeal } from '../api/planned-meals';
import type { WeekPlanMeal } from '../../../../shared/week-plan';
import { FAMILY, LOU } from '../../../components/eaters/test-eaters';
import { testRecipe } from '../../../components/recipe/test-recipes';
import { mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { WeekPlanDialog } from './week-plan-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer);

const proposed = (date: string, id: string, title: string): WeekPlanMeal => ({
  date,
  time: '19:00',
  kind: 'recipe',
  title,
  fridge: [],
  reason: 'pas de poisson ces derniers jours',
  eaters: null,
  names: [],
  recipe: { ...testRecipe({ id, title }), imageUrl: '/recipes/plat-1.svg', difficulty: 'facile' },
});
const MEALS = [
  proposed('2026-11-30', 'gratin-dauphinois', 'Gratin dauphinois'),
  proposed('2026-12-01', 'chakchouka', 'Chakchouka'),
];
const WITHOUT_LOU = FAMILY.filter((eater) => eater !== LOU).map((eater) => eater.id);

function renderDialog(handlers: Record<string, Handler> = {}) {
  const onAdded = vi.fn();
  const api = mockApi({
    'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
    'POST /api/planned-meals/week-proposal': { status: 200, body: { meals: MEALS } },
    'POST /api/planned-meals': ({ body }) => ({
      status: 201,
      body: { ...(body as object), id: 'new', eaters: null, safety: null },
    }),
    'POST /api/planned-meals/batch': { status: 201, body: { items: [] } },
    ...handlers,
  });
  renderRoutes(
    [{ path: '/', element: <WeekPlanDialog planned={[]} onClose={() => {}} onAdded={onAdded} /> }],
    '/',
  );
  return { api, onAdded };
}

/** Proposes the week, leaving Lou out first when asked. */
async function propose({ leaveOutLou }: { leaveOutLou: boolean }) {
  const user = userEvent.setup();
  const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
  if (leaveOutLou) await user.click(within(who).getByRole('button', { name: /^Lou/ }));
  await user.click(screen.getByRole('button', { name: 'Proposer des menus' }));
  await screen.findByRole('listitem', { name: /Chakchouka/ });
  return user;
}

const bodies = (api: ReturnType<typeof mockApi>, key: string) =>
  api.callsTo(key).map((call) => call.body);

describe('WeekPlanDialog: who eats', () => {
  it('plans each meal added on its own for those it was proposed for', async () => {
    const { api } = renderDialog();
    const user = await propose({ leaveOutLou: true });
    expect(bodies(api, 'POST /api/planned-meals/week-proposal')[0]).toMatchObject({
      eaters: WITHOUT_LOU,
    });
    const card = screen.getByRole('listitem', { name: /Chakchouka/ });
    await user.click(within(card).getByRole('button', { name: /^Ajouter Chakchouka/ }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(bodies(api, 'POST /api/planned-meals')[0]).toMatchObject({
      recipeId: 'chakchouka',
      eaters: WITHOUT_LOU,
    });
  });

  it('plans every meal of « Tout ajouter » for those they were proposed for', async () => {
    const { api, onAdded } = renderDialog();
    const user = await propose({ leaveOutLou: true });
    await user.click(screen.getByRole('button', { name: 'Tout ajouter (2 repas)' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(2));
    const [batch] = bodies(api, 'POST /api/planned-meals/batch') as [{ meals: NewPlannedMeal[] }];
    expect(batch.meals.map((meal) => [meal.recipeId, meal.eaters])).toEqual([
      ['gratin-dauphinois', WITHOUT_LOU],
      ['chakchouka', WITHOUT_LOU],
    ]);
  });

  it('sends no eaters when everyone eats', async () => {
    const { api, onAdded } = renderDialog();
    const user = await propose({ leaveOutLou: false });
    const card = screen.getByRole('listitem', { name: /Gratin dauphinois/ });
    await user.click(within(card).getByRole('button', { name: /^Ajouter Gratin dauphinois/ }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(bodies(api, 'POST /api/planned-meals')[0]).not.toHaveProperty('eaters');
    await user.click(screen.getByRole('button', { name: 'Ajouter ce repas' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(2));
    const [batch] = bodies(api, 'POST /api/planned-meals/batch') as [{ meals: NewPlannedMeal[] }];
    expect(batch.meals).toHaveLength(1);
    expect(batch.meals[0]).not.toHaveProperty('eaters');
  });
});
