import { TextField } from '../../../components/ui/text-field';

/**
 * A fridge quantity, typed the French way (« 0,5 », « 1,5 », « 2 »): a text field with the
 * phone's decimal keypad, since a number field in a French browser drops the comma. The form
 * reads it with `parseFridgeQuantity` (src/shared/inventory.ts) and shows `error`.
 */
export function QuantityField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
