import type { ComponentProps } from 'react';

export interface ChoiceCardProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  type: 'checkbox' | 'radio';
  label: string;
}

/**
 * A checkbox or radio button inside a large tappable card (the whole card is its label).
 * The native input stays, so keyboard use and screen readers work as usual.
 */
export function ChoiceCard({ label, ...inputProps }: ChoiceCardProps) {
  return (
    <label className="flex min-h-13 cursor-pointer items-center gap-3 rounded-2xl border border-border bg-surface-raised px-4 py-3 text-base font-medium text-fg shadow-xs transition-colors hover:border-fg-muted has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring">
      <input
        className="size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
        {...inputProps}
      />
      <span className="min-w-0">{label}</span>
    </label>
  );
}
