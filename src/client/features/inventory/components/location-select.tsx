import { useTranslation } from 'react-i18next';
import { INVENTORY_LOCATIONS } from '../../../../shared/constants';
import type { InventoryLocation } from '../../../../shared/constants';
import { SelectField } from '../../../components/ui/select-field';

/** « Rangement »: where an item is kept, the fridge or the pantry. */
export function LocationSelect({
  value,
  onChange,
}: {
  value: InventoryLocation;
  onChange: (value: InventoryLocation) => void;
}) {
  const { t: text } = useTranslation('inventory');
  return (
    <SelectField
      label={text('location')}
      value={value}
      onChange={(event) => onChange(event.target.value as InventoryLocation)}
    >
      {INVENTORY_LOCATIONS.map((option) => (
        <option key={option} value={option}>
          {text(`locations.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
