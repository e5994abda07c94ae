// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { CalendarFeedButton } from './calendar-feed-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_1 = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:3000/api/calendar/${'b'.repeat(43)}.ics`;
const INACTIVE: MockAnswer = { status: 200, body: { active: false, createdAt: null } };
const ACTIVE: MockAnswer = {
  status: 200,
  body: { active: true, createdAt: '2026-11-22T09:30:00.000Z' },
};

async function open(routes: Record<string, MockAnswer | (() => MockAnswer | Promise<MockAnswer>)>) {
  const api = mockApi(routes);
  renderRoutes([{ path: '/', Component: () => <CalendarFeedButton /> }], '/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Agenda du téléphone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Vos repas dans votre agenda' });
  return { api, user, dialog };
}

describe('CalendarFeedDialog', () => {
  it('creates the address, shows it once with a webcal link, and copies it', async () => {
    let active = false;
    const { api, user, dialog } = await open({
      'GET /api/calendar': () => (active ? ACTIVE : INACTIVE),
      'POST /api/calendar': () => {
        active = true;
        return { status: 201, body: { url: URL_1 } };
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/adresse privée/);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Créer mon adresse privée' }),
    );

    const field = await within(dialog).findByLabelText<HTMLInputElement>('Votre adresse privée');
    expect(field.value).toBe(URL_1);
    expect(field.readOnly).toBe(true);
    expect(
      within(dialog).getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href'),
    ).toBe(`webcal://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`);
    within(dialog).getByText(/n’est affichée qu’une fois/);
    expect(api.callsTo('POST /api/calendar')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    await within(dialog).findByText('Adresse copiée dans le presse-papiers.');
  });

  it('asks the user to copy by hand when the clipboard refuses', async () => {
    const { user, dialog } = await open({
      'GET /api/calendar': INACTIVE,
      'POST /api/calendar': { status: 201, body: { url: URL_1 } },
    });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('refusé')) },
      configurable: true,
    });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Créer mon adresse privée' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Copier' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'sélectionnez l’adresse et copiez-la vous-même',
    );
  });

  it('on a later visit shows the date, renews after confirmation and never shows the old URL', async () => {
    const { api, user, dialog } = await open({
      'GET /api/calendar': ACTIVE,
      'POST /api/calendar': { status: 201, body: { url: URL_2 } },
    });
    await within(dialog).findByText('Adresse active, créée le dimanche 22 novembre 2026.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Créer une nouvelle adresse' }));
    within(dialog).getByText(/cessera aussitôt de fonctionner/);
    expect(api.callsTo('POST /api/calendar')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Créer la nouvelle adresse' }));
    const field = await within(dialog).findByLabelText<HTMLInputElement>('Votre adresse privée');
    expect(field.value).toBe(URL_2);
  });

  it('revokes after confirmation, and cancelling keeps the address', async () => {
    let active = true;
    const { api, user, dialog } = await open({
      'GET /api/calendar': () => (active ? ACTIVE : INACTIVE),
      'DELETE /api/calendar': () => {
        active = false;
        return { status: 200, body: { ok: true } };
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Révoquer l’adresse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('DELETE /api/calendar')).toHaveLength(0);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Créer une nouvelle adresse' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Révoquer l’adresse' }));
    expect(document.activeElement).toBe(
      within(dialog).getByRole('heading', { name: 'Révoquer l’adresse\u202f?' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    await within(dialog).findByText('Adresse révoquée.');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Créer mon adresse privée' }),
    );
    expect(api.callsTo('DELETE /api/calendar')).toHaveLength(1);
  });

  it('shows the loading state, then a French error with a retry', async () => {
    let fail = true;
    let answer = (_: MockAnswer) => {};
    const { user, dialog } = await open({
      'GET /api/calendar': () =>
        fail ? new Promise<MockAnswer>((resolve) => (answer = resolve)) : INACTIVE,
    });
    expect(dialog.querySelector('[aria-busy="true"]')?.getAttribute('aria-label')).toBe(
      'Chargement de votre adresse…',
    );
    answer(apiError(500, 'INTERNAL', 'Erreur'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Impossible de charger votre adresse d’agenda.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => within(dialog).getByRole('button', { name: 'Créer mon adresse privée' }));
  });

  it('shows the server’s message when creating fails, and closes with Escape', async () => {
    const { user, dialog } = await open({
      'GET /api/calendar': INACTIVE,
      'POST /api/calendar': apiError(
        403,
        'SUBSCRIPTION_REQUIRED',
        'Un abonnement actif est nécessaire pour accéder à votre espace.',
      ),
    });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Créer mon adresse privée' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Un abonnement actif est nécessaire',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Agenda du téléphone' }),
    );
  });
});
