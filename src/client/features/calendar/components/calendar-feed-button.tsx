import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** « Agenda du téléphone »: opens the private calendar address dialog. */
export function CalendarFeedButton({ className, size }: { className?: string; size?: ButtonSize }) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {t('open')}
      </Button>
      {open && <CalendarFeedDialog onClose={() => setOpen(false)} />}
    </>
  );
}
