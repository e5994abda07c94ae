import { DoorOpen, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useRemoveMember } from '../api/household';
import type { HouseholdMember } from '../api/household';

/** « Retirer Noé du foyer ? » for the owner, « Quitter le foyer ? » for the member themselves. */
export function MemberConfirmDialog({
  member,
  onClose,
  onDone,
}: {
  member: HouseholdMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const removal = useRemoveMember();
  const busy = removal.isPending;
  const leaving = member.isMe;
  const texts = leaving ? 'family.members.leaveConfirm' : 'family.members.removeConfirm';

  return (
    <ConfirmDialog
      title={t(`${texts}.title`, { name: member.firstName })}
      warning={t(`${texts}.warning`, { name: member.firstName })}
      error={
        removal.isError &&
        (removal.error instanceof ApiError && removal.error.code !== 'INTERNAL'
          ? removal.error.message
          : t(`${texts}.error`))
      }
      cancelLabel={t('family.confirm.cancel')}
      confirmLabel={t(`${texts}.${busy ? 'confirming' : 'confirm'}`)}
      icon={leaving ? <DoorOpen /> : <UserMinus />}
      busy={busy}
      onClose={onClose}
      onConfirm={() => removal.mutate({ userId: member.userId, leaving }, { onSuccess: onDone })}
    />
  );
}
