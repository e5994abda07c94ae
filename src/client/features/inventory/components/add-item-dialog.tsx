import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { INVENTORY_CATEGORIES, UNITS } from '../../../../shared/constants';
import type { InventoryCategory, Unit } from '../../../../shared/constants';
import type { InventoryItemInput } from '../../../../shared/inventory';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useInventoryText } from '../lib/texts';
import { Modal } from '../../../components/ui/modal';

/** The add-to-fridge form: a name is required, a whole quantity ≥ 1, the expiry optional. */
export function AddItemDialog({
  onClose,
  onSubmit,
  pending,
  error,
}: {
  onClose: () => void;
  onSubmit: (item: InventoryItemInput) => void;
  pending: boolean;
  error: string | null;
}) {
  const text = useInventoryText();
  const titleId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<Unit>('unité');
  const [expirationDate, setExpirationDate] = useState('');
  const [category, setCategory] = useState<InventoryCategory>('Autre');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(text('nameRequired'));
      return;
    }
    if (pending) return;
    const parsed = Math.trunc(Number(quantity));
    onSubmit({
      name: trimmed,
      quantity: Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, 9999) : 1,
      unit,
      expirationDate: expirationDate || null,
      category,
    });
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
          error={nameError}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={text('quantity')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={quantity}
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
        <TextField
          label={text('expirationDate')}
          type="date"
          value={expirationDate}
          onChange={(event) => setExpirationDate(event.target.value)}
        />
        <SelectField
          label={text('category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as InventoryCategory)}
        >
          {INVENTORY_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
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
