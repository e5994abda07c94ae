// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
  document.body.innerHTML = '';
});

describe('SiteFooter', () => {
  it('shows the contact mailbox, the place, the links and the copyright', () => {
    render(
      <SiteFooter settings={{ contactEmail: 'contact@popote.test', social: {}, agency: null }} />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'contact@popote.test' }).getAttribute('href'),
    ).toBe('mailto:contact@popote.test');
    expect(within(footer).getByText('Valais, Suisse')).toBeTruthy();
    expect(within(footer).getByText('Votre assistant culinaire')).toBeTruthy();
    // The specification's « © 2025 … », then « © 2025–AAAA » once 2025 is past.
    const year = new Date().getFullYear();
    const years = year > 2025 ? `2025–${year}` : '2025';
    expect(
      within(footer).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `© ${years} Popote. Tous droits réservés.`,
      ),
    ).toBeTruthy();
    const hrefs = Object.fromEntries(
      [
        'Fonctionnalités',
        'Tarifs',
        "Télécharger l'app",
        'Blog',
        'Confidentialité',
        'Conditions d’utilisation',
      ].map((name) => [name, within(footer).getByRole('link', { name }).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Fonctionnalités: '/#features',
      Tarifs: '/#pricing',
      "Télécharger l'app": '/app',
      Blog: '/blog',
      Confidentialité: '/privacy',
      'Conditions d’utilisation': '/terms',
    });
  });

  it('shows only the social networks that are set, and the agency when set', () => {
    render(
      <SiteFooter
        settings={{
          contactEmail: 'contact@popote.test',
          social: { instagram: 'https://instagram.example/popote', linkedin: '' },
          agency: { name: 'Atelier Web', url: 'https://atelier.example' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.example/popote',
    );
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'TikTok' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Atelier Web' }).getAttribute('href')).toBe(
      'https://atelier.example',
    );
  });

  it('hides the social block and the agency credit when nothing is set', () => {
    render(<SiteFooter settings={{ contactEmail: 'a@b.test', social: {}, agency: null }} />);
    expect(screen.queryByRole('heading', { name: 'Suivez-nous' })).toBeNull();
    expect(screen.queryByText(/Site réalisé par/)).toBeNull();
  });
});
