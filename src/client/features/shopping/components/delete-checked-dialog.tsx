import { useTranslation } from 'react-i18next';
import { Refrigerator, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';

/**
 * « Supprimer cochés » asks first: store the rows not yet in the fridge and delete, delete
 * only, or keep everything. The delete itself can still be undone (« Annuler », 5 s).
 */
export function DeleteCheckedDialog({
  count,
  unstored,
  onStoreThenDelete,
  onDelete,
  onClose,
}: {
  /** Checked rows this page shows: what will be deleted. */
  count: number;
  /** Among them, those not in the fridge yet. */
  unstored: number;
  onStoreThenDelete: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t: text } = useTranslation('shopping');
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-warning`} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {text('deleteCheckedDialog.title', { count })}
          </h2>
          <p id={`${id}-warning`} className="mt-2 text-sm text-pretty text-fg-muted">
            {unstored > 0 && <>{text('deleteCheckedDialog.unstored', { count: unstored })} </>}
            {text('deleteCheckedDialog.warning')}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text('deleteCheckedDialog.cancel')}
          </Button>
          <DangerButton onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {text('deleteCheckedDialog.delete')}
          </DangerButton>
          {unstored > 0 && (
            <Button onClick={onStoreThenDelete}>
              <Refrigerator aria-hidden="true" />
              {text('deleteCheckedDialog.storeThenDelete')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
