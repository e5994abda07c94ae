// What Popote keeps on the device for offline use, under one prefix so that signing out
// removes all of it (docs/decisions/0013-offline-sync.md).

const PREFIX = 'popote-offline:';

export const OFFLINE_KEYS = {
  /** The last answer of GET /api/me: who was signed in, for an offline start. */
  me: `${PREFIX}me`,
  /** The signed-in user's lists as last seen (first paint, offline). */
  cache: (userId: string) => `${PREFIX}cache:${userId}`,
  /** The signed-in user's changes waiting for the network, in order. */
  outbox: (userId: string) => `${PREFIX}outbox:${userId}`,
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (privacy settings): Popote then works online only.
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the device keeps less, the server still has everything sent.
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Forgets everything kept for offline use (sign-out, account deleted). */
export function clearOfflineData(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
