import { LogOut } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useInvitationSignOut } from '../hooks/use-invitation-sign-out';
import { BusyButton } from './busy-button';

const strong = <strong className="font-semibold wrap-break-word" />;

/** Signed in with another address than the invited one: sign out, then come back as a visitor. */
export function WrongAccount({ invited, current }: { invited: string; current: string }) {
  const { t } = useTranslation('household');
  const signOut = useInvitationSignOut();

  return (
    <>
      <Alert variant="info">
        <Trans
          t={t}
          i18nKey="invitation.wrongAccount"
          values={{ invited, current }}
          components={{ strong }}
        />
      </Alert>
      {signOut.isError && <Alert variant="error">{signOut.error.message}</Alert>}
      <BusyButton
        busy={signOut.isPending}
        label={t('invitation.signOut')}
        busyLabel={t('invitation.signingOut')}
        icon={<LogOut />}
        onClick={() => signOut.mutate()}
      />
    </>
  );
}
