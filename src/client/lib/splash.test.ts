// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = `<div id="splash" role="status">Popote</div><div id="root" class="invisible"></div>`;

/** A fresh module: the splash ends once per page. */
async function loadSplash(navigationType: NavigationTimingType = 'navigate') {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: navigationType } as PerformanceNavigationTiming,
  ]);
  return import('./splash');
}

const shown = () => ({
  splash: document.getElementById('splash') !== null,
  root: !document.getElementById('root')?.classList.contains('invisible'),
});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = PAGE;
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the splash', () => {
  it('stays about 2 s after the session check at the start of a visit, then shows the page', async () => {
    const { endSplash, SPLASH_HOLD_MS } = await loadSplash();
    let answer!: () => void;
    const ended = endSplash(new Promise<void>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown()).toEqual({ splash: true, root: false });

    answer();
    await vi.advanceTimersByTimeAsync(SPLASH_HOLD_MS - 1);
    expect(shown()).toEqual({ splash: true, root: false });
    await vi.advanceTimersByTimeAsync(1);
    await ended;
    expect(shown()).toEqual({ splash: false, root: true });
  });

  it('a later page of the same visit only waits for its own session check, a reload holds again', async () => {
    const first = await loadSplash();
    void first.endSplash(Promise.resolve());
    await vi.advanceTimersByTimeAsync(first.SPLASH_HOLD_MS);

    document.body.innerHTML = PAGE;
    const next = await loadSplash();
    await next.endSplash(Promise.resolve());
    expect(shown()).toEqual({ splash: false, root: true });

    document.body.innerHTML = PAGE;
    const reloaded = await loadSplash('reload');
    void reloaded.endSplash(Promise.resolve());
    await vi.advanceTimersByTimeAsync(reloaded.SPLASH_HOLD_MS - 1);
    expect(shown()).toEqual({ splash: true, root: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual({ splash: false, root: true });
  });

  it('ends once, whoever asks again, and also when the session check fails', async () => {
    const { endSplash, SPLASH_HOLD_MS } = await loadSplash();
    const ending = endSplash(Promise.reject(new Error('réseau')));
    expect(endSplash(Promise.resolve())).toBe(ending);
    await vi.advanceTimersByTimeAsync(SPLASH_HOLD_MS);
    await ending;
    expect(shown()).toEqual({ splash: false, root: true });
  });
});
