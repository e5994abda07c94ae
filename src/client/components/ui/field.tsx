import { useId } from 'react';
import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label, help line and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field: the label, the control (rendered by `children` with the ids and aria
 * attributes that tie it to the rest), its inline error in red and its help line.
 */
export function Field({
  label,
  icon,
  error,
  hint,
  keepHintOnError = false,
  className,
  children,
}: {
  label: ReactNode;
  /** A decorative icon before the label; given (even null), the label lays out as a row. */
  icon?: ReactNode;
  /** Shown under the field, in red, and announced with it. */
  error?: string | undefined;
  /** A short help line under the field. */
  hint?: ReactNode;
  /** Whether the help line stays under an error (it gives way to it by default). */
  keepHintOnError?: boolean;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && (keepHintOnError || !error);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label
        htmlFor={id}
        className={`text-sm font-semibold text-fg ${icon === undefined ? '' : 'flex items-center gap-2'}`}
      >
        {icon && (
          <span aria-hidden="true" className="text-primary [&_svg]:size-5">
            {icon}
          </span>
        )}
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {showHint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
