import { SESSION_HINT_COOKIE } from '../../shared/me';

/**
 * False when the server's session hint is absent (shared/me.ts): nobody has signed in on this
 * browser since the last sign-out, so there is no session to ask GET /api/me about.
 */
export function maybeSignedIn(): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
