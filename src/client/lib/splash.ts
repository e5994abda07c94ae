// The specification's splash (« a loading splash shows for about 2 seconds after the initial
// session check »). The page's HTML paints it (components/splash.html, written in by the
// build), so it is the first paint, before any script. The page renders behind it in #root,
// laid out but invisible (not display: none: showing it then needs no new layout).

/** How long the splash stays once the session is known (specification: 2 s). */
export const SPLASH_HOLD_MS = 2000;

const SPLASH_ID = 'splash';
const ROOT_ID = 'root';
/** Kept for the tab's life: the visit already had its splash. */
const SHOWN_KEY = 'popote-splash-shown';

/**
 * Whether this page starts a visit: the tab's first Popote page, or a reload. A page reached
 * from another one of the same tab (/auth → /dashboard once signed in) continues the visit:
 * its splash only lasts until its own session check.
 */
function startsVisit(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'reload') return true;
  try {
    return sessionStorage.getItem(SHOWN_KEY) === null;
  } catch {
    return true;
  }
}

let ending: Promise<void> | null = null;

/** Ends the splash about 2 s after the initial session check (once, whoever asks again). */
export function endSplash(sessionChecked: Promise<unknown>): Promise<void> {
  ending ??= (async () => {
    const hold = startsVisit() ? SPLASH_HOLD_MS : 0;
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Storage disabled: every page of the visit holds its splash.
    }
    await sessionChecked.catch(() => undefined);
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
    document.getElementById(ROOT_ID)?.classList.remove('invisible');
    document.getElementById(SPLASH_ID)?.remove();
  })();
  return ending;
}
