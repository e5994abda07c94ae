/**
 * `react` as the app's build sees it: `preact/compat`, with a `useId` that stays unique inside
 * a portal. Preact numbers ids per render root, and a portal's root is rendered afresh each
 * time: a field mounted in an open dialog after its first render (a second shop in « Gérer les
 * magasins », an error) took an id already in use, and its label named another field. Each id
 * here ends with a number no other component instance has. Only the app's build uses it
 * (vite.config.ts); the prerendered pages keep Preact's own ids, which their hydration matches.
 * JavaScript, not TypeScript: preact/compat's types are an `export =` namespace, which cannot
 * be re-exported with `export *`; the module itself is plain ESM.
 */
import compat, { useId as preactUseId, useState } from 'preact/compat';

export * from 'preact/compat';

let made = 0;

/** @returns {string} */
export function useId() {
  const base = preactUseId();
  const [instance] = useState(() => (made += 1));
  return `${base}-${instance.toString(36)}`;
}

export default { ...compat, useId };
