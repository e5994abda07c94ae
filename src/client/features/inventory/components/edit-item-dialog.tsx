import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { InventoryItemPatch } from '../../../../shared/inventory';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { readQuantityField, type InventoryItem } from '../lib/inventory';
import { formatFridgeQuantity } from '../../../../shared/inventory';
import { QuantityField } from './quantity-field';

/** Corrects a fridge item: its quantity (> 0, « 0,5 ») and its expiry date (empty: none). */
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
  const { t: text } = useTranslation('inventory');
  const [quantity, setQuantity] = useState(formatFridgeQuantity(item.quantity));
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [expirationDate, setExpirationDate] = useState(item.expirationDate ?? '');

  const submit = () => {
    const amount = readQuantityField(quantity, item.quantity);
    if (amount === null) {
      setQuantityError(text('quantityInvalid'));
      return;
    }
    if (pending) return;
    onSubmit({
      quantity: amount,
      expirationDate: expirationDate || null,
    });
  };

  return (
    <FormDialog
      title={text('editTitle', { name: item.name })}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      error={error}
      cancelLabel={text('cancel')}
      submitLabel={text('save')}
    >
      <QuantityField
        label={`${text('quantity')} (${item.unit})`}
        value={quantity}
        error={quantityError}
        onChange={(value) => {
          setQuantity(value);
          setQuantityError(undefined);
        }}
      />
      <TextField
        label={text('expirationDate')}
        type="date"
        hint={text('editHint')}
        value={expirationDate}
        onChange={(event) => setExpirationDate(event.target.value)}
      />
    </FormDialog>
  );
}
