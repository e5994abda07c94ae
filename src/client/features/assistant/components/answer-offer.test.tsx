// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantOffer } from '../../../../shared/assistant';
import { testRecipe } from '../../../components/recipe/test-recipes';
import { mockApi } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { AssistantBubble } from './message-bubbles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STARTER = testRecipe({ id: 'veloute', title: 'Velouté de potimarron', type: 'entrée' });
const MAIN = testRecipe();
const MENU: AssistantOffer = {
  kind: 'menu',
  title: 'Menu de Noël végétarien',
  guests: 6,
  courses: ['Entrée', 'Plat'],
};

const favorites = {
  'GET /api/favorites/by-recipe/veloute': { status: 200, body: { favorite: null } },
  'GET /api/favorites/by-recipe/gratin-dauphinois': { status: 200, body: { favorite: null } },
};

describe('an answer’s offer (issue 29)', () => {
  it('shows a menu by course, plans it all on one date and adds it all to the list', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...favorites,
      'POST /api/planned-meals/batch': { status: 201, body: { items: [] } },
      'POST /api/shopping-items': { status: 201, body: { items: [], skipped: [] } },
    });
    renderRoutes(
      [
        {
          path: '/',
          element: <AssistantBubble content="Menu" recipes={[STARTER, MAIN]} offer={MENU} />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('region', { name: 'Entrée' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Plat' })).toBeTruthy();

    const actions = within(screen.getByRole('group', { name: 'Actions sur tout le menu' }));
    await user.click(actions.getByRole('button', { name: 'Tout ajouter à la liste' }));
    await waitFor(() => expect(api.callsTo('POST /api/shopping-items')).toHaveLength(2));
    expect(
      await actions.findByText('Les ingrédients des 2 plats sont sur la liste de courses.'),
    ).toBeTruthy();

    await user.click(actions.getByRole('button', { name: 'Tout planifier' }));
    await user.click(actions.getByRole('button', { name: 'Planifier les 2 plats' }));
    await waitFor(() => expect(api.callsTo('POST /api/planned-meals/batch')).toHaveLength(1));
    const body = api.callsTo('POST /api/planned-meals/batch')[0]!.body as {
      meals: { recipeId: string; time: string }[];
    };
    expect(body.meals.map((meal) => [meal.recipeId, meal.time])).toEqual([
      ['veloute', '19:30'],
      ['gratin-dauphinois', '19:30'],
    ]);
    expect(await actions.findByText('Les 2 plats sont au planning.')).toBeTruthy();
  });

  it('offers « Planifier ma semaine », which opens the planning', async () => {
    const user = userEvent.setup();
    mockApi(favorites);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <AssistantBubble
              content="Trois idées"
              recipes={[MAIN]}
              offer={{ kind: 'week', cheap: true, quick: false, vegetarian: false }}
            />
          ),
        },
        { path: '*', Component: PathProbe },
      ],
      '/',
    );
    await user.click(await screen.findByRole('button', { name: 'Planifier ma semaine' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page: /dashboard/planning' }),
    ).toBeTruthy();
  });
});
