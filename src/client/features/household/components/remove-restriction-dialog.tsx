import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSetHouseholdRestriction } from '../api/household-restrictions';
import type { HouseholdRestriction } from '../api/household-restrictions';
import { errorMessage } from '../lib/error-message';
import { restrictionLabel } from '../lib/household-restrictions';

/** « Retirer « Sans fruits à coque » ? », then the removal (no one concerned). */
export function RemoveRestrictionDialog({
  item,
  onClose,
  onRemoved,
}: {
  item: HouseholdRestriction;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('settings');
  const removal = useSetHouseholdRestriction();
  const busy = removal.isPending;
  const label = restrictionLabel(item);

  return (
    <ConfirmDialog
      title={t('family.restrictions.confirm.title', { label })}
      warning={t('family.restrictions.confirm.warning')}
      error={removal.isError && errorMessage(removal.error, t('family.restrictions.confirm.error'))}
      cancelLabel={t('family.restrictions.confirm.cancel')}
      confirmLabel={t(
        busy ? 'family.restrictions.confirm.confirming' : 'family.restrictions.confirm.confirm',
      )}
      icon={<Trash2 />}
      busy={busy}
      onClose={onClose}
      onConfirm={() =>
        removal.mutate(
          item.kind === 'restriction'
            ? { kind: 'restriction', value: item.value, concerns: [] }
            : { kind: 'avoided', value: item.value, concerns: [] },
          { onSuccess: onRemoved },
        )
      }
    />
  );
}
