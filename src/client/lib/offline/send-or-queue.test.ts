// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { outbox } from './outbox';
import { QUEUED, sendOrQueue, withPending } from './send-or-queue';
import type { OfflineChange } from './send-or-queue';

const KEY = ['shopping-items'];
const bread = { id: 'bread', name: 'Pain', checked: false };
const check: OfflineChange = {
  method: 'PATCH',
  path: '/api/shopping-items/bread',
  body: { checked: true },
  queryKey: KEY,
  effect: { type: 'update', ids: ['bread'], changes: { checked: true } },
};

let queryClient: QueryClient;
let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  outbox.open('anne');
  queryClient = new QueryClient();
  queryClient.setQueryData(KEY, [bread]);
});
afterEach(() => {
  outbox.open(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('sendOrQueue', () => {
  it('sends at once when the network is there and nothing waits', async () => {
    const send = vi.fn(async () => ({ ok: true }));
    expect(await sendOrQueue(queryClient, check, send)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledOnce();
    expect(outbox.size).toBe(0);
  });

  it('offline, keeps the change on the device and shows it in the list at once', async () => {
    online = false;
    const send = vi.fn();
    expect(await sendOrQueue(queryClient, check, send)).toBe(QUEUED);
    expect(send).not.toHaveBeenCalled();
    expect(outbox.list()).toEqual([
      expect.objectContaining({ path: check.path, body: check.body }),
    ]);
    expect(queryClient.getQueryData(KEY)).toEqual([{ ...bread, checked: true }]);
  });

  it('queues a change whose request got no answer', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(0, 'NETWORK', 'Impossible de se connecter au serveur');
    });
    expect(await sendOrQueue(queryClient, check, send)).toBe(QUEUED);
    expect(outbox.size).toBe(1);
  });

  it('lets a refusal of the server through, as before', async () => {
    const refusal = new ApiError(404, 'NOT_FOUND', 'Élément introuvable.');
    await expect(
      sendOrQueue(queryClient, check, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(outbox.size).toBe(0);
  });

  it('keeps the order: online again, a new change waits behind the ones queued before', async () => {
    online = false;
    await sendOrQueue(queryClient, check, vi.fn());
    online = true;
    const send = vi.fn();
    const uncheck = { ...check, body: { checked: false } };
    expect(await sendOrQueue(queryClient, uncheck, send)).toBe(QUEUED);
    expect(send).not.toHaveBeenCalled();
    expect(outbox.list().map((op) => op.body)).toEqual([{ checked: true }, { checked: false }]);
  });
});

describe('withPending', () => {
  it('shows the waiting changes over a fresh answer of the server', async () => {
    online = false;
    await sendOrQueue(queryClient, check, vi.fn());
    expect(withPending(KEY, [bread, { id: 'milk', name: 'Lait', checked: false }])).toEqual([
      { ...bread, checked: true },
      { id: 'milk', name: 'Lait', checked: false },
    ]);
    expect(withPending(['inventory-items'], [bread])).toEqual([bread]);
  });
});
