// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdMember, HouseholdOverview } from '../../../shared/household';
import { apiError, meAnswer } from '../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../test/mock-api';
import { waitUntil } from '../../test/wait-until';
import { HOUSEHOLD, openSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOE: HouseholdMember = {
  userId: '6f1c2a9e-0000-4000-8000-000000000002',
  firstName: 'Noé',
  lastName: 'Rochat',
  email: 'noe@example.ch',
  role: 'member',
  joinedAt: '2026-11-20T10:00:00.000Z',
  isMe: false,
  hasPreferences: false,
  dietaryRestrictions: [],
};

/** The owner's household kept in memory by the handlers, as the server would. */
function ownersHousehold(initial: HouseholdOverview) {
  let household = initial;
  return {
    'GET /api/household': () => ({ status: 200, body: household }),
    'POST /api/household/invitations': ({ body }: ApiCall): MockAnswer => {
      const { email } = body as { email: string };
      if (email === 'noe@example.ch')
        return apiError(409, 'ALREADY_MEMBER', 'Cette personne fait déjà partie de votre foyer.');
      const invitation = {
        id: '0c000000-0000-4000-8000-000000000001',
        email,
        expiresAt: '2026-12-02T10:00:00.000Z',
        createdAt: '2026-11-25T10:00:00.000Z',
      };
      household = { ...household, invitations: [invitation] };
      return { status: 201, body: invitation };
    },
    'DELETE /api/household/invitations/0c000000-0000-4000-8000-000000000001': (): MockAnswer => {
      household = { ...household, invitations: [] };
      return { status: 200, body: { ok: true } };
    },
    [`DELETE /api/household/members/${NOE.userId}`]: (): MockAnswer => {
      household = {
        ...household,
        members: household.members.filter((member) => member.userId !== NOE.userId),
      };
      return { status: 200, body: { ok: true } };
    },
  };
}

const block = () => within(screen.getByRole('group', { name: 'Membres du foyer' }));
const memberNames = () =>
  within(block().getByRole('list', { name: 'Membres du foyer' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Membres du foyer')
    .map((item) => item.querySelector('p > span')?.textContent);

describe('MembersBlock', () => {
  it('shows the owner the members, invites by e-mail and cancels an invitation', async () => {
    const user = userEvent.setup();
    const { api } = await openSettings(
      ownersHousehold({ ...HOUSEHOLD, members: [...HOUSEHOLD.members, NOE] }),
    );
    await waitUntil(() => expect(memberNames()).toEqual(['Camille Rochat', 'Noé Rochat']));
    expect(block().getByText('Responsable')).toBeTruthy();
    expect(block().getByText('N’a pas encore rempli le questionnaire.')).toBeTruthy();
    expect(block().getByText(/^2 membres sur 6/)).toBeTruthy();

    const field = block().getByRole('textbox', { name: 'Inviter un membre' });
    await user.type(field, 'pas-une-adresse');
    await user.click(block().getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/household/invitations')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'noe@example.ch');
    await user.click(block().getByRole('button', { name: 'Envoyer l’invitation' }));
    expect((await block().findByRole('alert')).textContent).toBe(
      'Cette personne fait déjà partie de votre foyer.',
    );

    await user.clear(field);
    await user.type(field, ' Lou@Example.ch ');
    await user.click(block().getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(api.callsTo('POST /api/household/invitations').at(-1)?.body).toEqual({
      email: 'lou@example.ch',
    });
    expect(await screen.findByText('Invitation envoyée à lou@example.ch.')).toBeTruthy();
    expect(await block().findByText('Expire le mercredi 2 décembre 2026')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    await user.click(
      block().getByRole('button', { name: 'Annuler l’invitation de lou@example.ch' }),
    );
    await waitUntil(() => expect(block().queryByText('lou@example.ch')).toBeNull());
  });

  it('removes a member after confirmation', async () => {
    const user = userEvent.setup();
    await openSettings(ownersHousehold({ ...HOUSEHOLD, members: [...HOUSEHOLD.members, NOE] }));
    await user.click(await block().findByRole('button', { name: 'Retirer Noé du foyer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Retirer Noé du foyer\u202f?' }));
    await user.click(dialog.getByRole('button', { name: 'Retirer' }));
    await waitUntil(() => expect(memberNames()).toEqual(['Camille Rochat']));
    expect(await screen.findByText('Noé ne fait plus partie du foyer.')).toBeTruthy();
  });

  it('lets a member leave, and not invite', async () => {
    const user = userEvent.setup();
    const owner: HouseholdMember = { ...HOUSEHOLD.members[0]!, isMe: false };
    const me: HouseholdMember = { ...NOE, isMe: true, hasPreferences: true };
    const { api } = await openSettings({
      'GET /api/me': meAnswer({
        subscription: {
          status: null,
          active: true,
          complimentary: false,
          sharedBy: 'Camille',
          periodEnd: null,
          cancelAtPeriodEnd: false,
        },
      }),
      'GET /api/household': {
        status: 200,
        body: { ...HOUSEHOLD, myRole: 'member', members: [owner, me] },
      },
      [`DELETE /api/household/members/${NOE.userId}`]: { status: 200, body: { ok: true } },
    });
    expect(
      await block().findByText(/^Vous partagez la liste de courses, le planning, le frigo/),
    ).toBeTruthy();
    expect(block().queryByRole('textbox', { name: 'Inviter un membre' })).toBeNull();
    expect(block().queryByRole('button', { name: /^Retirer/ })).toBeNull();
    expect(
      screen.getByText(/^Votre accès est compris dans l’abonnement du foyer de Camille/),
    ).toBeTruthy();

    await user.click(block().getByRole('button', { name: 'Quitter le foyer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Quitter le foyer\u202f?' }));
    await user.click(dialog.getByRole('button', { name: 'Quitter le foyer' }));
    await waitUntil(() =>
      expect(api.callsTo(`DELETE /api/household/members/${NOE.userId}`)).toHaveLength(1),
    );
  });
});
