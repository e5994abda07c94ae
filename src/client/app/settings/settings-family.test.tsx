// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdPerson } from '../../../shared/household-people';
import { apiError } from '../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../test/mock-api';
import { waitUntil } from '../../test/wait-until';
import { openSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOU: HouseholdPerson = {
  id: '0b8e6a52-0000-4000-8000-000000000001',
  firstName: 'Lou',
  child: true,
  dietaryRestrictions: ['vegetarian', 'nutFree'],
  avoidedFoods: ['champignons', 'coriandre'],
  preferredFoods: ['pâtes'],
  dislikedFoods: ['poivrons'],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const MAMIE: HouseholdPerson = {
  id: '0b8e6a52-0000-4000-8000-000000000002',
  firstName: 'Mamie',
  child: false,
  dietaryRestrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  dislikedFoods: [],
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** A household whose people the handlers keep in memory, as the server would. */
function household(initial: HouseholdPerson[]) {
  let people = [...initial];
  return {
    'GET /api/household/people': () => ({ status: 200, body: { items: people } }),
    'POST /api/household/people': ({ body }: ApiCall): MockAnswer => {
      const person = {
        ...(body as Omit<HouseholdPerson, 'id' | 'createdAt'>),
        id: '0b8e6a52-0000-4000-8000-000000000003',
        createdAt: '2026-11-23T10:00:00.000Z',
      };
      people = [...people, person];
      return { status: 201, body: person };
    },
    [`PATCH /api/household/people/${LOU.id}`]: ({ body }: ApiCall): MockAnswer => {
      people = people.map((person) =>
        person.id === LOU.id ? { ...person, ...(body as Partial<HouseholdPerson>) } : person,
      );
      return { status: 200, body: people.find((person) => person.id === LOU.id) };
    },
    [`DELETE /api/household/people/${LOU.id}`]: (): MockAnswer => {
      people = people.filter((person) => person.id !== LOU.id);
      return { status: 200, body: { ok: true } };
    },
  };
}

const card = () => within(screen.getByRole('region', { name: 'Ma famille' }));
const dialog = () => within(screen.getByRole('dialog'));
const names = () =>
  within(card().getByRole('list', { name: 'Personnes de votre foyer' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Personnes de votre foyer')
    .map((item) => item.querySelector('p > span')?.textContent);

describe('FamilySection', () => {
  it('lists the people of the household with their diet', async () => {
    await openSettings(household([LOU, MAMIE]));

    await waitUntil(() => expect(names()).toEqual(['Lou', 'Mamie']));
    expect(card().getByText(/^Partagez la liste de courses, le planning et le frigo/)).toBeTruthy();
    expect(card().getAllByText('Enfant')).toHaveLength(1);
    const restrictions = card().getByRole('list', { name: 'Restrictions de Lou' });
    expect(
      within(restrictions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Végétarien', 'Sans fruits à coque']);
    expect(card().getByText(/^À éviter/).textContent).toBe(
      'À éviter\u00a0: champignons, coriandre',
    );
    expect(card().getByText(/^N’aime pas/).textContent).toBe('N’aime pas\u00a0: poivrons');
    // Mamie dislikes nothing: one line only, Lou's.
    expect(card().getAllByText(/^N’aime pas/)).toHaveLength(1);
    expect(card().getByRole('button', { name: 'Modifier Lou' })).toBeTruthy();
    expect(card().getByRole('button', { name: 'Retirer Mamie' })).toBeTruthy();
  });

  it('says when nobody else is listed', async () => {
    await openSettings(household([]));
    expect(await card().findByText('Personne d’autre pour le moment.')).toBeTruthy();
  });

  it('says when the people cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const answers: MockAnswer[] = [apiError(500, 'INTERNAL', 'Erreur')];
    await openSettings({
      'GET /api/household/people': () =>
        answers.shift() ?? { status: 200, body: { items: [MAMIE] } },
    });

    expect(
      await card().findByText('Impossible de charger les personnes de votre foyer.'),
    ).toBeTruthy();
    await user.click(card().getByRole('button', { name: 'Réessayer de charger votre famille' }));
    await waitUntil(() => expect(names()).toEqual(['Mamie']));
  });

  it('adds a person', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([MAMIE]));
    await waitUntil(() => expect(names()).toEqual(['Mamie']));

    await user.click(card().getByRole('button', { name: 'Ajouter une personne' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter une personne' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog().getByRole('textbox', { name: 'Prénom' }));

    // The first name is required.
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    expect(dialog().getByText('Le prénom est requis.')).toBeTruthy();
    expect(api.callsTo('POST /api/household/people')).toHaveLength(0);

    await user.type(dialog().getByRole('textbox', { name: 'Prénom' }), '  Lou ');
    await user.click(dialog().getByRole('checkbox', { name: 'Enfant' }));
    await user.click(dialog().getByRole('checkbox', { name: 'Végétarien' }));
    await user.click(dialog().getByRole('checkbox', { name: 'Sans fruits à coque' }));
    const avoided = within(dialog().getByRole('group', { name: 'Aliments à éviter' }));
    await user.type(avoided.getByRole('textbox'), 'champignons{Enter}');
    await user.type(avoided.getByRole('textbox'), 'coriandre{Enter}');
    const preferred = within(dialog().getByRole('group', { name: 'Aliments préférés' }));
    await user.type(preferred.getByRole('textbox'), 'pâtes{Enter}');
    const disliked = within(dialog().getByRole('group', { name: 'N’aime pas' }));
    await user.type(disliked.getByRole('textbox'), 'poivrons{Enter}');
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/household/people').map((call) => call.body)).toEqual([
      {
        firstName: 'Lou',
        child: true,
        dietaryRestrictions: ['vegetarian', 'nutFree'],
        avoidedFoods: ['champignons', 'coriandre'],
        preferredFoods: ['pâtes'],
        dislikedFoods: ['poivrons'],
      },
    ]);
    await waitUntil(() => expect(names()).toEqual(['Mamie', 'Lou']));
    expect(screen.getByText('Lou fait maintenant partie de votre foyer.')).toBeTruthy();
  });

  it('shows the server’s message when the household is full', async () => {
    const user = userEvent.setup();
    const message = 'Votre foyer compte déjà 12 personnes\u00a0: c’est le maximum.';
    await openSettings({
      ...household([MAMIE]),
      'POST /api/household/people': apiError(409, 'HOUSEHOLD_PEOPLE_LIMIT', message),
    });
    await waitUntil(() => expect(names()).toEqual(['Mamie']));

    await user.click(card().getByRole('button', { name: 'Ajouter une personne' }));
    await user.type(dialog().getByRole('textbox', { name: 'Prénom' }), 'Lou');
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    expect((await dialog().findByRole('alert')).textContent).toBe(message);
    // The form stays open with what was typed.
    expect(dialog().getByRole<HTMLInputElement>('textbox', { name: 'Prénom' }).value).toBe('Lou');
  });

  it('edits a person, starting from what they have', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([LOU]));
    await waitUntil(() => expect(names()).toEqual(['Lou']));

    await user.click(card().getByRole('button', { name: 'Modifier Lou' }));
    expect(screen.getByRole('dialog', { name: 'Modifier Lou' })).toBeTruthy();
    expect(dialog().getByRole<HTMLInputElement>('checkbox', { name: 'Enfant' }).checked).toBe(true);
    expect(dialog().getByRole<HTMLInputElement>('checkbox', { name: 'Végétarien' }).checked).toBe(
      true,
    );
    const name = dialog().getByRole('textbox', { name: 'Prénom' });
    await user.clear(name);
    await user.type(name, 'Louise');
    await user.click(dialog().getByRole('checkbox', { name: 'Enfant' }));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(names()).toEqual(['Louise']));
    expect(api.callsTo(`PATCH /api/household/people/${LOU.id}`).map((call) => call.body)).toEqual([
      {
        firstName: 'Louise',
        child: false,
        dietaryRestrictions: ['vegetarian', 'nutFree'],
        avoidedFoods: ['champignons', 'coriandre'],
        preferredFoods: ['pâtes'],
        dislikedFoods: ['poivrons'],
      },
    ]);
    expect(card().queryByText('Enfant')).toBeNull();
    expect(screen.getByText('Les informations de Louise sont à jour.')).toBeTruthy();
  });

  it('offers every restriction to a person, grouped, and « N’aime pas »', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([LOU]));
    await waitUntil(() => expect(names()).toEqual(['Lou']));

    await user.click(card().getByRole('button', { name: 'Modifier Lou' }));
    const group = (name: string) => within(dialog().getByRole('group', { name }));
    const labels = (name: string) =>
      group(name)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels('Régimes')).toEqual(['Végétarien', 'Végan', 'Halal', 'Casher']);
    expect(labels('Allergies')).toHaveLength(14);
    expect(labels('Allergies')).toContain('Sans arachides');
    expect(labels('Allergies')).toContain('Sans sulfites');
    expect(dialog().queryByRole('checkbox', { name: 'Aucune' })).toBeNull();
    // Lou's « Sans fruits à coque » says what it leaves out: peanuts too.
    expect(dialog().getByText(/et les arachides \(cacahuètes\)/)).toBeTruthy();

    await user.click(dialog().getByRole('checkbox', { name: 'Sans sésame' }));
    const disliked = within(dialog().getByRole('group', { name: 'N’aime pas' }));
    expect(disliked.getByText('Popote en propose moins souvent, sans les exclure.')).toBeTruthy();
    await user.click(disliked.getByRole('button', { name: 'Retirer poivrons' }));
    await user.type(disliked.getByRole('textbox'), 'olives{Enter}');
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PATCH /api/household/people/${LOU.id}`)[0]?.body).toMatchObject({
      dietaryRestrictions: ['vegetarian', 'nutFree', 'sesameFree'],
      dislikedFoods: ['olives'],
    });
    await waitUntil(() =>
      expect(card().getByText(/^N’aime pas/).textContent).toBe('N’aime pas\u00a0: olives'),
    );
    const chips = card().getByRole('list', { name: 'Restrictions de Lou' });
    expect(within(chips).getByText('Sans sésame')).toBeTruthy();
  });

  it('removes a person after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([LOU, MAMIE]));
    await waitUntil(() => expect(names()).toEqual(['Lou', 'Mamie']));

    // Cancelling keeps Lou.
    await user.click(card().getByRole('button', { name: 'Retirer Lou' }));
    expect(screen.getByRole('dialog', { name: 'Retirer Lou de votre foyer\u202f?' })).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(`DELETE /api/household/people/${LOU.id}`)).toHaveLength(0);

    await user.click(card().getByRole('button', { name: 'Retirer Lou' }));
    await user.click(dialog().getByRole('button', { name: 'Retirer' }));

    await waitUntil(() => expect(names()).toEqual(['Mamie']));
    expect(api.callsTo(`DELETE /api/household/people/${LOU.id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Lou ne fait plus partie de votre foyer.')).toBeTruthy();
  });
});
