import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The full-width submit button of an account form; disabled, with a spinner, while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
      {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : icon}
      {busy ? busyLabel : label}
    </Button>
  );
}
