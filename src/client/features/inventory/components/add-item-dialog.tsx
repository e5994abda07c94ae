import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { INVENTORY_CATEGORIES, UNITS } from '../../../../shared/constants';
import type { InventoryCategory, InventoryLocation, Unit } from '../../../../shared/constants';
import type { InventoryItemInput } from '../../../../shared/inventory';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionsSelect } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { readQuantityField } from '../lib/inventory';
import { LocationSelect } from './location-select';
import { QuantityField } from './quantity-field';

/** The add-to-fridge form: a name is required, a quantity > 0 (« 0,5 »), the expiry optional. */
export function AddItemDialog({
  location: initialLocation = 'fridge',
  onClose,
  onSubmit,
  pending,
  error,
}: {
  /** The open tab's location, the form's default « Rangement ». */
  location?: InventoryLocation;
  onClose: () => void;
  onSubmit: (item: InventoryItemInput) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t: text } = useTranslation('inventory');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [unit, setUnit] = useState<Unit>('unité');
  const [expirationDate, setExpirationDate] = useState('');
  const [category, setCategory] = useState<InventoryCategory>('Autre');
  const [location, setLocation] = useState<InventoryLocation>(initialLocation);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(text('nameRequired'));
      return;
    }
    const amount = readQuantityField(quantity, 1);
    if (amount === null) {
      setQuantityError(text('quantityInvalid'));
      return;
    }
    if (pending) return;
    onSubmit({
      name: trimmed,
      quantity: amount,
      unit,
      expirationDate: expirationDate || null,
      category,
      location,
    });
  };

  return (
    <FormDialog
      title={text(location === 'pantry' ? 'addTitlePantry' : 'addTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      error={error}
      cancelLabel={text('cancel')}
      submitLabel={text('add')}
      dirty={
        name.trim() !== '' ||
        quantity !== '1' ||
        unit !== 'unité' ||
        expirationDate !== '' ||
        category !== 'Autre' ||
        location !== initialLocation
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
      <TextField
        label={text('expirationDate')}
        type="date"
        value={expirationDate}
        onChange={(event) => setExpirationDate(event.target.value)}
      />
      <OptionsSelect
        label={text('category')}
        options={INVENTORY_CATEGORIES}
        value={category}
        onChange={setCategory}
      />
      <LocationSelect value={location} onChange={setLocation} />
    </FormDialog>
  );
}
