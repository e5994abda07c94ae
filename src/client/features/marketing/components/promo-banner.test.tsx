// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Banner from './promo-banner';

// The module remembers a dismissal for the page's life: each test gets a fresh page.
let PromoBanner: typeof Banner.PromoBanner;
let PROMO_DISMISSED_KEY: string;

beforeEach(async () => {
  vi.resetModules();
  ({ PromoBanner, PROMO_DISMISSED_KEY } = await import('./promo-banner'));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PromoBanner', () => {
  it('offers 30 free days with the code FREE30 and links to /auth', () => {
    render(<PromoBanner />);
    const link = screen.getByRole('link', { name: /30 jours gratuits avec le code FREE30/ });
    expect(link.getAttribute('href')).toBe('/auth?mode=inscription');
  });

  it('stays closed once dismissed, after a re-render and a remount', async () => {
    const { rerender, unmount } = render(<PromoBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’offre de bienvenue' }));

    expect(screen.queryByText(/FREE30/)).toBeNull();
    expect(localStorage.getItem(PROMO_DISMISSED_KEY)).not.toBeNull();
    rerender(<PromoBanner />);
    expect(screen.queryByText(/FREE30/)).toBeNull();

    unmount();
    render(<PromoBanner />);
    expect(screen.queryByText(/FREE30/)).toBeNull();
  });

  it('stays closed on the next page load', async () => {
    localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    render(<PromoBanner />);
    expect(screen.queryByText(/FREE30/)).toBeNull();
  });

  it('moves the focus on to the next control when closed', async () => {
    render(
      <>
        <PromoBanner />
        <a href="/">Suivant</a>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’offre de bienvenue' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Suivant' }));
  });
});
