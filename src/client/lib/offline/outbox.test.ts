// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { applyEffects } from './list-effects';
import { Outbox } from './outbox';
import type { OutboxOp } from './outbox';
import { replayOutbox } from './replay';
import { clearOfflineData, OFFLINE_KEYS } from './storage';

afterEach(() => localStorage.clear());

const KEY = ['shopping-items'];
let next = 0;
function op(overrides: Partial<OutboxOp> = {}): OutboxOp {
  next += 1;
  return {
    id: `op-${next}`,
    method: 'PATCH',
    path: `/api/shopping-items/row-${next}`,
    body: { checked: true },
    queryKey: KEY,
    effect: { type: 'update', ids: [`row-${next}`], changes: { checked: true } },
    queuedAt: next,
    ...overrides,
  };
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Élément introuvable.');
const noNetwork = () => new ApiError(0, 'NETWORK', 'Impossible de se connecter au serveur');

describe('Outbox', () => {
  it('keeps each user’s changes on the device, in order, across a reload', () => {
    const box = new Outbox();
    box.open('anne');
    const [first, second] = [op(), op()];
    box.enqueue(first);
    box.enqueue(second);

    const reloaded = new Outbox();
    reloaded.open('anne');
    expect(reloaded.list().map((entry) => entry.id)).toEqual([first.id, second.id]);
    reloaded.open('noe');
    expect(reloaded.size).toBe(0);
    reloaded.open('anne');
    expect(reloaded.size).toBe(2);
  });

  it('removes its storage once empty, and everything is gone after sign-out', () => {
    const box = new Outbox();
    box.open('anne');
    const change = op();
    box.enqueue(change);
    box.remove(change.id);
    expect(localStorage.getItem(OFFLINE_KEYS.outbox('anne'))).toBeNull();

    box.enqueue(op());
    localStorage.setItem('theme-storage', '{}');
    clearOfflineData();
    expect(localStorage.getItem(OFFLINE_KEYS.outbox('anne'))).toBeNull();
    expect(localStorage.getItem('theme-storage')).toBe('{}');
  });
});

describe('replayOutbox', () => {
  it('sends the changes one at a time, in the order they were made', async () => {
    const box = new Outbox();
    box.open('anne');
    const changes = [op(), op(), op()];
    for (const change of changes) box.enqueue(change);
    const sent: string[] = [];
    let inFlight = 0;
    const result = await replayOutbox(box, async (change) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(change.id);
      inFlight -= 1;
    });
    expect(sent).toEqual(changes.map((change) => change.id));
    expect(result).toEqual({ done: changes, blocked: false });
    expect(box.size).toBe(0);
  });

  it('drops a change of an item deleted elsewhere (404) quietly and goes on', async () => {
    const box = new Outbox();
    box.open('anne');
    const [gone, kept] = [op(), op()];
    box.enqueue(gone);
    box.enqueue(kept);
    const sent: string[] = [];
    const result = await replayOutbox(box, async (change) => {
      if (change.id === gone.id) throw notFound();
      sent.push(change.id);
    });
    expect(sent).toEqual([kept.id]);
    expect(result.blocked).toBe(false);
    expect(box.size).toBe(0);
  });

  it('counts an add the server already has (409) as done', async () => {
    const box = new Outbox();
    box.open('anne');
    box.enqueue(op({ method: 'POST', path: '/api/shopping-items' }));
    await replayOutbox(box, async () => {
      throw new ApiError(409, 'SHOPPING_DUPLICATE', 'Ces articles sont déjà dans votre liste');
    });
    expect(box.size).toBe(0);
  });

  it('stops at the first change that cannot be sent and keeps it and the ones after it', async () => {
    const box = new Outbox();
    box.open('anne');
    const changes = [op(), op(), op()];
    for (const change of changes) box.enqueue(change);
    for (const failure of [noNetwork(), new ApiError(503, 'SERVICE_UNAVAILABLE', '…')]) {
      const sent: string[] = [];
      const result = await replayOutbox(box, async (change) => {
        if (change.id === changes[1]!.id) throw failure;
        sent.push(change.id);
      });
      expect(result.blocked).toBe(true);
      expect(box.list().map((change) => change.id)).toEqual([changes[1]!.id, changes[2]!.id]);
    }
    const reloaded = new Outbox();
    reloaded.open('anne');
    expect(reloaded.size).toBe(2);
  });

  it('sends a change queued while the replay runs after the others', async () => {
    const box = new Outbox();
    box.open('anne');
    const [first, late] = [op(), op()];
    box.enqueue(first);
    const sent: string[] = [];
    await replayOutbox(box, async (change) => {
      if (change.id === first.id) box.enqueue(late);
      sent.push(change.id);
    });
    expect(sent).toEqual([first.id, late.id]);
  });
});

describe('applyEffects', () => {
  const list = [
    { id: 'a', name: 'Pain', checked: false },
    { id: 'b', name: 'Lait', checked: false },
  ];

  it('shows the waiting changes over the server’s list', () => {
    const added = { id: 'c', name: 'Beurre', checked: false };
    expect(
      applyEffects(list, [
        { type: 'update', ids: ['a'], changes: { checked: true } },
        { type: 'remove', ids: ['b'] },
        { type: 'add', item: added },
      ]),
    ).toEqual([added, { id: 'a', name: 'Pain', checked: true }]);
  });

  it('never shows an item twice once the server has the add, nor brings back a deleted one', () => {
    const echoed = [{ id: 'c', name: 'Beurre', checked: false }, ...list];
    expect(
      applyEffects(echoed, [{ type: 'add', item: { id: 'c', name: 'Beurre', checked: false } }]),
    ).toHaveLength(3);
    expect(
      applyEffects([list[1]!], [{ type: 'update', ids: ['a'], changes: { checked: true } }]),
    ).toEqual([list[1]]);
  });
});
