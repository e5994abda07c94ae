import { useEffect, useState } from 'react';

/** What the screen's wake lock does: held, asked, refused by the browser, or not offered at all. */
export type WakeLockState = 'pending' | 'active' | 'unsupported' | 'refused';

interface WakeLockSentinelLike {
  released: boolean;
  release: () => Promise<void>;
  addEventListener?: (type: 'release', listener: () => void) => void;
}
interface WakeLockLike {
  request: (type: 'screen') => Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * Keeps the screen on while `enabled` (« Mode cuisine », decision 0024): the Screen Wake Lock
 * is asked on enter, asked again whenever the page becomes visible (the browser drops it when
 * the page is hidden), and released on leaving. Answers the state, so the view can say quietly
 * when the browser cannot keep the screen on.
 */
export function useWakeLock(enabled: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    wakeLockApi() ? 'pending' : 'unsupported',
  );

  useEffect(() => {
    const api = wakeLockApi();
    if (!enabled || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let left = false;

    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const taken = await api.request('screen');
        if (left) {
          void taken.release().catch(() => undefined);
          return;
        }
        sentinel = taken;
        setState('active');
        taken.addEventListener?.('release', () => {
          if (!left) setState('pending');
        });
      } catch {
        // Refused (battery saver, a policy, a hidden page): the cook keeps the screen on by hand.
        if (!left) setState('refused');
      }
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, [enabled]);

  return state;
}
