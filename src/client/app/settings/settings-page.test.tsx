// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { waitUntil } from '../../test/wait-until';
import { openSettings, PREFERENCES, PROFILE, renderSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const saveButton = () =>
  screen.getByRole<HTMLButtonElement>('button', {
    name: /^(Enregistrer|Enregistrement…|Enregistré)$/,
  });
/**
 * Waits until `check` passes with setTimeout faked: lets answers arrive and runs the timers
 * that are due now (TanStack Query notifies on a 0 ms timeout), without moving the clock.
 */
async function settle(check: () => void, turns = 100): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

const SAVED_PROFILE: MockAnswer = { status: 200, body: PROFILE };
const SAVED_PREFERENCES: MockAnswer = { status: 200, body: PREFERENCES };

describe('SettingsPage', () => {
  it('shows a skeleton, then the profile and preferences', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paramètres');
    expect(document.title).toBe('Paramètres — Popote');
    expect(screen.getByText('Chargement de vos paramètres…')).toBeTruthy();

    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Prénom' })).value).toBe(
      'Camille',
    );
    expect(textbox('Nom').value).toBe('Rochat');
    expect(textbox('Email').value).toBe('camille@example.ch');
    expect(textbox('Email').readOnly).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Initiales' }).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Adultes' }).value).toBe('2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Enfants' }).value).toBe('1');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Portions par recette' }).value,
    ).toBe('4');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Végétarien' }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Facile' }).checked).toBe(true);
    expect(screen.queryByText('Chargement de vos paramètres…')).toBeNull();
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const answers: MockAnswer[] = [apiError(500, 'INTERNAL', 'Erreur')];
    renderSettings({
      'GET /api/profile': () => answers.shift() ?? { status: 200, body: PROFILE },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de charger votre profil',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Prénom' })).value).toBe(
      'Camille',
    );
    expect(screen.queryByText('Impossible de charger votre profil')).toBeNull();
  });

  it('saves the profile and the preferences together', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'PATCH /api/profile': SAVED_PROFILE,
      'PATCH /api/preferences': SAVED_PREFERENCES,
    });

    await user.clear(textbox('Prénom'));
    await user.type(textbox('Prénom'), '  Camille-Anne ');
    await user.click(screen.getByRole('radio', { name: 'Citron' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adultes' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portions par recette' }), '6');
    await user.click(screen.getByRole('radio', { name: 'Difficile' }));
    await user.click(saveButton());

    await waitUntil(() => expect(saveButton().textContent).toBe('Enregistré'));
    expect(api.callsTo('PATCH /api/profile').map((call) => call.body)).toEqual([
      { firstName: 'Camille-Anne', lastName: 'Rochat', avatar: 'citron' },
    ]);
    // The household's restrictions and foods to avoid were not touched: not sent, so a change
    // made meanwhile in « Ma famille » stays.
    expect(api.callsTo('PATCH /api/preferences').map((call) => call.body)).toEqual([
      {
        adults: 3,
        children: 1,
        preferredFoods: ['tomates'],
        dislikedFoods: [],
        difficulty: 'difficile',
        servings: 6,
      },
    ]);
    // The user menu's name and avatar follow.
    await waitUntil(() => expect(api.callsTo('GET /api/me').length).toBeGreaterThan(0));
  });

  it('says « Enregistrement… », then « Enregistré » and the toast for 3 s', async () => {
    let answer!: (value: MockAnswer) => void;
    const { api } = await openSettings({
      'PATCH /api/profile': () => new Promise((resolve) => (answer = resolve)),
      'PATCH /api/preferences': SAVED_PREFERENCES,
    });
    // Testing Library's async helpers wait on setTimeout: with it faked, click synchronously.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(saveButton());

    await settle(() => expect(saveButton().textContent).toBe('Enregistrement…'));
    expect(saveButton().disabled).toBe(true);
    await settle(() => expect(api.callsTo('PATCH /api/profile')).toHaveLength(1));

    answer(SAVED_PROFILE);
    await settle(() => expect(saveButton().textContent).toBe('Enregistré'));
    expect(saveButton().disabled).toBe(false);
    const toast = screen.getByText('Profil mis à jour avec succès');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Profil mis à jour avec succès')).not.toBeNull();
    expect(saveButton().textContent).toBe('Enregistré');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Profil mis à jour avec succès')).toBeNull();
    expect(saveButton().textContent).toBe('Enregistrer');
  });

  it('requires the names before saving, without a request', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings();

    await user.clear(textbox('Prénom'));
    await user.clear(textbox('Nom'));
    await user.type(textbox('Nom'), '   ');
    await user.click(saveButton());

    expect(screen.getByText('Le prénom est requis')).toBeTruthy();
    expect(screen.getByText('Le nom est requis')).toBeTruthy();
    expect(document.activeElement).toBe(textbox('Prénom'));
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
    expect(api.callsTo('PATCH /api/preferences')).toHaveLength(0);
  });

  it('says when saving failed', async () => {
    const user = userEvent.setup();
    await openSettings({
      'PATCH /api/profile': SAVED_PROFILE,
      'PATCH /api/preferences': apiError(400, 'VALIDATION', 'Certaines informations…'),
    });

    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Une erreur est survenue lors de l'enregistrement",
    );
    expect(saveButton().textContent).toBe('Enregistrer');
    expect(screen.queryByText('Profil mis à jour avec succès')).toBeNull();
  });

  it('leads from the e-mail of the profile to the e-mail change', async () => {
    const user = userEvent.setup();
    await openSettings();
    const profile = screen.getByRole('region', { name: 'Profil' });

    await user.click(within(profile).getByRole('button', { name: 'Changer d’email' }));
    expect(document.activeElement).toBe(textbox('Nouvelle adresse e-mail'));
  });

  it.each([
    ['changed', 'status', 'Votre adresse e-mail a été modifiée.'],
    ['invalid', 'alert', 'Ce lien de confirmation n’est plus valide.'],
  ] as const)(
    'tells the outcome of an e-mail change link (?email=%s)',
    async (param, role, text) => {
      const { router } = await openSettings({}, `/dashboard/settings?email=${param}`);
      expect(screen.getAllByRole(role).some((element) => element.textContent === text)).toBe(true);
      // Shown once: a reload does not show it again.
      await waitUntil(() => expect(router.state.location.search).toBe(''));
      expect(screen.getByText(text)).toBeTruthy();
    },
  );
});
