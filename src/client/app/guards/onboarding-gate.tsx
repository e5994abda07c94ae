import { Navigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { LoadingScreen } from '../../components/loading-screen';
import { useMe } from '../../lib/me';
import { errorMessage } from '../../features/auth/lib/error-message';
import { AccessCheckError } from './access-check-error';
import { SignedInOutlet } from './signed-in-outlet';

/** /questionnaire: signed in, and not done yet (preferences already saved → /dashboard). */
export function OnboardingGate() {
  const { data: me, error, refetch } = useMe();

  if (me === undefined) {
    return error ? (
      <AccessCheckError message={errorMessage(error)} onRetry={() => void refetch()} />
    ) : (
      <LoadingScreen />
    );
  }
  if (me === null) return <Navigate to={PATHS.auth} replace />;
  if (me.hasPreferences) return <Navigate to={PATHS.dashboard} replace />;
  return <SignedInOutlet />;
}
