// The API client reports an expired session here; the app (app/session-effects.tsx) reacts.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` whenever an API call answers that the session has expired. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of [...listeners]) listener();
}

let signingOut = false;

/** A sign-out the user asked for is under way: losing the session then is no expiry. */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Navigation state telling the app that the user has just left their session (signed out,
 * or the session expired). The cached user is cleared once the page behind the access
 * gates has been left, so no gate sends the user elsewhere first.
 */
export interface LeftSessionState {
  leftSession: true;
  sessionExpired?: true;
}

export const SIGNED_OUT_STATE: LeftSessionState = { leftSession: true };
export const SESSION_EXPIRED_STATE: LeftSessionState = { leftSession: true, sessionExpired: true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function hasLeftSession(state: unknown): boolean {
  return isRecord(state) && state.leftSession === true;
}

export function isSessionExpiredState(state: unknown): boolean {
  return isRecord(state) && state.sessionExpired === true;
}
