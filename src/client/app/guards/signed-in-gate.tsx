import { Navigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { LoadingScreen } from '../../components/loading-screen';
import { useMe } from '../../lib/me';
import { errorMessage } from '../../features/auth/lib/error-message';
import { AccessCheckError } from './access-check-error';
import { SignedInOutlet } from './signed-in-outlet';

/** /subscription and /payment/success: any signed-in user. */
export function SignedInGate() {
  const { data: me, error, refetch } = useMe();

  if (me === undefined) {
    return error ? (
      <AccessCheckError message={errorMessage(error)} onRetry={() => void refetch()} />
    ) : (
      <LoadingScreen />
    );
  }
  if (me === null) return <Navigate to={PATHS.auth} replace />;
  return <SignedInOutlet />;
}
