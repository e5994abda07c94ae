// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { outbox } from '../../lib/offline/outbox';
import type { OutboxOp } from '../../lib/offline/outbox';
import { syncStatus } from '../../lib/offline/sync-status';
import { OfflineBanner, SYNCED_MS } from './offline-banner';

let online = true;
const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

const change = (id: string): OutboxOp => ({
  id,
  method: 'DELETE',
  path: `/api/shopping-items/${id}`,
  queryKey: ['shopping-items'],
  effect: { type: 'remove', ids: [id] },
  queuedAt: 0,
});

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  outbox.open('anne');
});
afterEach(() => {
  cleanup();
  outbox.open(null);
  localStorage.clear();
  syncStatus.set({ syncing: false, syncedAt: null });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const status = () => screen.getByRole('status').textContent;

describe('OfflineBanner', () => {
  it('says nothing online with nothing waiting', () => {
    render(<OfflineBanner />);
    expect(status()).toBe('');
  });

  it('says when Popote is offline and how many changes wait', () => {
    render(<OfflineBanner />);
    goOffline();
    expect(status()).toBe('Hors ligne');
    act(() => outbox.enqueue(change('a')));
    expect(status()).toBe('Hors ligne — 1 modification en attente');
    act(() => {
      outbox.enqueue(change('b'));
      outbox.enqueue(change('c'));
    });
    expect(status()).toBe('Hors ligne — 3 modifications en attente');
  });

  it('says « Modifications synchronisées » for a moment once they reached the server', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    goOffline();
    act(() => outbox.enqueue(change('a')));
    goOnline();
    expect(status()).toBe('1 modification en attente d’envoi');
    act(() => {
      outbox.remove('a');
      syncStatus.set({ syncedAt: Date.now() });
    });
    expect(status()).toBe('Modifications synchronisées');
    act(() => vi.advanceTimersByTime(SYNCED_MS));
    expect(status()).toBe('');
  });
});
