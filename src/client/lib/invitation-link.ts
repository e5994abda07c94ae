// The invitation page (household feature) and the auth page (auth feature) hand the
// invitation's token to each other in their addresses; features never import each other.
import { PATHS } from '../../shared/routes';

/** What an invitation token may look like (base64url, as the server makes them). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The token if `value` looks like one, else null: nothing else goes into a link of ours. */
export function readInvitationToken(value: string | null): string | null {
  return value !== null && TOKEN_PATTERN.test(value) ? value : null;
}

/** The invitation page of a token: `/invitation?token=…`. */
export function invitationPath(token: string): string {
  return `${PATHS.invitation}?${new URLSearchParams({ token }).toString()}`;
}

/** The auth page, coming back to the invitation once signed in (or up, with `signUp`). */
export function authPathForInvitation(token: string, mode: 'signIn' | 'signUp'): string {
  const params = new URLSearchParams({ invitation: token });
  if (mode === 'signUp') params.set('mode', 'inscription');
  return `${PATHS.auth}?${params.toString()}`;
}
