import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes';
import { forgetUser } from '../lib/me';
import { clearOfflineData } from '../lib/offline/storage';
import {
  hasLeftSession,
  isSessionExpiredState,
  onSessionExpired,
  SESSION_EXPIRED_STATE,
  setSigningOut,
} from '../lib/session-events';

/**
 * Reacts to the end of a session. On "session expired" (from the API client) it goes to
 * /auth, which says so. Once the user has left their session (signed out, or expired),
 * it forgets them — only after the navigation, so no access gate redirects them first.
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef(new Set<string>());

  useEffect(
    () =>
      onSessionExpired(() => {
        void navigate(PATHS.auth, { state: SESSION_EXPIRED_STATE });
      }),
    [navigate],
  );

  const left = hasLeftSession(location.state);
  const expired = isSessionExpiredState(location.state);
  useEffect(() => {
    // Once per history entry: coming back to it later must not sign a new session out.
    if (!left || handled.current.has(location.key)) return;
    handled.current.add(location.key);
    forgetUser(queryClient);
    // Signed out (or account deleted): nothing of theirs stays on the device. An expired
    // session keeps the changes made offline, sent when the same user signs in again.
    if (!expired) clearOfflineData();
    setSigningOut(false);
  }, [left, expired, location.key, queryClient]);

  return null;
}
