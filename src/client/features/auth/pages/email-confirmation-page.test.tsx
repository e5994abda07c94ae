// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { meAnswer, mockApi, SIGNED_OUT } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { EmailConfirmationPage } from './email-confirmation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/auth/email-confirmation', Component: EmailConfirmationPage },
  { path: '*', Component: PathProbe },
];

const unverified = meAnswer({ user: { emailVerified: false } });

describe('EmailConfirmationPage', () => {
  it('asks to check the mailbox, names the address and offers the way back', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderRoutes(routes, {
      pathname: '/auth/email-confirmation',
      state: { email: 'nouvelle@example.ch' },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vérifiez votre email');
    expect(document.title).toBe('Vérifiez votre email — Popote');
    expect(screen.getByText('nouvelle@example.ch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Renvoyer l’email' })).toBeNull();
  });

  it('lets a signed-in user with an unconfirmed address ask for a new link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/me': unverified,
      'POST /api/auth/send-verification-email': { status: 200, body: { ok: true } },
    });
    renderRoutes(routes, '/auth/email-confirmation');

    await user.click(await screen.findByRole('button', { name: 'Renvoyer l’email' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Un nouveau lien de confirmation vous a été envoyé.',
    );
    expect(api.callsTo('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'camille@example.ch',
    });
  });

  it('confirms a verified address and continues to the dashboard', async () => {
    mockApi({ 'GET /api/me': meAnswer() });
    renderRoutes(routes, '/auth/email-confirmation?status=verified');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Adresse e-mail confirmée');
    expect(screen.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe('/dashboard');
  });

  it('explains an invalid link and offers a new one to a signed-in user', async () => {
    mockApi({ 'GET /api/me': unverified });
    renderRoutes(routes, '/auth/email-confirmation?status=invalid');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ce lien n’est plus valide');
    expect(await screen.findByRole('button', { name: 'Renvoyer l’email' })).toBeTruthy();
  });
});
