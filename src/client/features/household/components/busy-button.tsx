import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button';

/** A full-width button that shows a spinner and its busy label, disabled, while at work. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  icon,
  variant,
  onClick,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} disabled={busy} aria-busy={busy} onClick={onClick} className="w-full">
      {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : icon}
      {busy ? busyLabel : label}
    </Button>
  );
}
