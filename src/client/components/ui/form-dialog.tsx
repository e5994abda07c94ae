import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { useGuardedClose } from './unsaved-changes';

/**
 * A small form in a modal: its title, its fields, the server's refusal if any, then « Annuler »
 * and the submit button (disabled while the request is out). The form validates itself
 * (`noValidate`): fields show French errors, never the browser's. With `dirty` (something typed),
 * closing it without submitting asks first (« Quitter sans enregistrer ? »).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  pending,
  error,
  cancelLabel,
  submitLabel,
  dirty = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  cancelLabel: string;
  submitLabel: string;
  /** The fields differ from what the dialog opened with. */
  dirty?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const { close, prompt } = useGuardedClose(dirty, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Modal labelledBy={titleId} onClose={close}>
        <h2 id={titleId} className="mb-4 font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {children}
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
