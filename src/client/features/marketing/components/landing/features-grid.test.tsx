// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturesGrid } from './features-grid';

afterEach(cleanup);

describe('FeaturesGrid', () => {
  it('is the #features anchor, titled by its h2', () => {
    const { container } = render(<FeaturesGrid />);
    const section = container.querySelector('#features');
    expect(section).not.toBeNull();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(section?.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('names every marketing promise of the specification', () => {
    render(<FeaturesGrid />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const promises: [string, RegExp][] = [
      ['time saved in the kitchen', /temps gagné en cuisine/i],
      ['suggestions that follow your tastes', /suivent vos goûts/i],
      ['instant suggestions', /en un instant/i],
      ['personalised recipes', /recettes personnalisées/i],
      ['automatic shopping list', /liste de courses automatique/i],
      ['meal planning in advance', /planifiés à l’avance/i],
      ['family management', /famille/i],
      ['less food waste', /moins de gaspillage/i],
      ['virtual fridge', /frigo virtuel/i],
    ];
    for (const [promise, pattern] of promises) {
      expect(
        titles.some((title) => pattern.test(title ?? '')),
        promise,
      ).toBe(true);
    }
  });

  it('links to the feature pages that exist', () => {
    render(<FeaturesGrid />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/features/recipe-suggestions',
        '/features/shopping-list',
        '/features/meal-planning',
        '/features/frigidaire',
      ]),
    );
  });
});
