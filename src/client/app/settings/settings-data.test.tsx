// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/mock-api';
import { waitUntil } from '../../test/wait-until';
import { openSettings } from './test/render-settings';

// jsdom has no object URLs: the export test stands in for them.
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Supprimer votre compte\u202f?' }));

async function openDeleteDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  return user;
}

describe('SettingsPage data', () => {
  it('downloads the export as a JSON file', async () => {
    const user = userEvent.setup();
    const exported = { account: { email: 'camille@example.ch' }, favorites: [] };
    const { api } = await openSettings({
      'GET /api/account/export': { status: 200, body: exported },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:popote-export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await user.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    await waitUntil(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('GET /api/account/export')).toHaveLength(1);
    expect(clicked[0]?.download).toBe('popote-mes-donnees.json');
    expect(clicked[0]?.href).toBe('blob:popote-export');
    expect(clicked[0]?.isConnected).toBe(false);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual(exported);
    expect(await screen.findByText('Vos données ont été téléchargées.')).toBeTruthy();
    await waitUntil(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:popote-export'));
  });

  it('says when the export failed', async () => {
    const user = userEvent.setup();
    await openSettings({ 'GET /api/account/export': apiError(500, 'INTERNAL', 'Erreur') });

    await user.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible d’exporter vos données. Veuillez réessayer.',
    );
  });

  it('asks for the password in a modal that Escape closes', async () => {
    await openSettings();
    const opener = screen.getByRole('button', { name: 'Supprimer mon compte' });
    const user = await openDeleteDialog();

    expect(dialog().getByText(/votre abonnement sera résilié/)).toBeTruthy();
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog().getByLabelText('Mot de passe actuel'));
    // The page behind is out of reach while the dialog is open.
    expect(opener.closest('[inert]')).not.toBeNull();

    // Tab goes round inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      dialog().getByRole('button', { name: 'Supprimer définitivement' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(dialog().getByLabelText('Mot de passe actuel'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes the account with the password, forgets everything and goes home', async () => {
    const { api, queryClient } = await openSettings({
      'DELETE /api/account': { status: 200, body: { ok: true } },
    });
    const user = await openDeleteDialog();

    await user.type(dialog().getByLabelText('Mot de passe actuel'), 'secret-123');
    await user.click(dialog().getByRole('button', { name: 'Supprimer définitivement' }));

    await screen.findByRole('heading', { name: 'Page: /' });
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'secret-123' });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['preferences'])).toBeUndefined();
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the password is wrong, and keeps the account', async () => {
    const { api } = await openSettings({
      'DELETE /api/account': apiError(
        400,
        'WRONG_PASSWORD',
        'Le mot de passe actuel est incorrect.',
      ),
    });
    const user = await openDeleteDialog();

    await user.click(dialog().getByRole('button', { name: 'Supprimer définitivement' }));
    expect(dialog().getByText('Le mot de passe est requis')).toBeTruthy();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(0);

    await user.type(dialog().getByLabelText('Mot de passe actuel'), 'mauvais');
    await user.click(dialog().getByRole('button', { name: 'Supprimer définitivement' }));
    expect((await dialog().findByRole('alert')).textContent).toBe(
      'Le mot de passe actuel est incorrect.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paramètres');
    expect(document.activeElement).toBe(dialog().getByLabelText('Mot de passe actuel'));
  });
});
