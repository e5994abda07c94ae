// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { openSettings, PREFERENCES, renderSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AUTO_FRIDGE = 'Ranger automatiquement les articles cochés dans le frigo';
const DIGEST = 'Recevoir chaque matin un e-mail sur les aliments qui vont expirer';

const card = () => within(screen.getByRole('region', { name: 'Frigo et courses' }));
const toggle = (name: string) => card().getByRole<HTMLInputElement>('switch', { name });

/** A PATCH that answers only when released. */
function held(answer: MockAnswer) {
  let release = () => {};
  const handler = () =>
    new Promise<MockAnswer>((resolve) => {
      release = () => resolve(answer);
    });
  return { handler, release: () => release() };
}

describe('SettingsPage « Frigo et courses »', () => {
  it('saves a switch at once: it moves before the answer, then « Réglage enregistré »', async () => {
    const user = userEvent.setup();
    const patch = held({ status: 200, body: { ...PREFERENCES, expiryDigest: true } });
    const { api } = await openSettings({ 'PATCH /api/preferences': patch.handler });
    expect(toggle(AUTO_FRIDGE).checked).toBe(false);
    expect(toggle(DIGEST).checked).toBe(false);
    expect(toggle(DIGEST).getAttribute('aria-describedby')).toBeTruthy();

    await user.click(toggle(DIGEST));
    expect(toggle(DIGEST).checked).toBe(true);
    expect(api.callsTo('PATCH /api/preferences')[0]?.body).toEqual({ expiryDigest: true });
    patch.release();
    expect(await screen.findByText('Réglage enregistré')).toBeTruthy();
    expect(toggle(DIGEST).checked).toBe(true);
    expect(toggle(AUTO_FRIDGE).checked).toBe(false);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'PATCH /api/preferences': { status: 200, body: { ...PREFERENCES, autoFridge: true } },
    });
    toggle(AUTO_FRIDGE).focus();
    await user.keyboard(' ');
    expect(toggle(AUTO_FRIDGE).checked).toBe(true);
    expect(api.callsTo('PATCH /api/preferences')[0]?.body).toEqual({ autoFridge: true });
  });

  it('moves the switch back and says so when the save fails', async () => {
    const user = userEvent.setup();
    await openSettings({
      'PATCH /api/preferences': apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
    });
    await user.click(toggle(AUTO_FRIDGE));
    expect((await card().findByRole('alert')).textContent).toBe(
      'Impossible d’enregistrer ce réglage. Veuillez réessayer.',
    );
    expect(toggle(AUTO_FRIDGE).checked).toBe(false);
    expect(screen.queryByText('Réglage enregistré')).toBeNull();
  });

  it('shows a skeleton while loading, and the error with « Réessayer »', async () => {
    const user = userEvent.setup();
    const answers: MockAnswer[] = [
      apiError(500, 'INTERNAL', 'Une erreur est survenue.'),
      { status: 200, body: { ...PREFERENCES, autoFridge: true } },
    ];
    renderSettings({ 'GET /api/preferences': () => answers.shift()! });
    expect(card().getByRole('status').textContent).toBe('Chargement de vos réglages du frigo…');

    expect((await card().findByRole('alert')).textContent).toBe(
      'Impossible de charger vos réglages du frigo.',
    );
    await user.click(card().getByRole('button', { name: 'Réessayer' }));
    expect(
      (await card().findByRole<HTMLInputElement>('switch', { name: AUTO_FRIDGE })).checked,
    ).toBe(true);
    expect(card().queryByRole('alert')).toBeNull();
  });
});
