// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicNav } from './public-nav';

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('PublicNav', () => {
  it('links every public page and marks the current one', () => {
    render(<PublicNav currentPath="/features/shopping-list" />);
    const bar = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/',
      '/features/meal-planning',
      '/features/shopping-list',
      '/features/recipe-suggestions',
      '/features/virtual-assistant',
      '/features/frigidaire',
      '/blog',
      '/app',
      '/auth',
      '/auth?mode=inscription',
    ]);
    expect(within(bar).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe(
      null,
    );
    expect(within(bar).getByRole('link', { name: "Télécharger l'app" })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Commencer' }).getAttribute('href')).toBe(
      '/auth?mode=inscription',
    );
    expect(within(bar).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('reads the current page from the address when not told', () => {
    window.history.pushState(null, '', '/blog');
    render(<PublicNav />);
    const bar = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(bar).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe(
      'page',
    );
    window.history.pushState(null, '', '/');
  });

  it('turns translucent with a shadow past 10 px of scroll', () => {
    render(<PublicNav currentPath="/" />);
    const bar = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(bar.className).toContain('bg-transparent');

    scrollTo(10);
    expect(bar.className).toContain('bg-transparent');

    scrollTo(11);
    expect(bar.className).toContain('backdrop-blur');
    expect(bar.className).toContain('shadow');
    expect(bar.className).not.toContain('bg-transparent');

    scrollTo(0);
    expect(bar.className).toContain('bg-transparent');
  });
});

describe('side menu', () => {
  it('opens as a modal, keeps the focus in, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PublicNav currentPath="/features/frigidaire" />
        <main>
          <a href="/privacy">Derrière</a>
        </main>
      </>,
    );
    const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Fermer le menu' });
    expect(document.activeElement).toBe(close);

    // The same links plus « Télécharger l'app », the current page marked.
    expect(
      within(dialog).getByRole('link', { name: 'Frigidaire' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(dialog).getByRole('link', { name: "Télécharger l'app" }).getAttribute('href'),
    ).toBe('/app');
    // The page behind is inert and does not scroll.
    expect(screen.getByRole('main', { hidden: true }).hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Tab cycles inside the panel.
    const focusable = within(dialog).getAllByRole('link');
    const last = focusable.at(-1);
    last?.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<PublicNav currentPath="/" />);
    const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });
});
