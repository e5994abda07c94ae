// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openExternalPage } from '../../lib/external-navigation';
import { apiError, meAnswer } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { openSettings } from './test/render-settings';

vi.mock('../../lib/external-navigation', () => ({ openExternalPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(openExternalPage).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const block = (name: string) => within(screen.getByRole('group', { name }));
const emailBlock = () => block('Changer d’email');

async function requestEmailChange(newEmail: string, password = 'secret-123') {
  const user = userEvent.setup();
  await user.type(emailBlock().getByRole('textbox', { name: 'Nouvelle adresse e-mail' }), newEmail);
  await user.type(emailBlock().getByLabelText('Mot de passe actuel'), password);
  await user.click(emailBlock().getByRole('button', { name: 'Changer d’email' }));
}

describe('SettingsPage account', () => {
  it('refuses the current address without asking the server', async () => {
    const { api } = await openSettings();

    await requestEmailChange(' Camille@Example.ch ');
    expect(emailBlock().getByRole('alert').textContent).toBe(
      'Cette adresse email est déjà associée à votre compte',
    );
    expect(api.callsTo('POST /api/account/email')).toHaveLength(0);
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings();

    await user.click(emailBlock().getByRole('button', { name: 'Changer d’email' }));
    expect(emailBlock().getByText("L'email est requis")).toBeTruthy();
    expect(emailBlock().getByText('Le mot de passe est requis')).toBeTruthy();
    await user.type(
      emailBlock().getByRole('textbox', { name: 'Nouvelle adresse e-mail' }),
      'pas-une-adresse',
    );
    expect(emailBlock().getByText("Format d'email invalide")).toBeTruthy();
    expect(api.callsTo('POST /api/account/email')).toHaveLength(0);
  });

  it('sends the new address with the password, then says a confirmation was mailed', async () => {
    const { api } = await openSettings({
      'POST /api/account/email': { status: 200, body: { ok: true } },
    });

    await requestEmailChange('camille.rochat@example.ch');
    expect((await emailBlock().findByRole('status')).textContent).toBe(
      'Un email de confirmation a été envoyé à votre nouvelle adresse email',
    );
    expect(api.callsTo('POST /api/account/email')[0]?.body).toEqual({
      newEmail: 'camille.rochat@example.ch',
      currentPassword: 'secret-123',
    });
    expect(
      emailBlock().getByRole<HTMLInputElement>('textbox', { name: 'Nouvelle adresse e-mail' })
        .value,
    ).toBe('');
  });

  it.each([
    [
      apiError(400, 'WRONG_PASSWORD', 'Le mot de passe actuel est incorrect.'),
      'Le mot de passe actuel est incorrect.',
    ],
    [
      apiError(422, 'EMAIL_TAKEN', 'Cette adresse email est déjà utilisée'),
      'Cette adresse email est déjà utilisée',
    ],
    [{ status: 500, body: 'oops' }, "Impossible de mettre à jour l'email"],
  ] as [MockAnswer, string][])(
    'shows why the e-mail change failed (%#)',
    async (failure, message) => {
      await openSettings({ 'POST /api/account/email': failure });

      await requestEmailChange('camille.rochat@example.ch');
      expect((await emailBlock().findByRole('alert')).textContent).toBe(message);
    },
  );

  it('mails a password reset link to the user’s address', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'POST /api/auth/password-reset': { status: 200, body: { ok: true } },
    });
    const password = block('Changer de mot de passe');
    expect(password.getByText('camille@example.ch')).toBeTruthy();

    await user.click(password.getByRole('button', { name: 'Changer de mot de passe' }));
    expect((await password.findByRole('status')).textContent).toBe(
      'Un email de réinitialisation du mot de passe a été envoyé',
    );
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      email: 'camille@example.ch',
    });
  });

  it('says when the reset mail could not be sent', async () => {
    const user = userEvent.setup();
    await openSettings({
      'POST /api/auth/password-reset': apiError(429, 'RATE_LIMITED', 'Trop de tentatives.'),
    });
    const password = block('Changer de mot de passe');

    await user.click(password.getByRole('button', { name: 'Changer de mot de passe' }));
    expect((await password.findByRole('alert')).textContent).toBe(
      "Impossible d'envoyer l'email de réinitialisation",
    );
  });

  it('opens the subscription portal', async () => {
    const user = userEvent.setup();
    const url = 'http://localhost/sandbox/portal';
    const { api } = await openSettings({
      'POST /api/billing/portal': { status: 200, body: { url } },
    });

    await user.click(screen.getByRole('button', { name: 'Gérer mon abonnement' }));
    await vi.waitFor(() => expect(openExternalPage).toHaveBeenCalledWith(url));
    expect(api.callsTo('POST /api/billing/portal')[0]?.body).toEqual({});
  });

  it.each([
    [apiError(404, 'NO_SUBSCRIPTION', 'Aucun abonnement trouvé'), 'Aucun abonnement trouvé'],
    [
      apiError(502, 'PORTAL_FAILED', "Impossible d'accéder au portail de gestion"),
      "Impossible d'accéder au portail de gestion",
    ],
    [{ status: 200, body: {} }, "Impossible d'accéder au portail de gestion"],
    [
      { status: 200, body: { url: 'javascript:alert(1)' } },
      "Impossible d'accéder au portail de gestion",
    ],
  ] as [MockAnswer, string][])(
    'shows why the portal did not open (%#)',
    async (failure, message) => {
      const user = userEvent.setup();
      await openSettings({ 'POST /api/billing/portal': failure });
      const subscription = block('Abonnement');

      await user.click(subscription.getByRole('button', { name: 'Gérer mon abonnement' }));
      expect((await subscription.findByRole('alert')).textContent).toBe(message);
      expect(openExternalPage).not.toHaveBeenCalled();
    },
  );

  it('has no subscription to manage for a complimentary account', async () => {
    await openSettings({
      'GET /api/me': meAnswer({
        subscription: {
          status: null,
          active: true,
          complimentary: true,
          sharedBy: null,
          periodEnd: null,
          cancelAtPeriodEnd: false,
        },
      }),
    });
    await block('Abonnement').findByText(
      'Votre accès à Popote est offert : vous n’avez aucun abonnement à gérer.',
    );
    expect(screen.queryByRole('button', { name: 'Gérer mon abonnement' })).toBeNull();
  });

  it('shows the plan, its status and the trial’s first charge', async () => {
    await openSettings({
      'GET /api/me': meAnswer({
        subscription: {
          status: 'trialing',
          active: true,
          complimentary: false,
          sharedBy: null,
          periodEnd: '2026-12-27T10:00:00.000Z',
          cancelAtPeriodEnd: false,
        },
      }),
    });
    const subscription = block('Abonnement');
    await subscription.findByText('Popote Premium · CHF 9.99 par mois');
    expect(subscription.getByText('Période d’essai')).toBeTruthy();
    expect(
      subscription.getByText("CHF 0 aujourd'hui, puis CHF 9.99 le dimanche 27 décembre 2026"),
    ).toBeTruthy();
  });

  it('says when a cancelled subscription ends', async () => {
    await openSettings({
      'GET /api/me': meAnswer({
        subscription: {
          status: 'active',
          active: true,
          complimentary: false,
          sharedBy: null,
          periodEnd: '2026-12-20T10:00:00.000Z',
          cancelAtPeriodEnd: true,
        },
      }),
    });
    const subscription = block('Abonnement');
    await subscription.findByText('Actif · se termine à la fin de la période');
    expect(subscription.getByText('Fin de l’accès')).toBeTruthy();
    expect(subscription.getByText('dimanche 20 décembre 2026')).toBeTruthy();
  });
});
