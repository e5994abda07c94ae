// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PricingCard } from './pricing-card';

afterEach(cleanup);

describe('PricingCard', () => {
  it('is the #pricing anchor, titled by its h2', () => {
    const { container } = render(<PricingCard />);
    const section = container.querySelector('#pricing');
    expect(section).not.toBeNull();
    expect(section?.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { level: 2 }).id,
    );
  });

  it('shows the premium plan at CHF 9.99 per month, with its terms and the offer', () => {
    render(<PricingCard />);
    expect(screen.getByRole('heading', { level: 3, name: 'Premium' })).toBeTruthy();
    expect(screen.getByText('CHF 9.99')).toBeTruthy();
    expect(screen.getByText('par mois')).toBeTruthy();
    expect(screen.getByText(/Sans engagement, résiliable à tout moment/)).toBeTruthy();
    expect(screen.getByText('30 jours offerts avec le code FREE30')).toBeTruthy();
  });

  it('lists what the subscription includes', () => {
    render(<PricingCard />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const feature of [/suggestions/i, /frigo/i, /planning/i, /courses/i, /favorites/i]) {
      expect(items.some((item) => feature.test(item))).toBe(true);
    }
  });

  it('sends « Commencer maintenant » to the sign-up form', () => {
    render(<PricingCard />);
    expect(screen.getByRole('link', { name: 'Commencer maintenant' }).getAttribute('href')).toBe(
      '/auth?mode=inscription',
    );
  });
});
