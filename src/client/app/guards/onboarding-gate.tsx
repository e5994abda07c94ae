import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { LoadingScreen } from '../../components/loading-screen';
import { useMe } from '../../lib/me';
import { ApiError } from '../../lib/api-client';
import { AccessCheckError } from './access-check-error';
import { SignedInOutlet } from './signed-in-outlet';

/** /questionnaire: signed in, and not done yet (preferences already saved → /dashboard). */
export function OnboardingGate() {
  const { data: me, error, refetch } = useMe();
  const { t } = useTranslation('onboarding');

  if (me === undefined) {
    return error ? (
      <AccessCheckError
        message={
          // No answer at all (offline, network): say so; otherwise the specification's text.
          error instanceof ApiError && error.status === 0 ? error.message : t('errors.check')
        }
        onRetry={() => void refetch()}
      />
    ) : (
      <LoadingScreen />
    );
  }
  if (me === null) return <Navigate to={PATHS.auth} replace />;
  if (me.hasPreferences) return <Navigate to={PATHS.dashboard} replace />;
  return <SignedInOutlet />;
}
