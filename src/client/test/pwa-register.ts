// Unit tests' version of vite-plugin-pwa's virtual module (vitest.config.ts): no service worker
// in jsdom; a test can announce a waiting version and see whether the page asked to reload.
import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export const pwaRegister = {
  /** Whether a new version is waiting when a component registers. */
  waiting: false,
  reloads: 0,
};

export function useRegisterSW(_options?: RegisterSWOptions) {
  const needRefresh = useState(pwaRegister.waiting);
  const offlineReady = useState(false);
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async () => {
      pwaRegister.reloads += 1;
    },
  };
}
