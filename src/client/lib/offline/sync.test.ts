// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAnswer, mockApi } from '../../test/mock-api';
import type { Me } from '../me';
import { meQueryOptions } from '../me';
import { outbox } from './outbox';
import { QUEUED, sendOrQueue } from './send-or-queue';
import { OFFLINE_KEYS } from './storage';
import { setupOfflineSync } from './sync';
import { syncStatus } from './sync-status';

const SHOPPING = ['shopping-items'];
const me = meAnswer().body as Me;
const bread = { id: 'bread', name: 'Pain', checked: false };

let online = true;
let queryClient: QueryClient;
let stop: () => void;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  stop();
  outbox.open(null);
  localStorage.clear();
  syncStatus.set({ syncing: false, syncedAt: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signIn = () => queryClient.setQueryData(['me'], me);

describe('setupOfflineSync', () => {
  it('keeps the list on the device for its user and shows it first on the next start', () => {
    stop = setupOfflineSync(queryClient);
    signIn();
    queryClient.setQueryData(SHOPPING, [bread], { updatedAt: 1_000 });
    stop();

    const next = new QueryClient();
    stop = setupOfflineSync(next);
    next.setQueryData(['me'], { ...me, user: { ...me.user, id: 'someone-else' } });
    expect(next.getQueryData(SHOPPING)).toBeUndefined();
    stop();

    const again = new QueryClient();
    stop = setupOfflineSync(again);
    again.setQueryData(['me'], me);
    expect(again.getQueryData(SHOPPING)).toEqual([bread]);
    // Dated as kept, and a page showing it asks the server at once when it can.
    expect(again.getQueryState(SHOPPING)?.dataUpdatedAt).toBe(1_000);
    expect(again.getQueryState(SHOPPING)?.isInvalidated).toBe(true);
  });

  it('opens the dashboard offline as the user last confirmed on this device', async () => {
    stop = setupOfflineSync(queryClient);
    signIn();
    online = false;
    const offlineClient = new QueryClient();
    await expect(offlineClient.fetchQuery(meQueryOptions())).resolves.toEqual(me);
    queryClient.setQueryData(['me'], null);
    await expect(new QueryClient().fetchQuery(meQueryOptions())).rejects.toMatchObject({
      code: 'OFFLINE',
    });
  });

  it('sends the changes made offline when the network is back, then reads the list again', async () => {
    const api = mockApi({
      'PATCH /api/shopping-items/bread': { status: 200, body: {} },
      'GET /api/shopping-items': { status: 200, body: { items: [{ ...bread, checked: true }] } },
    });
    stop = setupOfflineSync(queryClient);
    signIn();
    queryClient.setQueryData(SHOPPING, [bread]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    online = false;
    const answer = await sendOrQueue(
      queryClient,
      {
        method: 'PATCH',
        path: '/api/shopping-items/bread',
        body: { checked: true },
        queryKey: SHOPPING,
        effect: { type: 'update', ids: ['bread'], changes: { checked: true } },
      },
      async () => ({}),
    );
    expect(answer).toBe(QUEUED);
    expect(api.calls).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.size).toBe(0));
    expect(api.callsTo('PATCH /api/shopping-items/bread')[0]?.body).toEqual({ checked: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SHOPPING });
    expect(syncStatus.get().syncedAt).not.toBeNull();
    expect(localStorage.getItem(OFFLINE_KEYS.outbox(me.user.id))).toBeNull();
  });

  it('forgets who was signed in once the session ends', () => {
    stop = setupOfflineSync(queryClient);
    signIn();
    expect(localStorage.getItem(OFFLINE_KEYS.me)).not.toBeNull();
    queryClient.setQueryData(['me'], null);
    expect(localStorage.getItem(OFFLINE_KEYS.me)).toBeNull();
    expect(outbox.userId).toBeNull();
  });
});
