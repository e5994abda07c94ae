// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, meAnswer, mockApi, SIGNED_OUT } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { AuthPage } from './auth-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/auth', Component: AuthPage },
  { path: '*', Component: PathProbe },
];

const TOO_SHORT = 'Le mot de passe doit contenir au moins 6 caractères';

/** The API of a visitor who is not signed in until sign-in or sign-up succeeds. */
function visitorApi(routesOverride: Record<string, MockAnswer> = {}, signedIn = meAnswer()) {
  let me: MockAnswer = SIGNED_OUT;
  return mockApi({
    'GET /api/me': () => me,
    'POST /api/auth/sign-in/email': () => {
      me = signedIn;
      return { status: 200, body: { user: { id: 'u1', email: 'camille@example.ch' } } };
    },
    'POST /api/auth/sign-up/email': () => {
      me = meAnswer({ hasPreferences: false, destination: '/questionnaire' });
      return { status: 200, body: { user: { id: 'u1', email: 'camille@example.ch' } } };
    },
    ...routesOverride,
  });
}

async function openAuth(entry: Parameters<typeof renderRoutes>[1] = '/auth') {
  const view = renderRoutes(routes, entry);
  await screen.findByRole('heading', { level: 1, name: /Connexion|Créer un compte/ });
  return view;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('AuthPage', () => {
  it('opens in sign-in mode with the fields and links a visitor expects', async () => {
    visitorApi();
    await openAuth();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
    expect(document.title).toBe('Connexion — Popote');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Email').getAttribute('autocomplete')).toBe('email');
    expect(field('Mot de passe').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('Prénom')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Mot de passe oublié/ }).getAttribute('href')).toBe(
      '/auth/reset-password',
    );
  });

  it('opens on the sign-up form from the public pages (?mode=inscription)', async () => {
    visitorApi();
    await openAuth('/auth?mode=inscription');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créer un compte');
    expect(field('Prénom')).toBeTruthy();
    expect(field('Mot de passe').getAttribute('autocomplete')).toBe('new-password');
  });

  it('switching mode clears the fields, the errors and the password-touched flag', async () => {
    const user = userEvent.setup();
    visitorApi();
    await openAuth();

    await user.type(field('Email'), 'pas-un-email');
    await user.type(field('Mot de passe'), 'abc');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText("Format d'email invalide")).toBeTruthy();
    expect(screen.getByText(TOO_SHORT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créer un compte');
    expect((field('Email') as HTMLInputElement).value).toBe('');
    expect((field('Mot de passe') as HTMLInputElement).value).toBe('');
    expect(field('Mot de passe').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Prénom').getAttribute('autocomplete')).toBe('given-name');
    expect(field('Nom').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.queryByText("Format d'email invalide")).toBeNull();
    expect(screen.queryByText(TOO_SHORT)).toBeNull();

    await user.type(field('Mot de passe'), 'abc');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
    expect(screen.queryByLabelText('Prénom')).toBeNull();
  });

  it('shows the password rule under the field once it was left, and follows the typing', async () => {
    const user = userEvent.setup();
    visitorApi();
    await openAuth();

    await user.type(field('Mot de passe'), 'abc');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    await user.tab();

    const message = screen.getByText(TOO_SHORT);
    const input = field('Mot de passe');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);

    await user.type(input, 'def');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
  });

  it('checks the fields on submit with the specification’s messages', async () => {
    const user = userEvent.setup();
    const api = visitorApi();
    await openAuth();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Le prénom est requis')).toBeTruthy();
    expect(screen.getByText('Le nom est requis')).toBeTruthy();
    expect(screen.getByText("L'email est requis")).toBeTruthy();
    expect(screen.getByText('Le mot de passe est requis')).toBeTruthy();
    expect(document.activeElement).toBe(field('Prénom'));

    await user.type(field('Mot de passe'), 'abc');
    expect(screen.getByText(TOO_SHORT)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows the server’s French message in the alert', async () => {
    const user = userEvent.setup();
    visitorApi({
      'POST /api/auth/sign-in/email': apiError(
        401,
        'INVALID_CREDENTIALS',
        'Email ou mot de passe incorrect',
      ),
    });
    await openAuth();

    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'mauvais-mot');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Email ou mot de passe incorrect');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveProperty('disabled', false);
  });

  it('says so when the device is offline, without calling the server', async () => {
    const user = userEvent.setup();
    const api = visitorApi();
    await openAuth();

    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'secret-123');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
    );
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('sends one request when the form is submitted twice', async () => {
    const user = userEvent.setup();
    const api = visitorApi();
    await openAuth();

    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'secret-123');
    const form = field('Email').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByRole('heading', { name: 'Page: /dashboard' });
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
  });

  it('after sign-up goes to the questionnaire, with the names trimmed', async () => {
    const user = userEvent.setup();
    const api = visitorApi();
    await openAuth();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await user.type(field('Prénom'), '  Camille ');
    await user.type(field('Nom'), ' Rochat');
    await user.type(field('Email'), 'camille@example.ch ');
    await user.type(field('Mot de passe'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByRole('heading', { name: 'Page: /questionnaire' });
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'camille@example.ch',
      password: 'secret-123',
      name: 'Camille Rochat',
      firstName: 'Camille',
      lastName: 'Rochat',
    });
  });

  it('explains a sign-up answer without a user', async () => {
    const user = userEvent.setup();
    visitorApi({ 'POST /api/auth/sign-up/email': { status: 200, body: {} } });
    await openAuth();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await user.type(field('Prénom'), 'Camille');
    await user.type(field('Nom'), 'Rochat');
    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors de la création du compte',
    );
  });

  it('after sign-in goes where GET /api/me says', async () => {
    const user = userEvent.setup();
    const api = visitorApi({}, meAnswer({ destination: '/subscription' }));
    await openAuth();

    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await screen.findByRole('heading', { name: 'Page: /subscription' });
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'camille@example.ch',
      password: 'secret-123',
    });
  });

  it('says « Identifiants incorrects » when sign-in answers no user', async () => {
    const user = userEvent.setup();
    visitorApi({ 'POST /api/auth/sign-in/email': { status: 200, body: { user: null } } });
    await openAuth();
    await user.type(field('Email'), 'camille@example.ch');
    await user.type(field('Mot de passe'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects');
  });

  it.each([
    [
      'the navigation state',
      { pathname: '/auth', state: { leftSession: true, sessionExpired: true } },
    ],
    ['the address', '/auth?session=expired'],
  ])('announces an expired session (from %s)', async (_from, entry) => {
    visitorApi();
    await openAuth(entry);
    expect(screen.getByRole('status').textContent).toBe(
      'Session expirée. Veuillez vous reconnecter.',
    );
  });

  it('sends a signed-in user on to their page', async () => {
    mockApi({ 'GET /api/me': meAnswer({ destination: '/questionnaire' }) });
    renderRoutes(routes, '/auth');
    await screen.findByRole('heading', { name: 'Page: /questionnaire' });
  });

  describe('coming from an invitation', () => {
    const TOKEN = 'Invitation_token-0123456789';
    const NOTICE = 'Connectez-vous ou créez votre compte pour rejoindre le foyer.';

    it('says why, and goes back to the invitation after sign-in', async () => {
      const user = userEvent.setup();
      visitorApi({}, meAnswer({ destination: '/subscription' }));
      const { router } = await openAuth(`/auth?invitation=${TOKEN}`);

      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
      expect(screen.getByRole('status').textContent).toBe(NOTICE);
      expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe(
        `/invitation?token=${TOKEN}`,
      );

      await user.type(field('Email'), 'alex@example.ch');
      await user.type(field('Mot de passe'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));

      await screen.findByRole('heading', { name: 'Page: /invitation' });
      expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    });

    it('starts with sign-up when asked, and goes back to the invitation after it', async () => {
      const user = userEvent.setup();
      visitorApi();
      const { router } = await openAuth(`/auth?invitation=${TOKEN}&mode=signup`);

      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créer un compte');
      expect(screen.getByRole('status').textContent).toBe(NOTICE);
      await user.type(field('Prénom'), 'Alex');
      await user.type(field('Nom'), 'Rochat');
      await user.type(field('Email'), 'alex@example.ch');
      await user.type(field('Mot de passe'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

      await screen.findByRole('heading', { name: 'Page: /invitation' });
      expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    });

    it('writes in the invited address and keeps it on the sign-up form', async () => {
      const user = userEvent.setup();
      const api = visitorApi({
        'GET /api/household/invitations/preview': {
          status: 200,
          body: {
            inviterFirstName: 'Camille',
            email: 'sam@example.ch',
            expiresAt: '2026-12-03T10:00:00.000Z',
          },
        },
      });
      await openAuth(`/auth?invitation=${TOKEN}&mode=inscription`);

      await waitFor(() =>
        expect((field('Email') as HTMLInputElement).value).toBe('sam@example.ch'),
      );
      expect((field('Email') as HTMLInputElement).readOnly).toBe(true);
      expect(
        screen.getByText(
          'L’adresse de votre invitation : en rejoignant le foyer, elle sera confirmée.',
        ),
      ).toBeTruthy();
      await user.type(field('Prénom'), 'Sam');
      await user.type(field('Nom'), 'Rey');
      await user.type(field('Mot de passe'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      await screen.findByRole('heading', { name: 'Page: /invitation' });
      expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({
        email: 'sam@example.ch',
      });
    });

    it('sends a signed-in user to the invitation', async () => {
      mockApi({ 'GET /api/me': meAnswer({ destination: '/dashboard' }) });
      const { router } = renderRoutes(routes, `/auth?invitation=${TOKEN}`);
      await screen.findByRole('heading', { name: 'Page: /invitation' });
      expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    });

    it('ignores a token that does not look like one', async () => {
      const user = userEvent.setup();
      visitorApi();
      await openAuth('/auth?invitation=%3Cscript%3E');

      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/');
      await user.type(field('Email'), 'camille@example.ch');
      await user.type(field('Mot de passe'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      await screen.findByRole('heading', { name: 'Page: /dashboard' });
    });
  });

  it('offers the terms and the privacy policy under the sign-up button', async () => {
    const user = userEvent.setup();
    visitorApi();
    await openAuth();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(
      screen.getByRole('link', { name: 'conditions d’utilisation' }).getAttribute('href'),
    ).toBe('/terms');
    expect(
      screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href'),
    ).toBe('/privacy');
    await waitFor(() => expect(document.title).toBe('Créer un compte — Popote'));
  });
});
