import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block min-h-12 w-full rounded-xl border bg-surface-raised px-4 py-2.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ${
            error ? 'border-danger' : 'border-border hover:border-fg-muted'
          } ${endAdornment ? 'pr-13' : ''}`}
          {...inputProps}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
