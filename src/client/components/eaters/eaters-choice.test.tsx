// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Eater } from '../../../shared/eaters';
import { apiError, mockApi } from '../../test/mock-api';
import type { MockAnswer } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-routes';
import { EatersChoice } from './eaters-choice';
import { CAMILLE, FAMILY, LOU, MAMIE, NOE } from './test-eaters';
import { useEatersChoice } from './use-eaters-choice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NBSP = '\u00a0';
const LEGEND = 'Qui mange\u202f?';

/** The control, and what a page would send with its request. */
function Harness() {
  const choice = useEatersChoice();
  return (
    <>
      <EatersChoice choice={choice} />
      <output data-testid="eaters">{JSON.stringify(choice.eaters ?? 'everyone')}</output>
    </>
  );
}

function renderChoice(answer: MockAnswer | (() => Promise<MockAnswer>)) {
  const api = mockApi({
    'GET /api/household/eaters': answer,
    'GET /api/household/settings': { status: 200, body: { childPortion: 0.5 } },
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return api;
}

const household = (items: Eater[]): MockAnswer => ({ status: 200, body: { items } });
const sent = () => JSON.parse(screen.getByTestId('eaters').textContent!) as unknown;
const group = () => screen.getByRole('group', { name: LEGEND });
const chip = (name: string | RegExp) => within(group()).getByRole('button', { name });
const summary = () => group().querySelector('[aria-live="polite"]')!.textContent;

describe('EatersChoice', () => {
  it('shows everyone, chosen by default, with the diets that apply', async () => {
    renderChoice(household(FAMILY));
    expect(screen.getByTestId('eaters-skeleton')).toBeTruthy();

    expect(await screen.findByRole('group', { name: LEGEND })).toBeTruthy();
    expect(screen.queryByTestId('eaters-skeleton')).toBeNull();
    const chips = within(group()).getAllByRole('button');
    expect(chips.map((button) => button.textContent)).toEqual([
      'Camille (vous)',
      'Noé',
      'Lou(enfant)',
      'Mamie',
    ]);
    expect(chips.every((button) => button.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(summary()).toBe(
      `Pour 4${NBSP}personnes · 3 adultes + 1 enfant = 4 portions · Régimes respectés${NBSP}: Végétarien, sans fruits à coque, sans champignons`,
    );
    // Everyone eats: nothing to send, the server's default.
    expect(sent()).toBe('everyone');
  });

  it('leaves people out and back in with the keyboard', async () => {
    const user = userEvent.setup();
    renderChoice(household(FAMILY));
    await screen.findByRole('group', { name: LEGEND });

    await user.tab();
    expect(document.activeElement).toBe(chip('Camille (vous)'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(chip(/^Lou/));
    await user.keyboard(' ');
    expect(chip(/^Lou/).getAttribute('aria-pressed')).toBe('false');
    expect(sent()).toEqual([CAMILLE.id, NOE.id, MAMIE.id]);
    expect(summary()).toBe(
      `Pour 3${NBSP}personnes · 3 adultes = 3 portions · Régimes respectés${NBSP}: Végétarien`,
    );

    await user.keyboard('{Enter}');
    expect(chip(/^Lou/).getAttribute('aria-pressed')).toBe('true');
    expect(sent()).toBe('everyone');
  });

  it('keeps at least one person', async () => {
    const user = userEvent.setup();
    renderChoice(household(FAMILY));
    await screen.findByRole('group', { name: LEGEND });
    for (const name of [/^Camille/, /^Noé/, /^Mamie/]) await user.click(chip(name));
    expect(sent()).toEqual([LOU.id]);
    expect(summary()).toBe(
      `Pour 1${NBSP}personne · 1 enfant = 1 portion · Régimes respectés${NBSP}: Sans fruits à coque, sans champignons`,
    );

    const last = chip(/^Lou/);
    expect(last.getAttribute('aria-disabled')).toBe('true');
    expect(last.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
    expect(sent()).toEqual([LOU.id]);
    expect(summary()).toMatch(/^Au moins une personne doit manger\. Pour 1/);

    await user.click(chip(/^Mamie/));
    expect(sent()).toEqual([LOU.id, MAMIE.id]);
    expect(chip(/^Lou/).hasAttribute('aria-disabled')).toBe(false);
    expect(summary()).toBe(
      `Pour 2${NBSP}personnes · 1 adulte + 1 enfant = 2 portions · Régimes respectés${NBSP}: Sans fruits à coque, sans champignons`,
    );
  });

  it('counts a child for the household’s « Portion enfant »', async () => {
    const LEO: Eater = { ...LOU, id: '0b8e6a52-0000-4000-8000-00000000000f', firstName: 'Léo' };
    mockApi({
      'GET /api/household/eaters': household([CAMILLE, LOU, LEO]),
      'GET /api/household/settings': { status: 200, body: { childPortion: 1 } },
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    await screen.findByRole('group', { name: LEGEND });
    await waitFor(() =>
      expect(screen.getByTestId('eaters-portions').textContent).toBe(
        '1 adulte + 2 enfants = 3 portions',
      ),
    );
  });

  it('names each restriction and avoided food of the chosen people once', async () => {
    const user = userEvent.setup();
    // As the server lists them: the household's « Sans arachides » and « coriandre », then theirs.
    const ofHousehold: Pick<Eater, 'dietaryRestrictions' | 'avoidedFoods'> = {
      dietaryRestrictions: ['peanutFree'],
      avoidedFoods: ['coriandre'],
    };
    renderChoice(
      household([
        { ...CAMILLE, ...ofHousehold },
        {
          ...LOU,
          dietaryRestrictions: ['peanutFree', 'nutFree', 'vegetarian'],
          avoidedFoods: ['Coriandre', ' Champignons '],
        },
        {
          ...MAMIE,
          dietaryRestrictions: ['none', 'peanutFree', 'sesameFree'],
          avoidedFoods: ['coriandre'],
        },
      ]),
    );
    await screen.findByRole('group', { name: LEGEND });
    expect(summary()).toBe(
      `Pour 3${NBSP}personnes · 2 adultes + 1 enfant = 3 portions · Régimes respectés${NBSP}: Végétarien, sans fruits à coque, ` +
        'sans arachides, sans sésame, sans coriandre, sans champignons',
    );

    await user.click(chip(/^Lou/));
    expect(summary()).toBe(
      `Pour 2${NBSP}personnes · 2 adultes = 2 portions · Régimes respectés${NBSP}: Sans arachides, sans sésame, sans coriandre`,
    );
  });

  it('stays hidden for a household of one, and when the list cannot be read', async () => {
    const api = renderChoice(household([CAMILLE]));
    await vi.waitFor(() => expect(screen.queryByTestId('eaters-skeleton')).toBeNull());
    expect(api.callsTo('GET /api/household/eaters')).toHaveLength(1);
    expect(screen.queryByRole('group')).toBeNull();
    expect(sent()).toBe('everyone');
    cleanup();

    renderChoice(apiError(500, 'INTERNAL', 'Une erreur est survenue.'));
    await vi.waitFor(() => expect(screen.queryByTestId('eaters-skeleton')).toBeNull());
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent()).toBe('everyone');
  });
});
