import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** « Supprimer cette conversation ? »: the confirmation before the conversation goes. */
export function DeleteConversationDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t: text } = useTranslation('assistant');
  const titleId = useId();
  const descriptionId = useId();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };

  return (
    <Modal labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          {text('deleteTitle')}
        </h2>
        <p id={descriptionId} className="text-fg-muted">
          {text('deleteText')}
        </p>
        {failed && <Alert variant="error">{text('deleteError')}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text('cancel')}
          </Button>
          <Button disabled={deleting} onClick={() => void confirm()}>
            {text('deleteConfirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
