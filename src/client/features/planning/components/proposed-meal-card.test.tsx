// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeekPlanMeal } from '../../../../shared/week-plan';
import { testRecipe } from '../../../components/recipe/test-recipes';
import '../../../lib/i18n';
import { ProposedMealCard } from './proposed-meal-card';

afterEach(cleanup);

const meal = (recipe: Partial<NonNullable<WeekPlanMeal['recipe']>> = {}): WeekPlanMeal => {
  const full = {
    ...testRecipe(),
    imageUrl: '/recipes/plat-1.svg',
    difficulty: 'facile' as const,
    ...recipe,
  };
  return {
    date: '2026-11-30',
    time: '19:00',
    kind: 'recipe',
    title: full.title,
    fridge: [],
    reason: '25 min, vous avez 30 min ce lundi',
    eaters: null,
    names: [],
    recipe: full,
  };
};

function renderCard(proposed: WeekPlanMeal) {
  render(
    <ul>
      <ProposedMealCard
        meal={proposed}
        state="idle"
        error={null}
        onAdd={() => {}}
        onSwap={() => {}}
      />
    </ul>,
  );
  return within(screen.getByRole('listitem', { name: /Gratin dauphinois/ }));
}

describe('ProposedMealCard', () => {
  it('says for whom the meal is and what it respects, with its notes', () => {
    const card = renderCard(
      meal({
        safety: {
          line: 'Pour Noé · Sans fruits à coque, sans champignons',
          notes: ['La noix de coco n’est pas un fruit à coque.'],
        },
      }),
    );
    expect(card.getByText('Pour Noé · Sans fruits à coque, sans champignons')).toBeTruthy();
    expect(card.getByText('La noix de coco n’est pas un fruit à coque.')).toBeTruthy();
  });

  it('shows no line for a recipe without one', () => {
    const card = renderCard(meal());
    expect(card.queryByTestId('recipe-safety')).toBeNull();
  });
});
