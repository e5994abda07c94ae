import { CalendarPlus, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { webcalUrl } from '../api/calendar';

/** The new address, shown this once: read-only field, « Copier », « Ajouter à mon agenda ». */
export function CalendarFeedAddress({ url }: { url: string }) {
  const { t } = useTranslation('calendar');
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected to copy by hand.
      setCopy('failed');
      inputRef.current?.select();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        ref={inputRef}
        label={t('address.label')}
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="[&_input]:text-sm"
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copyUrl()}>
          <Copy aria-hidden="true" />
          {t('address.copy')}
        </Button>
        <a href={webcalUrl(url)} className={buttonClasses()}>
          <CalendarPlus aria-hidden="true" />
          {t('address.subscribe')}
        </a>
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-success">
        {copy === 'copied' ? t('address.copied') : ''}
      </p>
      {copy === 'failed' && <Alert variant="error">{t('address.copyFailed')}</Alert>}
      <Alert variant="info">{t('address.onlyNow')}</Alert>
    </div>
  );
}
