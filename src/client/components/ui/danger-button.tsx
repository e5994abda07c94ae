import type { ComponentProps } from 'react';

/** A button for what cannot be undone (the kit has none): red, same shape as the others. */
export function DangerButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 text-base font-semibold whitespace-nowrap text-surface-raised shadow-sm transition-opacity duration-150 hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0 ${className ?? ''}`}
      {...props}
    />
  );
}
