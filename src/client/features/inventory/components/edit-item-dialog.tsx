import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { INVENTORY_CATEGORIES, UNITS } from '../../../../shared/constants';
import type { InventoryCategory, InventoryLocation, Unit } from '../../../../shared/constants';
import { formatFridgeQuantity, type InventoryItemPatch } from '../../../../shared/inventory';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionsSelect } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { readQuantityField, type InventoryItem } from '../lib/inventory';
import { LocationSelect } from './location-select';
import { QuantityField } from './quantity-field';

/**
 * Corrects a fridge item, every field: its name, quantity (> 0, « 0,5 »), unit, category and
 * expiry date (empty: none). Only what changed is sent, so that a renamed item is recognised
 * again by the server (its category too, unless one is chosen here); nothing changed closes.
 */
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
  const [name, setName] = useState(item.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [quantity, setQuantity] = useState(formatFridgeQuantity(item.quantity));
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [unit, setUnit] = useState<Unit>(item.unit);
  const [category, setCategory] = useState<InventoryCategory>(item.category);
  const [expirationDate, setExpirationDate] = useState(item.expirationDate ?? '');
  const [location, setLocation] = useState<InventoryLocation>(item.location);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(text('nameRequired'));
      return;
    }
    const amount = readQuantityField(quantity, item.quantity);
    if (amount === null) {
      setQuantityError(text('quantityInvalid'));
      return;
    }
    if (pending) return;
    const patch: InventoryItemPatch = {};
    if (trimmed !== item.name) patch.name = trimmed;
    if (amount !== item.quantity) patch.quantity = amount;
    if (unit !== item.unit) patch.unit = unit;
    if (category !== item.category) patch.category = category;
    if (location !== item.location) patch.location = location;
    if ((expirationDate || null) !== item.expirationDate) {
      patch.expirationDate = expirationDate || null;
    }
    if (Object.keys(patch).length === 0) onClose();
    else onSubmit(patch);
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
      dirty={
        name !== item.name ||
        quantity !== formatFridgeQuantity(item.quantity) ||
        unit !== item.unit ||
        category !== item.category ||
        expirationDate !== (item.expirationDate ?? '') ||
        location !== item.location
      }
    >
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
        <QuantityField
          label={text('quantity')}
          value={quantity}
          error={quantityError}
          onChange={(value) => {
            setQuantity(value);
            setQuantityError(undefined);
          }}
        />
        <OptionsSelect label={text('unit')} options={UNITS} value={unit} onChange={setUnit} />
      </div>
      <OptionsSelect
        label={text('category')}
        options={INVENTORY_CATEGORIES}
        value={category}
        onChange={setCategory}
      />
      <LocationSelect value={location} onChange={setLocation} />
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
