// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../shared/constants';
import i18n from '../../lib/i18n';
import recipeTexts from '../../locales/fr/recipe.json';
import { toFavoriteInput } from './api';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';
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

const SAFETY = {
  line: 'Pour Noé · Sans fruits à coque, sans champignons',
  notes: [
    'La noix de coco n’est pas un fruit à coque.',
    'Attention\u00a0: « 1 pincée de fenugrec » n’a pas pu être vérifié.',
  ],
};

describe('RecipeSafetyLine', () => {
  it('shows for whom the recipe is and what it respects, then its notes, on the card', () => {
    render(<RecipeCard recipe={testRecipe({ safety: SAFETY })} />);
    const card = screen.getByRole('article', { name: 'Gratin dauphinois' });
    const line = within(card).getByText(SAFETY.line);
    expect(line.tagName).toBe('P');
    // Plain text in the card, before the ingredients: read in place by a screen reader.
    expect(line.closest('[aria-hidden]')).toBeNull();
    expect(
      line.compareDocumentPosition(within(card).getByRole('heading', { name: 'Ingrédients' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const note = within(card).getByText('La noix de coco n’est pas un fruit à coque.');
    expect(note.className).toContain('text-fg-muted');
    const warning = within(card).getByText(/^Attention/);
    expect(warning.textContent).toBe(SAFETY.notes[1]);
    expect(warning.closest('li')?.className).toContain('text-warning');
  });

  it('shows « De saison » only when the server computed it, with its meaning for readers', () => {
    render(<RecipeCard recipe={testRecipe({ inSeason: true })} />);
    const badge = within(screen.getByRole('article', { name: 'Gratin dauphinois' })).getByText(
      'De saison',
    );
    expect(badge.closest('[data-season]')?.textContent).toContain(
      'Tous ses produits frais sont de saison ce mois-ci',
    );
    expect(badge.closest('[data-season]')?.querySelector('svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    cleanup();
    render(<RecipeCard recipe={testRecipe()} />);
    expect(screen.queryByText('De saison')).toBeNull();
    cleanup();
    render(<RecipeCard recipe={testRecipe({ inSeason: false })} />);
    expect(screen.queryByText('De saison')).toBeNull();
  });

  it('says nothing when the server said nothing', () => {
    render(<RecipeCard recipe={testRecipe()} />);
    expect(screen.queryByTestId('recipe-safety')).toBeNull();
    expect(screen.queryByText(/^Pour /)).toBeNull();
  });

  it('keeps its room in the loading card, so nothing jumps', () => {
    const { container } = render(<RecipeCardSkeleton />);
    const blocks = container.querySelectorAll('.flex.flex-col.gap-4 > *');
    // Type, title, meta, safety line, ingredients, then the buttons.
    expect(blocks[3]?.className).toContain('w-64');
  });
});

describe('toFavoriteInput', () => {
  it('maps the recipe to the favourite body (image from imageUrl)', () => {
    // A difficulty the app does not know (a recipe an older version kept) is left out.
    const unknown = 'très dur' as Difficulty;
    expect(toFavoriteInput(testRecipe({ difficulty: unknown }))).toMatchObject({
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
