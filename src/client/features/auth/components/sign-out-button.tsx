import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { SIGNED_OUT_STATE } from '../../../lib/session-events';
import { useSignOut } from '../api/sign-out';

/** Signs out and goes to the home page, where the app forgets the user. */
export function SignOutButton() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <Button
      variant="ghost"
      className="px-3"
      disabled={signOut.isPending}
      aria-busy={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => void navigate(PATHS.home, { state: SIGNED_OUT_STATE }),
        })
      }
    >
      {signOut.isPending ? <LoaderCircle className="motion-safe:animate-spin" /> : <LogOut />}
      {t(signOut.isPending ? 'signingOut' : 'signOut')}
    </Button>
  );
}
