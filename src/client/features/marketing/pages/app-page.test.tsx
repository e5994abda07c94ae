// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppPage, meta } from './app-page';

afterEach(cleanup);

describe('AppPage', () => {
  it('is titled « Télécharger l’app »', async () => {
    render(<AppPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Télécharger l’app');
    expect(meta.title).toBe('Télécharger l’app — Popote');
    expect(meta.description.length).toBeGreaterThanOrEqual(140);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    await waitFor(() => expect(document.title).toBe('Télécharger l’app — Popote'));
  });

  it('shows both stores as placeholders, not as links', () => {
    render(<AppPage />);
    for (const store of ['App Store', 'Google Play']) {
      const label = screen.getByText(store);
      expect(label.closest('a')).toBeNull();
      expect(label.closest('li')?.textContent).toContain('Bientôt disponible');
    }
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/auth?mode=inscription']);
  });

  it('explains what works on a phone today', () => {
    render(<AppPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dès aujourd’hui, dans votre navigateur' }),
    ).toBeTruthy();
    expect(screen.getByText(/Sur l’écran d’accueil/)).toBeTruthy();
    expect(screen.getByText(/Ajouter à l’écran d’accueil/)).toBeTruthy();
    expect(screen.getByText(/même sans connexion/)).toBeTruthy();
  });

  it('offers « Installer l’application » once the browser can install Popote', async () => {
    const user = userEvent.setup();
    render(<AppPage />);
    expect(screen.queryByRole('button', { name: 'Installer l’application' })).toBeNull();
    let prompted = false;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    // Popote shows its own button instead of the browser's banner.
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Installer l’application' }));
    expect(prompted).toBe(true);
    expect(await screen.findByText('Popote est installé sur cet appareil.')).toBeTruthy();
  });
});
