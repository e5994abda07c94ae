// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../../test/wait-until';
import type { ApiCall } from '../../test/mock-api';
import { openSettings, PREFERENCES, PROFILE } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (name: string) => within(screen.getByRole('group', { name }));
const tagsOf = (name: string) =>
  list(name)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const input = (name: string) => list(name).getByRole<HTMLInputElement>('textbox');
const checked = () =>
  screen
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.labels?.[0]?.textContent);

describe('SettingsPage preferences', () => {
  it('adds foods with the button and with Enter, trimmed', async () => {
    const user = userEvent.setup();
    await openSettings();
    expect(tagsOf('Aliments préférés')).toEqual(['tomates']);
    expect(list('Aliments à éviter').getByText('Aucun aliment pour l’instant.')).toBeTruthy();

    await user.type(input('Aliments préférés'), '  basilic  ');
    await user.click(list('Aliments préférés').getByRole('button', { name: 'Ajouter' }));
    expect(tagsOf('Aliments préférés')).toEqual(['tomates', 'basilic']);
    expect(input('Aliments préférés').value).toBe('');

    await user.type(input('Aliments à éviter'), ' coriandre {Enter}');
    expect(tagsOf('Aliments à éviter')).toEqual(['coriandre']);
    expect(input('Aliments à éviter').value).toBe('');
    expect(document.activeElement).toBe(input('Aliments à éviter'));
  });

  it('never adds an empty food nor the same one twice', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings();

    await user.type(input('Aliments préférés'), '   {Enter}');
    await user.click(list('Aliments préférés').getByRole('button', { name: 'Ajouter' }));
    expect(tagsOf('Aliments préférés')).toEqual(['tomates']);

    await user.type(input('Aliments préférés'), 'Tomates{Enter}');
    expect(tagsOf('Aliments préférés')).toEqual(['tomates']);
    expect(list('Aliments préférés').getByText('« Tomates » est déjà dans la liste.')).toBeTruthy();
    expect(input('Aliments préférés').getAttribute('aria-invalid')).toBe('true');
    // Enter in a food field never submits the settings.
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('removes a food with its button', async () => {
    const user = userEvent.setup();
    await openSettings({
      'GET /api/preferences': {
        status: 200,
        body: { ...PREFERENCES, preferredFoods: ['tomates', 'basilic'] },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Retirer tomates' }));
    expect(tagsOf('Aliments préférés')).toEqual(['basilic']);
    expect(screen.queryByRole('button', { name: 'Retirer tomates' })).toBeNull();
  });

  it('sends the edited food lists on save', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'PATCH /api/profile': { status: 200, body: PROFILE },
      'PATCH /api/preferences': { status: 200, body: PREFERENCES },
    });

    await user.click(screen.getByRole('button', { name: 'Retirer tomates' }));
    await user.type(input('Aliments préférés'), 'poulet, riz{Enter}');
    await user.type(input('Aliments à éviter'), 'champignons{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/preferences')[0]?.body).toMatchObject({
      preferredFoods: ['poulet', 'riz'],
      avoidedFoods: ['champignons'],
    });
  });

  it('applies the « Aucune » rule to the dietary restrictions', async () => {
    const user = userEvent.setup();
    await openSettings();
    expect(checked()).toEqual(['Végétarien']);

    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    expect(checked()).toEqual(['Végétarien', 'Halal']);

    await user.click(screen.getByRole('checkbox', { name: 'Aucune' }));
    expect(checked()).toEqual(['Aucune']);

    await user.click(screen.getByRole('checkbox', { name: 'Végan' }));
    expect(checked()).toEqual(['Végan']);

    await user.click(screen.getByRole('checkbox', { name: 'Aucune' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aucune' }));
    expect(checked()).toEqual([]);
  });

  it('shows the defaults when difficulty and servings were never chosen, and omits servings', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'GET /api/preferences': {
        status: 200,
        body: { ...PREFERENCES, difficulty: null, servings: null },
      },
      'PATCH /api/profile': { status: 200, body: PROFILE },
      'PATCH /api/preferences': { status: 200, body: PREFERENCES },
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Facile' }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Portions par recette' }).value,
    ).toBe('');
    expect(screen.getByRole('option', { name: 'Selon qui mange' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/preferences')[0]?.body).toMatchObject({ difficulty: 'facile' });
    expect(api.callsTo('PATCH /api/preferences')[0]?.body).not.toHaveProperty('servings');
  });

  it('keeps « N’aime pas » apart from the foods to avoid, and saves it', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings({
      'GET /api/preferences': { status: 200, body: { ...PREFERENCES, dislikedFoods: ['olives'] } },
      'PATCH /api/profile': { status: 200, body: PROFILE },
      'PATCH /api/preferences': { status: 200, body: PREFERENCES },
    });
    expect(tagsOf('N’aime pas')).toEqual(['olives']);
    expect(input('N’aime pas').placeholder).toBe('Ex.\u00a0: poivrons');
    const hint = document.getElementById(
      input('N’aime pas').getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(hint?.textContent).toBe('Popote en propose moins souvent, sans les exclure.');

    await user.type(input('N’aime pas'), 'poivrons{Enter}');
    expect(tagsOf('N’aime pas')).toEqual(['olives', 'poivrons']);
    expect(tagsOf('Aliments à éviter')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(1));
    const body = api.callsTo('PATCH /api/preferences')[0]?.body;
    expect(body).toMatchObject({ dislikedFoods: ['olives', 'poivrons'] });
    expect(body).not.toHaveProperty('avoidedFoods');
  });

  it('says the restrictions and the foods to avoid are the whole household’s', async () => {
    await openSettings();
    const hint = 'Pour tout le foyer. Précisez qui est concerné dans «\u00a0Ma famille\u00a0».';
    const restrictions = screen.getByRole('group', { name: 'Restrictions alimentaires' });
    const described = (element: Element) =>
      element
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described(restrictions)).toEqual([hint]);
    expect(described(input('Aliments à éviter'))).toContain(hint);
    expect(described(input('Aliments préférés'))).not.toContain(hint);
  });

  it('follows a change made in « Ma famille » for the whole household, and does not undo it', async () => {
    const user = userEvent.setup();
    let household = {
      dietaryRestrictions: PREFERENCES.dietaryRestrictions,
      avoidedFoods: [] as string[],
    };
    const { api } = await openSettings({
      'GET /api/preferences': () => ({ status: 200, body: { ...PREFERENCES, ...household } }),
      'GET /api/household/restrictions': { status: 200, body: { items: [], people: [] } },
      'PUT /api/household/restrictions': ({ body }: ApiCall) => {
        const { value } = body as { value: 'glutenFree' };
        household = {
          ...household,
          dietaryRestrictions: [...household.dietaryRestrictions, value],
        };
        return {
          status: 200,
          body: { items: [{ kind: 'restriction', value, concerns: 'everyone' }], people: [] },
        };
      },
      'PATCH /api/profile': { status: 200, body: PROFILE },
      'PATCH /api/preferences': ({ body }: ApiCall) => ({
        status: 200,
        body: { ...PREFERENCES, ...household, ...(body as object) },
      }),
    });
    expect(checked()).toEqual(['Végétarien']);
    // The user is editing the foods to avoid here: that edit stays.
    await user.type(input('Aliments à éviter'), 'coriandre{Enter}');

    const family = within(screen.getByRole('region', { name: 'Ma famille' }));
    await user.click(await family.findByRole('button', { name: 'Ajouter une restriction' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Sans gluten' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitUntil(() => expect(checked()).toEqual(['Végétarien', 'Sans gluten']));
    expect(tagsOf('Aliments à éviter')).toEqual(['coriandre']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(1));
    const body = api.callsTo('PATCH /api/preferences')[0]?.body;
    expect(body).not.toHaveProperty('dietaryRestrictions');
    expect(body).toMatchObject({ avoidedFoods: ['coriandre'] });
  });
});
