import { useLayoutEffect, useState } from 'react';

/**
 * A value only the browser knows (scroll, address, storage, the theme class), for components
 * that are also prerendered: the first render uses `onServer` — what the prerendered HTML shows,
 * so hydration matches — then the browser's value replaces it before the first paint, and
 * `subscribe` keeps it current. (React's useSyncExternalStore does the same, but the Preact
 * that hydrates the prerendered pages ignores its server snapshot.)
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  onServer: T,
): T {
  const [value, setValue] = useState(onServer);
  useLayoutEffect(() => {
    const update = () => setValue(read());
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
