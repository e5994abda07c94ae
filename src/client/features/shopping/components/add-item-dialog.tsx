import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { UNITS } from '../../../../shared/constants';
import type { Unit } from '../../../../shared/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useShoppingText } from '../lib/texts';
import { Modal } from '../../../components/ui/modal';

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
  const text = useShoppingText();
  const titleId = useId();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<Unit>('unité');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || pending) return;
    onSubmit({ name: trimmed, quantity: quantity.trim() || '1', unit });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="mb-4 font-display text-xl font-semibold text-fg">
        {text('addTitle')}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
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
          <SelectField
            label={text('unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value as Unit)}
          >
            {UNITS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
        </div>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {text('cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {text('add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
