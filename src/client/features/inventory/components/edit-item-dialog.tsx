import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { InventoryItemPatch } from '../../../../shared/inventory';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import type { InventoryItem } from '../lib/inventory';
import { useInventoryText } from '../lib/texts';

/** Corrects a fridge item: its whole quantity (≥ 1) and its expiry date (empty: none). */
export function EditItemDialog({
  item,
  onClose,
  onSubmit,
  pending,
  error,
}: {
  item: InventoryItem;
  onClose: () => void;
  onSubmit: (patch: InventoryItemPatch) => void;
  pending: boolean;
  error: string | null;
}) {
  const text = useInventoryText();
  const titleId = useId();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [expirationDate, setExpirationDate] = useState(item.expirationDate ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = Math.trunc(Number(quantity));
    onSubmit({
      quantity: Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, 9999) : item.quantity,
      expirationDate: expirationDate || null,
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="mb-4 font-display text-xl font-semibold text-fg">
        {text('editTitle', { name: item.name })}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={`${text('quantity')} (${item.unit})`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <TextField
          label={text('expirationDate')}
          type="date"
          hint={text('editHint')}
          value={expirationDate}
          onChange={(event) => setExpirationDate(event.target.value)}
        />
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {text('cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {text('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
