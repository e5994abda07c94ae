// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import recipeTexts from '../../locales/fr/recipe.json';
import { toFavoriteInput } from './api';
import { RecipeCard } from './recipe-card';
import { testRecipe } from './test-recipes';

if (!i18n.hasResourceBundle('fr', 'recipe')) i18n.addResourceBundle('fr', 'recipe', recipeTexts);

afterEach(cleanup);

describe('RecipeCard', () => {
  it('shows the type, time, servings, difficulty and a decorative sized image', () => {
    const { container } = render(<RecipeCard recipe={testRecipe()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gratin dauphinois' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Gratin dauphinois' });
    expect(card.textContent).toContain('Plat principal');
    expect(card.textContent).toContain('35 min');
    expect(card.textContent).toContain('4 pers.');
    expect(card.textContent).toContain('Facile');
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toBe('/recipes/plat-1.svg');
    expect(image?.getAttribute('width')).toBeTruthy();
    expect(image?.getAttribute('height')).toBeTruthy();
  });

  it('lists three ingredients, then how many more', () => {
    render(<RecipeCard recipe={testRecipe()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '1 gousse d’ail',
    );
    expect(screen.queryByText('20 g de beurre')).toBeNull();
    expect(screen.getByText('+ 2 autres ingrédients...')).toBeTruthy();
    cleanup();
    render(<RecipeCard recipe={testRecipe({ ingredients: ['a', 'b', 'c', 'd'] })} />);
    expect(screen.getByText('+ 1 autre ingrédient...')).toBeTruthy();
    cleanup();
    render(<RecipeCard recipe={testRecipe({ ingredients: ['a', 'b', 'c'] })} />);
    expect(screen.queryByText(/autres? ingrédients?/)).toBeNull();
  });
});

describe('toFavoriteInput', () => {
  it('maps the recipe to the favourite body (image from imageUrl)', () => {
    expect(toFavoriteInput(testRecipe({ difficulty: 'très dur' }))).toMatchObject({
      recipeId: 'gratin-dauphinois',
      recipeTitle: 'Gratin dauphinois',
      recipeImage: '/recipes/plat-1.svg',
      preparationTime: 35,
      servings: 4,
      difficulty: null,
      type: 'plat',
    });
  });
});
