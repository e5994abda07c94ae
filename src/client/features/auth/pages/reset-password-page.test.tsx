// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, mockApi } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/auth/reset-password', Component: ResetPasswordPage },
  { path: '*', Component: PathProbe },
];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('ResetPasswordPage, asking for a link', () => {
  it('mails the link and says « Email envoyé ! » with a way back to sign-in', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/auth/password-reset': { status: 200, body: { ok: true } } });
    renderRoutes(routes, '/auth/reset-password');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mot de passe oublié');
    expect(document.title).toBe('Mot de passe oublié — Popote');
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/auth');

    await user.type(field('Email'), ' camille@example.ch ');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Email envoyé !');
    expect(screen.getByText('camille@example.ch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      email: 'camille@example.ch',
    });
  });

  it('shows that the address is not registered', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/password-reset': apiError(
        404,
        'EMAIL_NOT_REGISTERED',
        "Cette adresse email n'est pas inscrite",
      ),
    });
    renderRoutes(routes, '/auth/reset-password');

    await user.type(field('Email'), 'inconnu@example.ch');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Cette adresse email n'est pas inscrite",
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mot de passe oublié');
  });

  it('checks the address before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderRoutes(routes, '/auth/reset-password');

    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(screen.getByText("L'email est requis")).toBeTruthy();
    await user.type(field('Email'), 'camille');
    expect(screen.getByText("Format d'email invalide")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('ResetPasswordPage, with the mailed token', () => {
  const entry = '/auth/reset-password?token=tok-123';

  it('asks for the new password twice and says when they differ', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderRoutes(routes, entry);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nouveau mot de passe');
    expect(field('Nouveau mot de passe').getAttribute('autocomplete')).toBe('new-password');
    await user.type(field('Nouveau mot de passe'), 'abc');
    await user.tab();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeTruthy();

    await user.type(field('Nouveau mot de passe'), 'defgh');
    await user.type(field('Confirmez le mot de passe'), 'autre-chose');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('saves the new password and offers to sign in', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/auth/reset-password': { status: 200, body: { ok: true } } });
    renderRoutes(routes, entry);

    await user.type(field('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(field('Confirmez le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Mot de passe modifié',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      newPassword: 'nouveau-secret',
    });
  });

  it('explains an expired link and offers a new one', async () => {
    const user = userEvent.setup();
    const message = 'Ce lien n’est plus valide. Demandez un nouveau lien de réinitialisation.';
    mockApi({ 'POST /api/auth/reset-password': apiError(400, 'INVALID_TOKEN', message) });
    renderRoutes(routes, entry);

    await user.type(field('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(field('Confirmez le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await user.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeTruthy();
  });
});
