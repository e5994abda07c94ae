// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_SLUGS, FEATURES, featureTexts } from '../components/feature/feature-content';
import { FeaturePage } from './feature-page';

afterEach(cleanup);

const HEADINGS = {
  'meal-planning': 'Planning des repas',
  'shopping-list': 'Liste de courses',
  'recipe-suggestions': 'Suggestions de recettes',
  'virtual-assistant': 'Assistant Chef',
  frigidaire: 'Frigidaire',
} as const;

describe('FeaturePage', () => {
  it.each(FEATURE_SLUGS)('shows the %s page with its steps and a way to start', async (slug) => {
    render(<FeaturePage feature={slug} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(HEADINGS[slug]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${HEADINGS[slug]} — Popote`));

    const steps = screen.getByRole('region', { name: 'Comment ça marche' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    featureTexts(slug).steps.forEach((step, index) => {
      expect(items[index]?.textContent).toContain(step.title);
    });

    const starts = screen.getAllByRole('link', { name: 'Commencer' });
    expect(starts.length).toBeGreaterThan(0);
    for (const link of starts) expect(link.getAttribute('href')).toBe('/auth?mode=inscription');
    expect(screen.getByText('30 jours offerts avec le code FREE30')).toBeTruthy();
  });

  it.each(FEATURE_SLUGS)('links %s to the four other feature pages', (slug) => {
    render(<FeaturePage feature={slug} />);
    const others = screen.getByRole('region', { name: 'Découvrir aussi' });
    const hrefs = within(others)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      FEATURE_SLUGS.filter((other) => other !== slug).map((other) => FEATURES[other].path),
    );
  });

  it('answers questions in closed <details> that open without script', () => {
    render(<FeaturePage feature="shopping-list" />);
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    const details = faq.querySelectorAll('details');
    expect(details).toHaveLength(3);
    expect([...details].every((entry) => !entry.open)).toBe(true);
    expect(within(faq).getByText(/Supprimer cochés/)).toBeTruthy();
  });

  it('presents the Assistant Chef as it works today, never « Bientôt » (issue 29)', () => {
    const { container } = render(<FeaturePage feature="virtual-assistant" />);
    expect(container.textContent).not.toMatch(/Bientôt|bientôt|sera prêt|en préparation/);
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que vous y gagnez' })).toBeTruthy();
    expect(container.textContent).toMatch(/temps de cuisson/);
    expect(container.textContent).toMatch(/menu de fête/);
  });

  it('shows an illustration with explicit dimensions', () => {
    const { container } = render(<FeaturePage feature="frigidaire" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/^\/recipes\/.+\.svg$/);
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('600');
  });
});
