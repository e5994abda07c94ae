// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AssistantConversation,
  AssistantEvent,
  AssistantMessage,
  AssistantRecipe,
} from '../../../../shared/assistant';
import { FAMILY, MAMIE, NOE } from '../../../components/eaters/test-eaters';
import { testRecipe } from '../../../components/recipe/test-recipes';
import { apiError, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { ChatPage } from './chat-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

/** A catalogue recipe as the assistant sends it (the suggestions page's test recipe). */
const recipe = (overrides: Partial<AssistantRecipe> = {}): AssistantRecipe => ({
  ...testRecipe(),
  imageUrl: '/recipes/plat-1.svg',
  difficulty: 'facile',
  ...overrides,
});
const RECIPE = recipe();
const NNBSP = '\u202f';

const conversation = (id: string, title: string): AssistantConversation => ({
  id,
  title,
  updatedAt: '2026-11-22T18:00:00.000Z',
});
const message = (
  id: string,
  role: AssistantMessage['role'],
  content: string,
  recipes = role === 'assistant' ? [RECIPE] : [],
): AssistantMessage => ({ id, role, content, recipes, createdAt: '2026-11-22T18:00:00.000Z' });

const LATEST = conversation('c-2', 'Un plat avec des pommes de terre');
const OLDER = conversation('c-1', 'Un dessert');
const HISTORY = [
  message('m-1', 'user', 'Un plat avec des pommes de terre'),
  message('m-2', 'assistant', 'Je vous propose un gratin dauphinois.'),
];

/** A streamed answer whose lines the test sends one by one. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: async (event: AssistantEvent) => {
      await act(async () => {
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    close: async () => {
      await act(async () => {
        controller.close();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

/** A whole streamed answer: the stored question, the text in pieces, recipes, then done. */
function answer(question: string, text: string, recipes = [RECIPE], id = 'c-new'): Response {
  const asked = message('q-1', 'user', question);
  const answered = message('a-1', 'assistant', text, recipes);
  const events: AssistantEvent[] = [
    { type: 'message', message: asked },
    ...text.split(/(?<= )/).map((delta) => ({ type: 'text' as const, delta })),
    ...(recipes.length > 0 ? [{ type: 'recipes' as const, recipes }] : []),
    { type: 'done', message: answered, conversation: conversation(id, question) },
  ];
  return new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
    headers: { 'Content-Type': 'application/x-ndjson' },
  });
}

/** The planning page, showing the router state it was opened with. */
function PlanningProbe() {
  const location = useLocation();
  return <pre data-testid="planning-state">{JSON.stringify(location.state)}</pre>;
}

/**
 * The page with a mocked API; POST …/messages answers through `onMessage` (a stream, or a
 * JSON error before it).
 */
function renderChat(
  handlers: Record<string, Handler> = {},
  onMessage: (content: string) => Response | Promise<Response> = (content) =>
    answer(content, 'Voici une idée.'),
) {
  const api = mockApi({
    'GET /api/assistant/conversations': { status: 200, body: { items: [LATEST, OLDER] } },
    'GET /api/assistant/conversations/c-2': {
      status: 200,
      body: { conversation: LATEST, messages: HISTORY },
    },
    'POST /api/assistant/conversations': { status: 201, body: conversation('c-new', '') },
    [`GET /api/favorites/by-recipe/${RECIPE.id}`]: { status: 200, body: { favorite: null } },
    ...handlers,
  });
  const messagePosts: {
    path: string;
    content: string;
    eaters?: string[];
    init: RequestInit | undefined;
  }[] = [];
  const jsonFetch = api.fetchMock;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST' && pathname.endsWith('/messages')) {
        const { content, eaters } = JSON.parse(String(init.body)) as {
          content: string;
          eaters?: string[];
        };
        messagePosts.push({ path: pathname, content, ...(eaters ? { eaters } : {}), init });
        return onMessage(content);
      }
      return jsonFetch(input, init);
    }),
  );
  const view = renderRoutes(
    [
      { path: '/dashboard/chat', Component: ChatPage },
      { path: '/dashboard/planning', Component: PlanningProbe },
      { path: '/questionnaire', Component: PathProbe },
    ],
    '/dashboard/chat',
  );
  return { api, messagePosts, ...view };
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Votre message' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer' });
const log = () => screen.getByRole('log', { name: 'Conversation avec l’Assistant Chef' });

function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

describe('ChatPage', () => {
  it('restores the most recent conversation on opening, and again after a reload', async () => {
    const { api } = renderChat();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Assistant Chef');
    expect(document.title).toBe('Assistant Chef — Popote');
    expect(screen.getByTestId('chat-skeleton')).toBeTruthy();

    expect(
      await within(await screen.findByRole('log')).findByText(HISTORY[1]!.content),
    ).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(within(log()).getByText('Un plat avec des pommes de terre')).toBeTruthy();
    expect(within(log()).getByRole('article', { name: 'Gratin dauphinois' })).toBeTruthy();
    expect(screen.queryByTestId('chat-skeleton')).toBeNull();
    expect(api.callsTo('GET /api/assistant/conversations/c-1')).toHaveLength(0);
    // The earlier conversations can be reopened.
    const select = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Conversations précédentes',
    });
    expect([...select.options].map((option) => option.value)).toEqual(['c-2', 'c-1']);
    expect(select.value).toBe('c-2');

    // A reload: a fresh page and cache ask the server again and show the same conversation.
    cleanup();
    const again = renderChat();
    expect(await screen.findByText(HISTORY[1]!.content)).toBeTruthy();
    expect(again.api.callsTo('GET /api/assistant/conversations/c-2')).toHaveLength(1);
  });

  it('reads older conversations on request, a page at a time, and keeps them listed', async () => {
    const OLDEST = conversation('c-0', 'Une soupe d’automne');
    let pages = 0;
    const { api } = renderChat({
      'GET /api/assistant/conversations': () =>
        ++pages === 1
          ? { status: 200, body: { items: [LATEST, OLDER], nextCursor: 'cursor-1' } }
          : { status: 200, body: { items: [OLDEST], nextCursor: null } },
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Conversations précédentes',
    });
    expect([...select.options].map((option) => option.value)).toEqual(['c-2', 'c-1']);

    fireEvent.click(screen.getByRole('button', { name: 'Afficher les plus anciennes' }));
    await waitFor(() =>
      expect([...select.options].map((option) => option.value)).toEqual(['c-2', 'c-1', 'c-0']),
    );
    const older = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(older.filter((url) => url.includes('before=cursor-1'))).toHaveLength(1);
    // The last page is read: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Afficher les plus anciennes' })).toBeNull();
    // The conversation shown stays the most recent one.
    expect(select.value).toBe('c-2');
  });

  it('starts with chips when there is no conversation: a chip creates one and sends itself', async () => {
    const { api, messagePosts } = renderChat({
      'GET /api/assistant/conversations': { status: 200, body: { items: [] } },
    });
    const chips = await screen.findByRole('list', { name: 'Pour commencer' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      `Que cuisiner ce soir${NNBSP}?`,
      'Une idée avec ce qu’il y a dans mon frigo',
      'Un dessert rapide',
      `Combien de temps cuire des pâtes${NNBSP}?`,
      'Un menu de Noël végétarien',
    ]);
    expect(sendButton().disabled).toBe(true);

    fireEvent.click(within(chips).getByRole('button', { name: 'Un dessert rapide' }));
    expect(await within(log()).findByText('Voici une idée.')).toBeTruthy();
    expect(api.callsTo('POST /api/assistant/conversations')[0]?.body).toEqual({});
    expect(messagePosts).toMatchObject([
      { path: '/api/assistant/conversations/c-new/messages', content: 'Un dessert rapide' },
    ]);
    expect(messagePosts[0]?.init?.credentials).toBe('same-origin');
    expect(within(log()).getByText('Un dessert rapide')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pour commencer' })).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it('asks for who eats when not everyone does', async () => {
    const { messagePosts } = renderChat({
      'GET /api/household/eaters': { status: 200, body: { items: FAMILY } },
    });
    await screen.findByText(HISTORY[1]!.content);
    const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    type('Un dessert');
    fireEvent.click(sendButton());
    expect(await within(log()).findByText('Voici une idée.')).toBeTruthy();
    expect(messagePosts[0]).not.toHaveProperty('eaters');

    for (const name of [/^Noé/, /^Mamie/]) {
      fireEvent.click(within(who).getByRole('button', { name }));
    }
    expect(within(who).getByText(/^Pour 2/)).toBeTruthy();
    type('Un plat');
    fireEvent.click(sendButton());
    await waitFor(() => expect(messagePosts).toHaveLength(2));
    expect(messagePosts[1]?.eaters).toEqual(
      FAMILY.filter((eater) => eater !== NOE && eater !== MAMIE).map((eater) => eater.id),
    );
  });

  it('plans a recipe of an answer for who eats, as chosen on the page', async () => {
    renderChat({ 'GET /api/household/eaters': { status: 200, body: { items: FAMILY } } });
    const card = await within(await screen.findByRole('log')).findByRole('article', {
      name: 'Gratin dauphinois',
    });
    const who = await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    fireEvent.click(within(who).getByRole('button', { name: /^Noé/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter au planning' }));
    const state = JSON.parse(
      (await screen.findByTestId('planning-state')).textContent ?? 'null',
    ) as { recipe: { id: string }; eaters?: string[] };
    expect(state.recipe.id).toBe(RECIPE.id);
    expect(state.eaters).toEqual(FAMILY.filter((eater) => eater !== NOE).map((eater) => eater.id));
  });

  it('plans a recipe of an answer for everyone when everyone eats', async () => {
    renderChat({ 'GET /api/household/eaters': { status: 200, body: { items: FAMILY } } });
    const card = await within(await screen.findByRole('log')).findByRole('article', {
      name: 'Gratin dauphinois',
    });
    await screen.findByRole('group', { name: 'Qui mange\u202f?' });
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter au planning' }));
    const state = JSON.parse(
      (await screen.findByTestId('planning-state')).textContent ?? 'null',
    ) as { recipe: { id: string } };
    expect(state.recipe.id).toBe(RECIPE.id);
    expect(state).not.toHaveProperty('eaters');
  });

  it('sends with Enter, makes a new line with Shift+Enter', async () => {
    const { messagePosts } = renderChat();
    await screen.findByText(HISTORY[1]!.content);
    type('Un dessert');
    expect(sendButton().disabled).toBe(false);
    // Shift+Enter: the browser adds the line (the event is not cancelled), nothing is sent.
    expect(fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true })).toBe(true);
    type('Un dessert\nsans œufs pour 6');
    await act(async () => {});
    expect(messagePosts).toHaveLength(0);

    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(false);
    expect(await within(log()).findByText('Voici une idée.')).toBeTruthy();
    expect(messagePosts.map((post) => post.path)).toEqual([
      '/api/assistant/conversations/c-2/messages',
    ]);
    expect(messagePosts[0]?.content).toBe('Un dessert\nsans œufs pour 6');
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(sendButton().disabled).toBe(true);

    // Blank text is not sent, with Enter or the button.
    type('   ');
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.click(sendButton());
    await act(async () => {});
    expect(messagePosts).toHaveLength(1);
  });

  it('writes the answer as it arrives, then shows its recipe cards and announces it', async () => {
    const stream = controlledStream();
    renderChat({}, () => stream.response);
    await screen.findByText(HISTORY[1]!.content);
    type('Un gratin pour ce soir');
    fireEvent.click(sendButton());

    await waitFor(() => expect(within(log()).getByText('Un gratin pour ce soir')).toBeTruthy());
    expect(within(log()).getByText('L’Assistant Chef écrit…')).toBeTruthy();
    await stream.send({
      type: 'message',
      message: message('q-1', 'user', 'Un gratin pour ce soir'),
    });
    expect(field().value).toBe('');
    type('Et un dessert');
    expect(sendButton().disabled).toBe(true);

    await stream.send({ type: 'text', delta: 'Voici ' });
    const bubble = within(log()).getByText(/^Voici/);
    await stream.send({ type: 'text', delta: 'un gratin.' });
    expect(bubble.textContent).toContain('Voici un gratin.');
    expect(within(log()).getAllByRole('article')).toHaveLength(1); // the earlier answer's card
    // Not announced piece by piece.
    const announced = () => screen.getAllByRole('status').map((region) => region.textContent);
    expect(announced().some((text) => text?.includes('a répondu'))).toBe(false);

    const other = recipe({ id: 'gratin-de-courgettes', title: 'Gratin de courgettes' });
    await stream.send({ type: 'recipes', recipes: [other] });
    expect(within(log()).getByRole('article', { name: 'Gratin de courgettes' })).toBeTruthy();
    await stream.send({
      type: 'done',
      message: message('a-1', 'assistant', 'Voici un gratin.', [other]),
      conversation: LATEST,
    });
    await stream.close();

    expect(within(log()).queryByText('L’Assistant Chef écrit…')).toBeNull();
    // The finished answer is the same node (nothing re-announced), and is announced once.
    expect(within(log()).getByText(/^Voici/)).toBe(bubble);
    expect(
      screen
        .getAllByRole('status')
        .some(
          (region) =>
            region.textContent ===
            'L’Assistant Chef a répondu\u00a0: Voici un gratin. 1 recette proposée.',
        ),
    ).toBe(true);
    expect(sendButton().disabled).toBe(false);

    // The card has the suggestions page's actions.
    const card = within(log()).getByRole('article', { name: 'Gratin de courgettes' });
    for (const name of [
      'Voir la recette complète',
      'Favori',
      'Ajouter à la liste de courses',
      'Ajouter au planning',
    ]) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(within(card).getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog', { name: 'Gratin de courgettes' });
    expect(within(dialog).getByText('20 g de beurre')).toBeTruthy();
  });

  it('shows the server’s message and keeps the text when a message is refused', async () => {
    const quota = 'Vous avez atteint la limite de messages du jour. Revenez demain.';
    let refusal = apiError(429, 'ASSISTANT_QUOTA_REACHED', quota);
    renderChat({}, () => Response.json(refusal.body, { status: refusal.status }));
    await screen.findByText(HISTORY[1]!.content);
    type('Un apéro pour 6');
    fireEvent.keyDown(field(), { key: 'Enter' });

    expect((await screen.findByRole('alert')).textContent).toBe(quota);
    expect(field().value).toBe('Un apéro pour 6');
    expect(within(log()).queryByText('Un apéro pour 6')).toBeNull();
    expect(sendButton().disabled).toBe(false);

    refusal = apiError(409, 'PREFERENCES_MISSING', 'Complétez d’abord le questionnaire.');
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Complétez d’abord le questionnaire.',
      ),
    );
    const link = within(screen.getByRole('alert')).getByRole('link', {
      name: 'Compléter le questionnaire',
    });
    expect(link.getAttribute('href')).toBe('/questionnaire');
    expect(field().value).toBe('Un apéro pour 6');
  });

  it('shows the initial load error with « Réessayer »', async () => {
    let fail = true;
    renderChat({
      'GET /api/assistant/conversations': () =>
        fail
          ? apiError(
              500,
              'INTERNAL',
              'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
            )
          : { status: 200, body: { items: [LATEST] } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Une erreur est survenue.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(HISTORY[1]!.content)).toBeTruthy();
  });

  it('starts a new conversation, and deletes the current one after confirming', async () => {
    const { api, messagePosts } = renderChat({
      'DELETE /api/assistant/conversations/c-2': { status: 200, body: { ok: true } },
    });
    await screen.findByText(HISTORY[1]!.content);

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(screen.getByRole('list', { name: 'Pour commencer' })).toBeTruthy();
    expect(within(log()).queryByText(HISTORY[1]!.content)).toBeNull();
    expect(api.callsTo('POST /api/assistant/conversations')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    type('Un plat rapide avec des courgettes');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await within(log()).findByText('Voici une idée.')).toBeTruthy();
    expect(api.callsTo('POST /api/assistant/conversations')).toHaveLength(1);
    expect(messagePosts[0]?.path).toBe('/api/assistant/conversations/c-new/messages');

    // Back to the earlier one, then delete it.
    fireEvent.change(screen.getByRole('combobox', { name: 'Conversations précédentes' }), {
      target: { value: 'c-2' },
    });
    expect(await within(log()).findByText(HISTORY[1]!.content)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la conversation' }));
    const dialog = screen.getByRole('dialog', { name: `Supprimer cette conversation${NNBSP}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Conversation supprimée')).toBeTruthy();
    expect(api.callsTo('DELETE /api/assistant/conversations/c-2')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('list', { name: 'Pour commencer' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });
});
