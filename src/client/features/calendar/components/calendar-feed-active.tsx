import { RefreshCw, Unlink } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';

/** An address exists (later visits): when it was made, and the two ways to end it. */
export function CalendarFeedActive({
  createdAt,
  focusOnMount,
  onRenew,
  onRevoke,
}: {
  createdAt: string;
  /** Back from a confirmation: the focus returns here rather than to the page. */
  focusOnMount: boolean;
  onRenew: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('calendar');
  const renewRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) renewRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="font-semibold text-fg">
          {t('active.since', { date: formatLongDate(new Date(createdAt)) })}
        </p>
        <p className="mt-1 text-sm text-fg-muted">{t('active.hidden')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button ref={renewRef} variant="secondary" onClick={onRenew}>
          <RefreshCw aria-hidden="true" />
          {t('active.renew')}
        </Button>
        <Button variant="ghost" className="[&_svg]:text-danger" onClick={onRevoke}>
          <Unlink aria-hidden="true" />
          {t('active.revoke')}
        </Button>
      </div>
    </div>
  );
}

/** « Révoquer l’adresse ? » / « Créer une nouvelle adresse ? », inside the dialog. */
export function CalendarFeedConfirm({
  kind,
  busy,
  onConfirm,
  onCancel,
}: {
  kind: 'renew' | 'revoke';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const texts = kind === 'renew' ? 'confirmRenew' : 'confirmRevoke';
  const busyText = kind === 'renew' ? t('creating') : t('confirmRevoke.confirming');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-sunken p-4"
    >
      <h3
        ref={titleRef}
        id={`${id}-title`}
        tabIndex={-1}
        className="font-semibold text-fg focus:outline-none"
      >
        {t(`${texts}.title`)}
      </h3>
      <p className="text-sm text-fg-muted">{t(`${texts}.text`)}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? busyText : t(`${texts}.confirm`)}
        </Button>
      </div>
    </section>
  );
}
