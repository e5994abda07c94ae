import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

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
  return (
    <Field label={label} error={error} hint={hint} keepHintOnError className={className}>
      {(control) => (
        <textarea
          {...control}
          className={`block min-h-24 w-full resize-y rounded-xl border bg-surface-raised px-4 py-3 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ${
            error ? 'border-danger' : 'border-border hover:border-fg-muted'
          }`}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
