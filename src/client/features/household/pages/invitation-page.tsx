import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readInvitationToken } from '../../../lib/invitation-link';
import { useMe } from '../../../lib/me';
import { useInvitationPreview } from '../api/invitation-preview';
import { InvitationCard } from '../components/invitation-card';
import { InvitationError } from '../components/invitation-error';
import { InvitationSkeleton } from '../components/invitation-skeleton';
import { JoinHousehold } from '../components/join-household';
import { SignedOutActions } from '../components/signed-out-actions';
import { WrongAccount } from '../components/wrong-account';

/**
 * Where an invitation mail's link opens (`/invitation?token=…`), signed out or in: a visitor
 * signs up or in and comes back; the invited account joins; another account signs out first.
 */
export function InvitationPage() {
  const { t } = useTranslation('household');
  const token = readInvitationToken(useSearchParams()[0].get('token'));
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (token === null) return <InvitationError message={t('invitation.missingToken')} />;
  if (preview.isError) {
    return <InvitationError error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  // A failed re-check of a known session keeps what is shown.
  if (me.isError && me.data === undefined)
    return <InvitationError error={me.error} onRetry={() => void me.refetch()} />;
  if (preview.isPending || me.isPending) return <InvitationSkeleton />;

  const invitation = preview.data;
  const user = me.data?.user;
  return (
    <InvitationCard preview={invitation}>
      {!user ? (
        <SignedOutActions token={token} />
      ) : user.email.toLowerCase() === invitation.email.toLowerCase() ? (
        <JoinHousehold token={token} />
      ) : (
        <WrongAccount invited={invitation.email} current={user.email} />
      )}
    </InvitationCard>
  );
}

export { InvitationPage as Component };
