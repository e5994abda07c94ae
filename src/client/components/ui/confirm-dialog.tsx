import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DangerButton } from './danger-button';
import { Modal } from './modal';

/**
 * « Supprimer … ? »: a question, its warning, the error of a failed try, and two buttons —
 * cancel, and the red one that cannot be undone. While `busy`, neither closes the dialog.
 */
export function ConfirmDialog({
  title,
  warning,
  error,
  cancelLabel,
  confirmLabel,
  icon,
  busy,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  warning: ReactNode;
  /** Shown above the buttons when the last try failed. */
  error?: ReactNode;
  cancelLabel: string;
  /** The red button's text; say « … en cours » while `busy`. */
  confirmLabel: string;
  /** The red button's icon, replaced by a spinner while `busy`. */
  icon: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
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
            {title}
          </h2>
          <p id={`${id}-warning`} className="mt-2 text-sm text-pretty text-fg-muted">
            {warning}
          </p>
        </div>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <DangerButton disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : icon}
            {confirmLabel}
          </DangerButton>
        </div>
      </div>
    </Modal>
  );
}
