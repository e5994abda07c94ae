import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertVariant = 'error' | 'info' | 'success';

const STYLES: Record<AlertVariant, string> = {
  error: 'border-danger/40 bg-danger-soft text-danger',
  info: 'border-border bg-surface-sunken text-fg',
  success: 'border-success/40 bg-success-soft text-success',
};

const ICONS = { error: CircleAlert, info: Info, success: CircleCheck } as const;

/**
 * A message box. Errors are announced at once (role="alert"); information and success
 * politely (role="status").
 */
export function Alert({
  variant,
  children,
  className,
}: {
  variant: AlertVariant;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm/6 font-medium ${STYLES[variant]} ${className ?? ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
