import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** « Agenda du téléphone »: opens the private calendar address dialog. */
export function CalendarFeedButton({ className }: { className?: string }) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {t('open')}
      </Button>
      {open && <CalendarFeedDialog onClose={() => setOpen(false)} />}
    </>
  );
}
