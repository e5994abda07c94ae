import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { UNITS } from '../../../../shared/constants';
import type { Unit } from '../../../../shared/constants';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionsSelect } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export interface NewShoppingItem {
  name: string;
  quantity: string;
  unit: Unit;
}

/** The add-item form: a blank name does nothing, an empty quantity means 1. */
export function AddItemDialog({
  onClose,
  onSubmit,
  pending,
  error,
}: {
  onClose: () => void;
  onSubmit: (item: NewShoppingItem) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t: text } = useTranslation('shopping');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<Unit>('unité');

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed || pending) return;
    onSubmit({ name: trimmed, quantity: quantity.trim() || '1', unit });
  };

  return (
    <FormDialog
      title={text('addTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      error={error}
      cancelLabel={text('cancel')}
      submitLabel={text('add')}
      dirty={name.trim() !== '' || quantity.trim() !== '' || unit !== 'unité'}
    >
      <TextField
        label={text('name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={text('quantity')}
          value={quantity}
          inputMode="decimal"
          placeholder="1"
          onChange={(event) => setQuantity(event.target.value)}
        />
        <OptionsSelect label={text('unit')} options={UNITS} value={unit} onChange={setUnit} />
      </div>
    </FormDialog>
  );
}
