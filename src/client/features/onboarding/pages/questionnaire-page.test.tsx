// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, mockApi } from '../../../test/mock-api';
import type { MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { QuestionnairePage } from './questionnaire-page';
import { QUERY_KEYS } from '../../../lib/query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  { path: '/questionnaire', Component: QuestionnairePage },
  { path: '*', Component: PathProbe },
];

const SAVED: MockAnswer = { status: 200, body: {} };

function open(answer: MockAnswer | (() => Promise<MockAnswer>) = SAVED) {
  const api = mockApi({ 'PUT /api/preferences': answer });
  const view = renderRoutes(routes, '/questionnaire');
  return { api, ...view };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const textbox = (name: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name });
const checkedRestrictions = () =>
  screen
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.labels?.[0]?.textContent);

describe('QuestionnairePage', () => {
  it('opens on the household step, with the defaults and no way back', () => {
    open();
    expect(document.title).toBe('Questionnaire — Popote');
    expect(heading().textContent).toBe('Votre foyer');
    expect(screen.getByText('Étape 1 sur 4')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');

    expect(select('Adultes').value).toBe('1');
    expect([...select('Adultes').options].map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(select('Enfants').value).toBe('0');
    expect([...select('Enfants').options].map((option) => option.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(button('Précédent').disabled).toBe(true);
    expect(button('Suivant').disabled).toBe(false);
  });

  it('goes through the four steps, titles each one and ends with Terminer', async () => {
    const user = userEvent.setup();
    open();

    await user.click(button('Suivant'));
    expect(heading().textContent).toBe('Restrictions alimentaires');
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText('Étape 2 sur 4')).toBeTruthy();
    expect(button('Précédent').disabled).toBe(false);

    await user.click(button('Suivant'));
    expect(heading().textContent).toBe('Vos goûts');
    expect(screen.getAllByText('Séparez-les par des virgules')).toHaveLength(2);

    await user.click(button('Suivant'));
    expect(heading().textContent).toBe('Vos courses');
    expect(screen.getByText('Étape 4 sur 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    expect(button('Terminer')).toBeTruthy();
    expect(radio('Une fois par semaine').checked).toBe(true);

    await user.click(button('Précédent'));
    expect(heading().textContent).toBe('Vos goûts');
    expect(document.activeElement).toBe(heading());
  });

  it('applies the « Aucune » rule to the dietary restrictions', async () => {
    const user = userEvent.setup();
    open();
    await user.click(button('Suivant'));

    await user.click(checkbox('Végétarien'));
    await user.click(checkbox('Halal'));
    expect(checkedRestrictions()).toEqual(['Végétarien', 'Halal']);

    await user.click(checkbox('Aucune'));
    expect(checkedRestrictions()).toEqual(['Aucune']);

    await user.click(checkbox('Végan'));
    expect(checkedRestrictions()).toEqual(['Végan']);

    await user.click(checkbox('Aucune'));
    await user.click(checkbox('Aucune'));
    expect(checkedRestrictions()).toEqual([]);
  });

  it('can be answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    open();
    await user.click(button('Suivant'));

    await user.tab();
    expect(document.activeElement).toBe(checkbox('Aucune'));
    await user.keyboard(' ');
    expect(checkbox('Aucune').checked).toBe(true);
    await user.keyboard('{Enter}');
    expect(heading().textContent).toBe('Vos goûts');
  });

  it('keeps every answer when going back and forth', async () => {
    const user = userEvent.setup();
    open();

    await user.selectOptions(select('Adultes'), '2');
    await user.selectOptions(select('Enfants'), '3');
    await user.click(button('Suivant'));
    await user.click(checkbox('Sans gluten'));
    await user.click(button('Suivant'));
    await user.type(textbox('Aliments préférés'), 'tomates, basilic');
    await user.type(textbox('Aliments à éviter'), 'coriandre');
    await user.click(button('Suivant'));
    await user.click(radio('Une fois par mois'));

    await user.click(button('Précédent'));
    expect(textbox('Aliments préférés').value).toBe('tomates, basilic');
    expect(textbox('Aliments à éviter').value).toBe('coriandre');
    await user.click(button('Précédent'));
    expect(checkedRestrictions()).toEqual(['Sans gluten']);
    await user.click(button('Précédent'));
    expect(select('Adultes').value).toBe('2');
    expect(select('Enfants').value).toBe('3');

    for (let step = 0; step < 3; step += 1) await user.click(button('Suivant'));
    expect(radio('Une fois par mois').checked).toBe(true);
  });

  it('saves the answers on Terminer, then goes on to /subscription', async () => {
    const user = userEvent.setup();
    let answer!: (value: MockAnswer) => void;
    const { api, queryClient } = open(() => new Promise((resolve) => (answer = resolve)));
    queryClient.setQueryData(QUERY_KEYS.me, null);

    await user.selectOptions(select('Adultes'), '2');
    await user.selectOptions(select('Enfants'), '1');
    await user.click(button('Suivant'));
    await user.click(checkbox('Végétarien'));
    await user.click(checkbox('Sans fruits à coque'));
    await user.click(button('Suivant'));
    await user.type(textbox('Aliments préférés'), ' tomates, , basilic ,courgettes,');
    await user.click(button('Suivant'));
    await user.click(radio('Tous les jours'));
    await user.click(button('Terminer'));

    const saving = button('Enregistrement…');
    expect(saving.disabled).toBe(true);
    expect(button('Précédent').disabled).toBe(true);
    expect(api.callsTo('PUT /api/preferences')).toHaveLength(1);
    expect(api.callsTo('PUT /api/preferences')[0]?.body).toEqual({
      adults: 2,
      children: 1,
      dietaryRestrictions: ['vegetarian', 'nutFree'],
      preferredFoods: ['tomates', 'basilic', 'courgettes'],
      avoidedFoods: [],
      shoppingFrequency: 'daily',
    });

    answer(SAVED);
    expect((await screen.findByRole('heading', { name: 'Page: /subscription' })).textContent).toBe(
      'Page: /subscription',
    );
    expect(queryClient.getQueryState(QUERY_KEYS.me)?.isInvalidated).toBe(true);
  });

  it('sends the defaults when nothing was changed', async () => {
    const user = userEvent.setup();
    const { api } = open();
    for (let step = 0; step < 3; step += 1) await user.click(button('Suivant'));
    await user.click(button('Terminer'));

    await screen.findByRole('heading', { name: 'Page: /subscription' });
    expect(api.callsTo('PUT /api/preferences')[0]?.body).toEqual({
      adults: 1,
      children: 0,
      dietaryRestrictions: [],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    });
  });

  it.each([
    [
      apiError(404, 'PROFILE_NOT_FOUND', 'Profil utilisateur non trouvé'),
      'Profil utilisateur non trouvé',
    ],
    [
      apiError(
        400,
        'VALIDATION',
        'Certaines informations sont invalides. Vérifiez-les et réessayez.',
      ),
      "Une erreur est survenue lors de l'enregistrement",
    ],
    [{ status: 500 }, "Une erreur est survenue lors de l'enregistrement"],
  ])('explains a failed save (%#) and lets the user try again', async (failure, message) => {
    const user = userEvent.setup();
    open(failure);
    for (let step = 0; step < 3; step += 1) await user.click(button('Suivant'));
    await user.click(button('Terminer'));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(heading().textContent).toBe('Vos courses');
    expect(button('Terminer').disabled).toBe(false);
  });

  it('points out a food list the server would refuse, before saving', async () => {
    const user = userEvent.setup();
    open();
    await user.click(button('Suivant'));
    await user.click(button('Suivant'));
    await user.type(textbox('Aliments à éviter'), `céleri, ${'a'.repeat(61)}`);
    await user.click(button('Suivant'));

    expect(heading().textContent).toBe('Vos goûts');
    expect(screen.getByText('Chaque aliment doit tenir en 60 caractères au plus.')).toBeTruthy();
    expect(document.activeElement).toBe(textbox('Aliments à éviter'));
  });
});
