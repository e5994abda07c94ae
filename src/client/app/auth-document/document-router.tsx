import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPath, NavigationType, Router } from 'react-router';
import type { Location, Navigator, To } from 'react-router';

interface DocumentHistory {
  navigator: Navigator;
  location(): Location;
  listen(listener: (action: NavigationType) => void): () => void;
}

const normalised = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Loads another document: in place of the current history entry, or as a new one. */
export type LoadDocument = (href: string, replace: boolean) => void;

const loadDocument: LoadDocument = (href, replace) =>
  replace ? window.location.replace(href) : window.location.assign(href);

/**
 * The browser's history for a document that holds only some of Popote's pages (`paths`): a
 * navigation to one of them stays in the page, as in the app's router; any other (the app once
 * signed in, the legal or landing page) loads that page as a document of its own — pushed or
 * replaced as the navigation asked — instead of rendering nothing until it arrives.
 */
export function createDocumentHistory(
  paths: ReadonlySet<string>,
  load: LoadDocument = loadDocument,
): DocumentHistory {
  let listener: ((action: NavigationType) => void) | null = null;
  let keys = 0;
  const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const stays = (to: To) => paths.has(normalised(new URL(href(to), window.location.href).pathname));
  const go = (action: NavigationType, to: To, state: unknown) => {
    if (!stays(to)) {
      load(href(to), action === NavigationType.Replace);
      return;
    }
    const entry = { usr: state ?? null, key: `d${(keys += 1)}` };
    if (action === NavigationType.Replace) window.history.replaceState(entry, '', href(to));
    else window.history.pushState(entry, '', href(to));
    listener?.(action);
  };
  return {
    navigator: {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(NavigationType.Push, to, state),
      replace: (to, state) => go(NavigationType.Replace, to, state),
    },
    location() {
      const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
      return {
        pathname: window.location.pathname,
        search: window.location.search,
        hash: window.location.hash,
        state: entry.usr ?? null,
        key: entry.key ?? 'default',
      };
    },
    listen(next) {
      listener = next;
      const onPop = () => next(NavigationType.Pop);
      window.addEventListener('popstate', onPop);
      return () => {
        listener = null;
        window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** React Router's <BrowserRouter>, on {@link createDocumentHistory}. */
export function DocumentRouter({
  paths,
  load,
  children,
}: {
  paths: ReadonlySet<string>;
  load?: LoadDocument;
  children: ReactNode;
}) {
  const [history] = useState(() => createDocumentHistory(paths, load));
  const [state, setState] = useState(() => ({
    action: NavigationType.Pop,
    location: history.location(),
  }));
  useLayoutEffect(
    () => history.listen((action) => setState({ action, location: history.location() })),
    [history],
  );
  return (
    <Router navigator={history.navigator} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
