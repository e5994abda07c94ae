import { Navigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { LoadingScreen } from '../../components/loading-screen';
import { useMe } from '../../lib/me';
import { SignedInOutlet } from './signed-in-outlet';

/**
 * /dashboard and /dashboard/*: signed in, with profile, preferences and an active
 * subscription — the server's `destination` is /dashboard exactly then. A failed check
 * goes to /questionnaire (specification, section 4).
 */
export function DashboardGate() {
  const { data: me, isError } = useMe();

  if (me === undefined) {
    return isError ? <Navigate to={PATHS.questionnaire} replace /> : <LoadingScreen />;
  }
  if (me === null) return <Navigate to={PATHS.auth} replace />;
  if (me.destination !== PATHS.dashboard) return <Navigate to={me.destination} replace />;
  return <SignedInOutlet />;
}
