// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHouseholdEvents } from './use-household-events';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data = '{}') {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data }));
    }
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useHouseholdEvents(), { wrapper });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
  return { hook, invalidate, keys, queryClient, source: FakeEventSource.last! };
}

describe('useHouseholdEvents', () => {
  it('fetches again what another member changed', () => {
    const { source, keys } = setup();
    expect(source.url).toBe('/api/events');
    source.emit('ready');
    expect(keys()).toEqual([]);
    source.emit('change', JSON.stringify({ topic: 'shopping' }));
    expect(keys()).toEqual(['shopping-items', 'shops', 'stats']);
  });

  it('fetches « Mes recettes » again, every search of it', () => {
    const { source, keys } = setup();
    source.emit('change', JSON.stringify({ topic: 'myRecipes' }));
    expect(keys()).toEqual(['my-recipes']);
  });

  it('fetches « Ma famille » again when who a restriction concerns changed', () => {
    const { source, invalidate } = setup();
    source.emit('change', JSON.stringify({ topic: 'household' }));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['household', 'restrictions']);
    expect(keys).toContainEqual(['household-people']);
    expect(keys).toContainEqual(['preferences']);
  });

  it('waits for this page’s own change to finish before fetching again', async () => {
    const { source, keys, queryClient } = setup();
    let finish: () => void = () => {};
    const pending = new Promise<void>((resolve) => (finish = resolve));
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => pending })
      .execute(undefined);
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    source.emit('change', JSON.stringify({ topic: 'shopping' }));
    expect(keys()).toEqual([]);
    finish();
    await mutation;
    await vi.waitFor(() => expect(keys()).toEqual(['shopping-items', 'shops', 'stats']));
  });

  it('fetches everything again after a lost connection, and closes with the page', () => {
    const { source, keys, hook } = setup();
    source.emit('ready');
    source.emit('error');
    source.emit('ready');
    expect(new Set(keys())).toEqual(
      new Set([
        'shopping-items',
        'shops',
        'planned-meals',
        'inventory-items',
        'my-recipes',
        'stats',
        'household',
        'household-people',
        'preferences',
        'me',
      ]),
    );
    hook.unmount();
    expect(source.closed).toBe(true);
  });

  it('keeps no stream in a hidden tab, and catches up when it is shown again', () => {
    const { source, keys } = setup();
    source.emit('ready');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(source.closed).toBe(true);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    const reopened = FakeEventSource.last!;
    expect(reopened).not.toBe(source);
    reopened.emit('ready');
    expect(new Set(keys())).toEqual(
      new Set([
        'shopping-items',
        'shops',
        'planned-meals',
        'inventory-items',
        'my-recipes',
        'stats',
        'household',
        'household-people',
        'preferences',
        'me',
      ]),
    );
    visibility.mockRestore();
  });

  it('stays closed once a newer stream of the user replaced it, until the tab is shown again', () => {
    const { source, keys } = setup();
    source.emit('ready');
    source.emit('replaced');
    expect(source.closed).toBe(true);
    expect(FakeEventSource.last).toBe(source);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    const reopened = FakeEventSource.last!;
    expect(reopened).not.toBe(source);
    reopened.emit('ready');
    expect(keys()).toContain('shopping-items');
    visibility.mockRestore();
  });
});
