import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** A labelled native select: the phone's own picker, keyboard and screen readers for free. */
export function SelectField({
  label,
  icon,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} icon={icon ?? null} className={className}>
      {({ id }) => (
        <div className="relative">
          <select
            id={id}
            className="block min-h-12 w-full appearance-none rounded-xl border border-border bg-surface-raised py-2.5 pr-12 pl-4 text-base text-fg shadow-xs transition-colors hover:border-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
            {...selectProps}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-fg-muted"
          />
        </div>
      )}
    </Field>
  );
}

/** A labelled select among fixed values shown as they are (units, categories). */
export function OptionsSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}
