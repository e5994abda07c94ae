import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { authPathForInvitation } from '../../../lib/invitation-link';

/** A visitor signs up or in, then the auth page brings them back here to join. */
export function SignedOutActions({ token }: { token: string }) {
  const { t } = useTranslation('household');
  return (
    <>
      <ButtonLink to={authPathForInvitation(token, 'signUp')} className="w-full">
        <UserPlus />
        {t('invitation.createAccount')}
      </ButtonLink>
      <ButtonLink
        to={authPathForInvitation(token, 'signIn')}
        variant="secondary"
        className="w-full"
      >
        <LogIn />
        {t('invitation.haveAccount')}
      </ButtonLink>
    </>
  );
}
