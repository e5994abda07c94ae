import { TextField } from '../../../components/ui/text-field';

/** A fridge quantity: whole numbers from 1, with the phone's numeric keypad. */
export function QuantityField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
