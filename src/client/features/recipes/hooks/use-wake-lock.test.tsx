// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

function fakeWakeLock() {
  const sentinels: Array<{ released: boolean; release: ReturnType<typeof vi.fn> }> = [];
  const request = vi.fn(async () => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
      addEventListener: vi.fn(),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  visibility = 'visible';
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('asks for the screen lock on enter and releases it on leaving', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');
    expect(result.current).toBe('active');
    unmount();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('asks again when the page becomes visible after the browser dropped it', async () => {
    const { request, sentinels } = fakeWakeLock();
    renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    // Hidden: the browser releases the lock; nothing is asked while hidden.
    sentinels[0]!.released = true;
    await act(async () => setVisibility('hidden'));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while disabled, and stops listening once left', async () => {
    const { request } = fakeWakeLock();
    const { rerender, unmount } = renderHook(({ on }) => useWakeLock(on), {
      initialProps: { on: false },
    });
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
    rerender({ on: true });
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says when the browser has no wake lock, or refuses it', async () => {
    const { result } = renderHook(() => useWakeLock(true));
    expect(result.current).toBe('unsupported');
    cleanup();
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
      configurable: true,
    });
    const refused = renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(refused.result.current).toBe('refused');
  });
});
