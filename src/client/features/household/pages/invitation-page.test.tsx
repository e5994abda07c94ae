// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '../../../../shared/household';
import { apiError, meAnswer, mockApi, SIGNED_OUT } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { InvitationPage } from './invitation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const routes: RouteObject[] = [
  { path: '/invitation', Component: InvitationPage },
  { path: '*', Component: PathProbe },
];

const TOKEN = 'a'.repeat(20) + '_B-9';
const PREVIEW: InvitationPreview = {
  inviterFirstName: 'Camille',
  email: 'alex@example.ch',
  expiresAt: '2026-11-29T10:00:00.000Z',
};
const PREVIEW_ROUTE = 'GET /api/household/invitations/preview';

function openInvitation(handlers: Record<string, Handler>, entry = `/invitation?token=${TOKEN}`) {
  const api = mockApi({ [PREVIEW_ROUTE]: { status: 200, body: PREVIEW }, ...handlers });
  return { api, ...renderRoutes(routes, entry) };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('InvitationPage', () => {
  it('invites a visitor to sign up or in, and comes back here after', async () => {
    const { api } = openInvitation({ 'GET /api/me': SIGNED_OUT });

    expect(screen.getByRole('status').textContent).toBe('Chargement de l’invitation…');
    await heading('Rejoindre le foyer de Camille');
    expect(document.title).toBe('Rejoindre le foyer de Camille — Popote');
    expect(screen.getByText(/liste de courses, le planning des repas et le frigo/)).toBeTruthy();
    expect(screen.getByText(/vous n’avez rien à payer/)).toBeTruthy();
    expect(screen.getByText('alex@example.ch')).toBeTruthy();
    expect(screen.getByText('dimanche 29 novembre 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      `/auth?invitation=${TOKEN}&mode=inscription`,
    );
    expect(screen.getByRole('link', { name: 'J’ai déjà un compte' }).getAttribute('href')).toBe(
      `/auth?invitation=${TOKEN}`,
    );
    expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/household/invitations/preview?token=${TOKEN}`,
    );
  });

  it('titles the invitation without a name when the inviter has none', async () => {
    openInvitation({
      'GET /api/me': SIGNED_OUT,
      [PREVIEW_ROUTE]: { status: 200, body: { ...PREVIEW, inviterFirstName: '' } },
    });
    await heading('Rejoindre un foyer');
  });

  it('names both addresses to a user signed in with another account, who may sign out', async () => {
    const user = userEvent.setup();
    const { api } = openInvitation({
      'GET /api/me': meAnswer(),
      'POST /api/auth/sign-out': { status: 200, body: { success: true } },
    });
    await heading('Rejoindre le foyer de Camille');

    const explanation = screen.getByRole('status');
    expect(explanation.textContent).toContain('alex@example.ch');
    expect(explanation.textContent).toContain('camille@example.ch');
    expect(screen.queryByRole('button', { name: 'Rejoindre le foyer' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('link', { name: 'J’ai déjà un compte' })).toBeTruthy();
    expect(screen.queryByText(/camille@example\.ch/)).toBeNull();
    expect(api.callsTo('POST /api/auth/sign-out')[0]?.body).toEqual({});
  });

  it('shows why signing out failed, and stays signed in', async () => {
    const user = userEvent.setup();
    openInvitation({
      'GET /api/me': meAnswer(),
      'POST /api/auth/sign-out': apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
    });
    await heading('Rejoindre le foyer de Camille');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('lets the invited account join, then goes to the questionnaire', async () => {
    const user = userEvent.setup();
    let me = meAnswer({ user: { email: 'Alex@Example.ch', firstName: 'Alex' } });
    const { api } = openInvitation({
      'GET /api/me': () => me,
      'POST /api/household/invitations/accept': () => {
        me = meAnswer({
          user: { email: 'Alex@Example.ch', firstName: 'Alex' },
          hasPreferences: false,
          subscription: {
            status: null,
            active: true,
            complimentary: false,
            sharedBy: 'Camille',
            periodEnd: null,
            cancelAtPeriodEnd: false,
          },
          destination: '/questionnaire',
        });
        return { status: 200, body: { ok: true } };
      },
    });
    await heading('Rejoindre le foyer de Camille');
    expect(screen.getByText(/rejoindront ceux du foyer/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));

    await heading('Page: /questionnaire');
    expect(api.callsTo('POST /api/household/invitations/accept')).toEqual([
      { method: 'POST', path: '/api/household/invitations/accept', body: { token: TOKEN } },
    ]);
    expect(api.callsTo('GET /api/me')).toHaveLength(2);
    // The invitation, used now, is not asked for again on the way out.
    expect(api.callsTo(PREVIEW_ROUTE)).toHaveLength(1);
  });

  it('shows the server’s message when joining fails, and lets the user try again', async () => {
    const user = userEvent.setup();
    const message =
      'Vous êtes responsable d’un foyer qui a d’autres membres\u00a0: retirez-les avant de rejoindre un autre foyer.';
    openInvitation({
      'GET /api/me': meAnswer({ user: { email: 'alex@example.ch' } }),
      'POST /api/household/invitations/accept': apiError(409, 'OWNER_WITH_MEMBERS', message),
    });
    await heading('Rejoindre le foyer de Camille');
    await user.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Rejoindre le foyer' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the server’s message for an expired invitation, with a way home', async () => {
    const message =
      'Cette invitation a expiré. Demandez une nouvelle invitation au responsable du foyer.';
    openInvitation({
      'GET /api/me': SIGNED_OUT,
      [PREVIEW_ROUTE]: apiError(410, 'INVITATION_EXPIRED', message),
    });

    await heading('Invitation indisponible');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(document.title).toBe('Invitation indisponible — Popote');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('offers another try after too many tries', async () => {
    const user = userEvent.setup();
    const message = 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.';
    let answer: MockAnswer = apiError(429, 'RATE_LIMITED', message);
    openInvitation({ 'GET /api/me': SIGNED_OUT, [PREVIEW_ROUTE]: () => answer });

    await heading('Invitation indisponible');
    expect(screen.getByRole('alert').textContent).toBe(message);
    answer = { status: 200, body: PREVIEW };
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await heading('Rejoindre le foyer de Camille');
  });

  it.each([
    ['without a token', '/invitation'],
    ['with a malformed token', '/invitation?token=court'],
  ])('explains an incomplete link %s, without asking the server', async (_case, entry) => {
    const { api } = openInvitation({ 'GET /api/me': SIGNED_OUT }, entry);

    await heading('Invitation indisponible');
    expect(screen.getByRole('alert').textContent).toContain('lien d’invitation est incomplet');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(api.callsTo(PREVIEW_ROUTE)).toHaveLength(0);
  });
});
