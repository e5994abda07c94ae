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

describe('ProposedMealCard with the fridge’s leftovers', () => {
  it('says why, what it finishes from the fridge, and offers « Autre idée »', () => {
    render(
      <ul>
        <ProposedMealCard
          meal={{
            date: '2026-11-30',
            time: '19:00',
            kind: 'leftovers',
            title: 'Restes\u00a0: Lasagnes',
            fridge: [{ name: 'Restes\u00a0: Lasagnes', expirationDate: '2026-12-02' }],
            reason: 'restes de lasagnes à finir avant jeudi',
            eaters: null,
            names: [],
            recipe: null,
            leftovers: {
              itemId: '6f1c2a9e-0000-4000-8000-0000000000aa',
              available: 2,
              portions: 2,
              people: 2,
              children: 0,
              enough: true,
            },
          }}
          state="idle"
          error={null}
          onAdd={() => {}}
          onSwap={() => {}}
        />
      </ul>,
    );
    const card = within(screen.getByRole('listitem', { name: /Restes/ }));
    expect(card.getByTestId('meal-reason').textContent).toContain(
      'restes de lasagnes à finir avant jeudi',
    );
    expect(card.getByText(/Utilise du frigo/).textContent).toContain('Lasagnes');
    expect(card.getByRole('button', { name: /Autre idée/ })).toBeTruthy();
  });
});
