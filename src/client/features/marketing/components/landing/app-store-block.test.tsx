// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppStoreBlock } from './app-store-block';

afterEach(cleanup);

describe('AppStoreBlock', () => {
  it('shows both stores as « Bientôt » placeholders leading to /app', () => {
    render(<AppStoreBlock />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Popote sur votre téléphone',
    );
    const appStore = screen.getByRole('link', { name: /App Store/ });
    const googlePlay = screen.getByRole('link', { name: /Google Play/ });
    for (const link of [appStore, googlePlay]) {
      expect(link.getAttribute('href')).toBe('/app');
      expect(link.textContent).toMatch(/Prochainement/);
      expect(link.textContent).toMatch(/Bientôt/);
    }
  });
});
