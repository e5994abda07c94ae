import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the field, in red, and announced with it. */
  error?: string | undefined;
  /** A short help line under the field. */
  hint?: ReactNode;
  /** A control shown inside the field, at its end (e.g. a show-password button). */
  endAdornment?: ReactNode;
}

/** A labelled input with its help line and inline error, tied together for screen readers. */
export function TextField({
  label,
  error,
  hint,
  endAdornment,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`block min-h-12 w-full rounded-xl border bg-surface-raised px-4 py-2.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted read-only:bg-surface-sunken focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ${
              error ? 'border-danger' : 'border-border hover:border-fg-muted'
            } ${endAdornment ? 'pr-13' : ''}`}
            {...inputProps}
          />
          {endAdornment && (
            <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
          )}
        </div>
      )}
    </Field>
  );
}
