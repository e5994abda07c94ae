import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

export interface ChoiceChipProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  type: 'checkbox' | 'radio';
  label: string;
}

/**
 * A compact checkbox or radio button shaped as a pill, for short options that should fit
 * several to a row on a phone. The native input stays (hidden), so keyboard use and screen
 * readers work as usual.
 */
export function ChoiceChip({ label, ...inputProps }: ChoiceChipProps) {
  return (
    <label className="group relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-semibold text-fg shadow-xs transition-colors select-none hover:border-fg-muted has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring">
      <input className="sr-only" {...inputProps} />
      <Check aria-hidden="true" className="hidden size-4 shrink-0 group-has-checked:block" />
      {label}
    </label>
  );
}
