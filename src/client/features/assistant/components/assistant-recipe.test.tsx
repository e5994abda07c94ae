// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantRecipe as Recipe } from '../../../../shared/assistant';
import { testRecipe } from '../../../components/recipe/test-recipes';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { AssistantRecipe } from './assistant-recipe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECIPE: Recipe = {
  ...testRecipe(),
  imageUrl: '/recipes/plat-1.svg',
  difficulty: 'facile',
  safety: {
    line: 'Pour Lou · Sans fruits à coque, sans champignons',
    notes: ['La muscade n’est pas un fruit à coque.'],
  },
};

describe('AssistantRecipe', () => {
  it('shows the safety line and its note on the card and in the full recipe', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /api/favorites/by-recipe/${RECIPE.id}`]: { status: 200, body: { favorite: null } },
    });
    renderRoutes([{ path: '/', element: <AssistantRecipe recipe={RECIPE} /> }], '/');

    const card = within(await screen.findByRole('article', { name: 'Gratin dauphinois' }));
    expect(card.getByText('Pour Lou · Sans fruits à coque, sans champignons')).toBeTruthy();
    expect(card.getByText('La muscade n’est pas un fruit à coque.')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Gratin dauphinois' }));
    expect(dialog.getByText('Pour Lou · Sans fruits à coque, sans champignons')).toBeTruthy();
    expect(dialog.getByText('La muscade n’est pas un fruit à coque.')).toBeTruthy();
  });
});
