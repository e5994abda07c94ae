// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hero } from './hero';

afterEach(cleanup);

describe('Hero', () => {
  it('names Popote and its tagline in the h1', () => {
    render(<Hero />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Popote, votre assistant culinaire');
  });

  it('leads to sign-up and to the features', () => {
    render(<Hero />);
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveProperty(
      'search',
      '?mode=inscription',
    );
    expect(
      screen.getByRole('link', { name: 'Découvrir les fonctionnalités' }).getAttribute('href'),
    ).toBe('#features');
  });

  it('mentions the 30 free days with FREE30', () => {
    render(<Hero />);
    expect(screen.getByText(/30 jours offerts avec le code FREE30/)).toBeTruthy();
  });

  it('shows the main illustration first and at once, the others lazily', () => {
    const { container } = render(<Hero />);
    const images = [...container.querySelectorAll('img')];
    const [main, ...others] = images;
    if (!main) throw new Error('the hero shows no image');
    expect(main.getAttribute('alt')).not.toBe('');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^\/recipes\/[a-z-]+-\d\.svg$/);
      expect(image.getAttribute('width')).toBe('800');
      expect(image.getAttribute('height')).toBe('600');
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
    for (const image of others) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows the three highlight chips', () => {
    render(<Hero />);
    const chips = within(screen.getByRole('list', { name: 'En bref' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Recettes adaptées à votre foyer',
      'Courses préparées en un clic',
      'Moins de gaspillage',
    ]);
  });
});
