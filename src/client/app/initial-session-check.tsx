import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../lib/me';
import { maybeSignedIn } from '../lib/session-hint';
import { endSplash } from '../lib/splash';

/**
 * The app's start: the session check the splash waits for (specification, section 2). The
 * answer lands in the cache the access gates read. Without the session hint nobody can be
 * signed in here: the gates of a signed-in page still ask, a public one does not.
 */
export function InitialSessionCheck() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void endSplash(maybeSignedIn() ? queryClient.fetchQuery(meQueryOptions()) : Promise.resolve());
  }, [queryClient]);
  return null;
}
