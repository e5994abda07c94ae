// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPage, meta } from './landing-page';

afterEach(cleanup);

describe('LandingPage', () => {
  it('renders every section, in order, each with its heading', () => {
    render(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Tout pour bien manger, sans y passer la soirée',
      'Pourquoi choisir Popote\u202f?',
      'Popote sur votre téléphone',
      'Un abonnement, tout Popote',
    ]);
  });

  it('has the #features and #pricing anchors', () => {
    const { container } = render(<LandingPage />);
    expect(container.querySelector('section#features')).not.toBeNull();
    expect(container.querySelector('section#pricing')).not.toBeNull();
  });

  it('sets the title and a description of 140 to 160 characters', () => {
    render(<LandingPage />);
    expect(document.title).toBe('Popote — Votre assistant culinaire');
    expect(meta.description.length).toBeGreaterThanOrEqual(140);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('renders to static HTML, main image included', () => {
    const html = renderToString(<LandingPage />);
    expect(html).toMatch(/<h1[^>]*>.*Popote,.*votre assistant culinaire.*<\/h1>/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).toContain('id="pricing"');
  });
});
