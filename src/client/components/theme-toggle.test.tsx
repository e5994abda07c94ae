// @vitest-environment jsdom
import '../lib/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';

afterEach(cleanup);

function storedTheme() {
  return JSON.parse(localStorage.getItem('theme-storage') ?? 'null') as unknown;
}

describe('ThemeToggle', () => {
  it('switches between light and dark, and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(storedTheme()).toEqual({ state: { theme: 'dark' }, version: 0 });

    await user.click(screen.getByRole('button', { name: 'Passer au thème clair' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(storedTheme()).toEqual({ state: { theme: 'light' }, version: 0 });
  });
});
