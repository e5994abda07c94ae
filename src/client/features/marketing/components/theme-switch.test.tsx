// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from './theme-switch';

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#fbf6ee';
  document.head.append(meta);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  document.head.querySelector('meta[name="theme-color"]')?.remove();
});

const stored = () => JSON.parse(localStorage.getItem('theme-storage') ?? 'null') as unknown;

describe('ThemeSwitch', () => {
  it('switches to dark and back, and remembers the choice like the app', async () => {
    render(<ThemeSwitch />);
    const button = screen.getByRole('button', { name: 'Thème sombre' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ state: { theme: 'dark' }, version: 0 });
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#1c1816',
    );

    await userEvent.click(button);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(stored()).toEqual({ state: { theme: 'light' }, version: 0 });
  });

  it('shows the theme chosen before it rendered', async () => {
    document.documentElement.classList.add('dark');
    render(<ThemeSwitch />);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Thème sombre' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });
});
