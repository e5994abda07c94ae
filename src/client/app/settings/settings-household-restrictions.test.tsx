// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  HouseholdRestriction,
  HouseholdRestrictionInput,
  HouseholdRestrictions,
} from '../../../shared/household-restrictions';
import { apiError } from '../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../test/mock-api';
import { waitUntil } from '../../test/wait-until';
import { openSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NBSP = '\u00a0';
/** Texts compared as written: their non-breaking spaces count. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const NNBSP = '\u202f';

const CAMILLE = { id: '6f1c2a9e-0000-4000-8000-000000000001', firstName: 'Camille' };
const NOE = { id: '6f1c2a9e-0000-4000-8000-000000000002', firstName: 'Noé' };
const LOU = { id: '0b8e6a52-0000-4000-8000-000000000001', firstName: 'Lou' };

const PEOPLE: HouseholdRestrictions['people'] = [
  { ...CAMILLE, kind: 'member', child: false },
  { ...NOE, kind: 'member', child: false },
  { ...LOU, kind: 'person', child: true },
];

const VEGETARIAN: HouseholdRestriction = {
  kind: 'restriction',
  value: 'vegetarian',
  concerns: 'everyone',
};
const NUTS: HouseholdRestriction = {
  kind: 'restriction',
  value: 'nutFree',
  concerns: [LOU.id, NOE.id],
};
const MUSHROOMS: HouseholdRestriction = {
  kind: 'avoided',
  value: 'champignons',
  concerns: [LOU.id],
};

/** The household's lines, kept in memory and changed by PUT as the server would. */
function household(initial: HouseholdRestriction[]) {
  let items = [...initial];
  return {
    'GET /api/household/restrictions': () => ({ status: 200, body: { items, people: PEOPLE } }),
    'PUT /api/household/restrictions': ({ body }: ApiCall): MockAnswer => {
      const input = body as HouseholdRestrictionInput;
      const same = (item: HouseholdRestriction) =>
        item.kind === input.kind && item.value.toLowerCase() === input.value.toLowerCase();
      const concerns = input.concerns as HouseholdRestriction['concerns'];
      const empty = Array.isArray(concerns) && concerns.length === 0;
      items = items.some(same)
        ? items.flatMap((item) => (same(item) ? (empty ? [] : [{ ...item, concerns }]) : [item]))
        : [...items, { ...input, concerns } as HouseholdRestriction];
      return { status: 200, body: { items, people: PEOPLE } };
    },
  };
}

const block = () => within(screen.getByRole('group', { name: 'Restrictions et allergies' }));
const rows = () =>
  within(block().getByRole('list', { name: 'Restrictions et allergies du foyer' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/Modifier.*$/, ''));
const dialog = () => within(screen.getByRole('dialog'));
const box = (name: string | RegExp) => dialog().getByRole<HTMLInputElement>('checkbox', { name });
const puts = (api: { callsTo: (key: string) => ApiCall[] }) =>
  api.callsTo('PUT /api/household/restrictions').map((call) => call.body);

describe('HouseholdRestrictionsBlock', () => {
  it('lists each restriction with its badge and who it concerns', async () => {
    await openSettings(household([VEGETARIAN, NUTS, MUSHROOMS]));

    await waitUntil(() => expect(block().getAllByRole('listitem')).toHaveLength(3));
    expect(
      block().getByText(
        `Une allergie, un régime ou un aliment à éviter s’applique à chaque repas que prend une personne concernée${NNBSP}; «${NBSP}Tout le foyer${NBSP}» s’applique à tous les repas du foyer.`,
        EXACT,
      ),
    ).toBeTruthy();
    expect(rows()).toEqual([
      `VégétarienRégimeQui est concerné${NNBSP}? Tout le foyer`,
      // In the household's order, whatever the order of the ids.
      `Sans fruits à coqueAllergieQui est concerné${NNBSP}? Noé et Lou`,
      `champignonsÀ éviterQui est concerné${NNBSP}? Lou`,
    ]);
    expect(block().getByRole('button', { name: 'Modifier Sans fruits à coque' })).toBeTruthy();
    expect(block().getByRole('button', { name: 'Retirer champignons' })).toBeTruthy();
  });

  it('says when there is none yet, and offers to add one', async () => {
    await openSettings(household([]));
    expect(await block().findByText('Aucune restriction pour l’instant.')).toBeTruthy();
    const add = block().getByRole<HTMLButtonElement>('button', { name: 'Ajouter une restriction' });
    expect(add.disabled).toBe(false);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const answers: MockAnswer[] = [apiError(500, 'INTERNAL', 'Erreur')];
    await openSettings({
      'GET /api/household/restrictions': () =>
        answers.shift() ?? { status: 200, body: { items: [VEGETARIAN], people: PEOPLE } },
    });

    expect(
      await block().findByText('Impossible de charger les restrictions de votre foyer.'),
    ).toBeTruthy();
    expect(
      block().getByRole<HTMLButtonElement>('button', { name: 'Ajouter une restriction' }).disabled,
    ).toBe(true);
    await user.click(
      block().getByRole('button', { name: 'Réessayer de charger les restrictions' }),
    );
    await waitUntil(() => expect(rows()).toHaveLength(1));
  });

  it('adds an allergy for chosen people, saying what it leaves out', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([VEGETARIAN]));
    await waitUntil(() => expect(rows()).toHaveLength(1));

    await user.click(block().getByRole('button', { name: 'Ajouter une restriction' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter une restriction' })).toBeTruthy();
    const allergies = within(dialog().getByRole('group', { name: 'Allergies' }));
    expect(allergies.getAllByRole('radio')).toHaveLength(14);
    expect(
      within(dialog().getByRole('group', { name: 'Régimes' })).getAllByRole('radio'),
    ).toHaveLength(4);
    // « Sans arachides » is its own choice.
    expect(allergies.getByRole('radio', { name: 'Sans arachides' })).toBeTruthy();

    await user.click(allergies.getByRole('radio', { name: 'Sans fruits à coque' }));
    const nuts = allergies.getByRole('radio', { name: 'Sans fruits à coque' });
    const detail = document.getElementById(nuts.getAttribute('aria-describedby')!)!;
    expect(detail.textContent).toContain('et les arachides (cacahuètes)');
    expect(detail.textContent).toContain(
      'La noix de coco, la muscade et la châtaigne n’en sont pas.',
    );
    expect(detail.textContent).toContain(`Choisissez plutôt «${NBSP}Sans arachides${NBSP}»`);

    // « Tout le foyer » by default; a name unchecks it.
    expect(box('Tout le foyer').checked).toBe(true);
    expect(box(/^Lou/).checked).toBe(false);
    expect(box(/^Lou/).labels?.[0]?.textContent).toBe('Lou(enfant)');
    await user.click(box(/^Lou/));
    expect(box('Tout le foyer').checked).toBe(false);
    await user.click(box('Noé'));
    expect(box(/^Lou/).checked).toBe(true);
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([
      { kind: 'restriction', value: 'nutFree', concerns: [LOU.id, NOE.id] },
    ]);
    expect(rows()).toContain(`Sans fruits à coqueAllergieQui est concerné${NNBSP}? Noé et Lou`);
    expect(
      screen.getByText(`Restriction ajoutée${NBSP}: Sans fruits à coque.`, EXACT),
    ).toBeTruthy();
  });

  it('adds a food to avoid for the whole household, and checks the form first', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([]));
    await block().findByText('Aucune restriction pour l’instant.');

    await user.click(block().getByRole('button', { name: 'Ajouter une restriction' }));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    expect(
      dialog().getByText('Choisissez une restriction ou indiquez un aliment à éviter.'),
    ).toBeTruthy();

    await user.type(dialog().getByRole('textbox', { name: 'Aliment à éviter' }), '  champignons ');
    await user.click(box('Tout le foyer'));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    expect(
      dialog().getByText(`Choisissez qui est concerné, ou «${NBSP}Tout le foyer${NBSP}».`, EXACT),
    ).toBeTruthy();
    expect(document.activeElement).toBe(box('Tout le foyer'));
    expect(puts(api)).toHaveLength(0);

    await user.click(box('Tout le foyer'));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([{ kind: 'avoided', value: 'champignons', concerns: 'everyone' }]);
    expect(rows()).toEqual([`champignonsÀ éviterQui est concerné${NNBSP}? Tout le foyer`]);
  });

  it('starts from who a restriction already listed concerns', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([NUTS]));
    await waitUntil(() => expect(rows()).toHaveLength(1));

    await user.click(block().getByRole('button', { name: 'Ajouter une restriction' }));
    await user.click(dialog().getByRole('radio', { name: 'Sans fruits à coque' }));
    expect(
      dialog().getByText(`Déjà dans la liste${NBSP}: vous modifiez qui est concerné.`, EXACT),
    ).toBeTruthy();
    expect(box('Tout le foyer').checked).toBe(false);
    expect(box(/^Lou/).checked).toBe(true);
    expect(box('Noé').checked).toBe(true);
    await user.click(box('Camille'));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([
      { kind: 'restriction', value: 'nutFree', concerns: [LOU.id, NOE.id, CAMILLE.id] },
    ]);
    expect(
      screen.getByText(`Restriction mise à jour${NBSP}: Sans fruits à coque.`, EXACT),
    ).toBeTruthy();
  });

  it('changes who a line concerns: « Tout le foyer » unchecks the names', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([NUTS]));
    await waitUntil(() => expect(rows()).toHaveLength(1));

    await user.click(block().getByRole('button', { name: 'Modifier Sans fruits à coque' }));
    expect(
      screen.getByRole('dialog', { name: `Modifier «${NBSP}Sans fruits à coque${NBSP}»` }),
    ).toBeTruthy();
    expect(dialog().getByRole('group', { name: `Qui est concerné${NNBSP}?` })).toBeTruthy();
    expect(dialog().queryByRole('radio')).toBeNull();
    expect(box('Noé').checked).toBe(true);
    await user.click(box('Tout le foyer'));
    expect(box('Noé').checked).toBe(false);
    expect(box(/^Lou/).checked).toBe(false);
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([{ kind: 'restriction', value: 'nutFree', concerns: 'everyone' }]);
    expect(rows()).toEqual([`Sans fruits à coqueAllergieQui est concerné${NNBSP}? Tout le foyer`]);
  });

  it('removes a line after confirmation, with no one concerned', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(household([VEGETARIAN, MUSHROOMS]));
    await waitUntil(() => expect(rows()).toHaveLength(2));

    await user.click(block().getByRole('button', { name: 'Retirer champignons' }));
    expect(
      screen.getByRole('dialog', { name: `Retirer «${NBSP}champignons${NBSP}»${NNBSP}?` }),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(api)).toHaveLength(0);

    await user.click(block().getByRole('button', { name: 'Retirer champignons' }));
    await user.click(dialog().getByRole('button', { name: 'Retirer' }));

    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(api)).toEqual([{ kind: 'avoided', value: 'champignons', concerns: [] }]);
    expect(rows()).toEqual([`VégétarienRégimeQui est concerné${NNBSP}? Tout le foyer`]);
    expect(screen.getByText(`Restriction retirée${NBSP}: champignons.`, EXACT)).toBeTruthy();
  });

  it('shows the server’s message and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const message = 'Choisissez parmi les personnes de votre foyer.';
    await openSettings({
      ...household([NUTS]),
      'PUT /api/household/restrictions': apiError(400, 'VALIDATION_ERROR', message),
    });
    await waitUntil(() => expect(rows()).toHaveLength(1));

    await user.click(block().getByRole('button', { name: 'Modifier Sans fruits à coque' }));
    await user.click(box('Tout le foyer'));
    await user.click(dialog().getByRole('button', { name: 'Enregistrer' }));

    expect((await dialog().findByRole('alert')).textContent).toBe(message);
    expect(box('Tout le foyer').checked).toBe(true);
    expect(rows()).toEqual([`Sans fruits à coqueAllergieQui est concerné${NNBSP}? Noé et Lou`]);
  });
});
