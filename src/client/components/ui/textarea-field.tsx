import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Shown under the field, in red, and announced with it. */
  error?: string | undefined;
  /** A short help line under the field. */
  hint?: ReactNode;
}

/** A labelled multi-line input with its help line and inline error (see TextField). */
export function TextareaField({
  label,
  error,
  hint,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block min-h-24 w-full resize-y rounded-xl border bg-surface-raised px-4 py-3 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ${
          error ? 'border-danger' : 'border-border hover:border-fg-muted'
        }`}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
