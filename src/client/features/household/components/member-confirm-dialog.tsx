import { DoorOpen, LoaderCircle, UserMinus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useRemoveMember } from '../api/household';
import type { HouseholdMember } from '../api/household';
import { DangerButton } from '../../../components/settings/danger-button';

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
  const id = useId();
  const removal = useRemoveMember();
  const busy = removal.isPending;
  const leaving = member.isMe;
  const texts = leaving ? 'family.members.leaveConfirm' : 'family.members.removeConfirm';

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-warning`}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <div className="flex flex-col gap-5">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {t(`${texts}.title`, { name: member.firstName })}
          </h2>
          <p id={`${id}-warning`} className="mt-2 text-sm text-pretty text-fg-muted">
            {t(`${texts}.warning`, { name: member.firstName })}
          </p>
        </div>
        {removal.isError && (
          <Alert variant="error">
            {removal.error instanceof ApiError && removal.error.code !== 'INTERNAL'
              ? removal.error.message
              : t(`${texts}.error`)}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('family.confirm.cancel')}
          </Button>
          <DangerButton
            disabled={busy}
            aria-busy={busy}
            onClick={() =>
              removal.mutate({ userId: member.userId, leaving }, { onSuccess: onDone })
            }
          >
            {busy ? (
              <LoaderCircle className="motion-safe:animate-spin" />
            ) : leaving ? (
              <DoorOpen />
            ) : (
              <UserMinus />
            )}
            {t(`${texts}.${busy ? 'confirming' : 'confirm'}`)}
          </DangerButton>
        </div>
      </div>
    </Modal>
  );
}
