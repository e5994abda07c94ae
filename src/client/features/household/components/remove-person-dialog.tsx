import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteHouseholdPerson } from '../api/household-people';
import type { HouseholdPerson } from '../api/household-people';
import { errorMessage } from '../lib/error-message';

/** « Retirer Lou de votre foyer ? », then the removal. */
export function RemovePersonDialog({
  person,
  onClose,
  onRemoved,
}: {
  person: HouseholdPerson;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('settings');
  const removal = useDeleteHouseholdPerson();
  const busy = removal.isPending;

  return (
    <ConfirmDialog
      title={t('family.confirm.title', { name: person.firstName })}
      warning={t('family.confirm.warning')}
      error={removal.isError && errorMessage(removal.error, t('family.confirm.error'))}
      cancelLabel={t('family.confirm.cancel')}
      confirmLabel={t(busy ? 'family.confirm.confirming' : 'family.confirm.confirm')}
      icon={<Trash2 />}
      busy={busy}
      onClose={onClose}
      onConfirm={() => removal.mutate(person.id, { onSuccess: onRemoved })}
    />
  );
}
