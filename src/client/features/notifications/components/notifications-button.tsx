import { Bell, ChevronDown, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDismiss } from '../../../lib/use-dismiss';
import { useNotifications, useOlderNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationsList } from './notifications-list';

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The bell of the top bar: the unread count, and a panel listing the notifications. Opening
 * the panel marks them all read (the badge goes to 0); the ones that were unread stay
 * highlighted as new until it closes.
 */
export function NotificationsButton() {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const notifications = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const { mutate, reset, isPending, isError } = markAllRead;
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items;
  const older = useOlderNotifications(notifications.data?.nextCursor);

  // Also when the list arrives after the panel opened; never again after a failure.
  useEffect(() => {
    if (!open || unread === 0 || isPending || isError || !items) return;
    mutate(items.filter((item) => !item.readAt).map((item) => item.id));
  }, [open, unread, items, isPending, isError, mutate]);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const newIds = useMemo(
    () => (markAllRead.variables ? new Set(markAllRead.variables) : NO_IDS),
    [markAllRead.variables],
  );

  function close(returnFocus: boolean) {
    setOpen(false);
    reset();
    if (returnFocus) buttonRef.current?.focus();
  }

  useDismiss(open, containerRef, (reason) => close(reason === 'escape'));

  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');

  return (
    <div ref={containerRef} className="sm:relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Bell />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute top-1 right-1 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-bold text-on-primary ring-2 ring-surface"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Button>
      {open && (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="fixed inset-x-3 top-16 z-40 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-lg outline-none transition duration-150 starting:-translate-y-1 starting:opacity-0 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 sm:max-h-[32rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-4">
            <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-fg">
              {t('title')}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('close')}
              title={t('close')}
              onClick={() => close(true)}
            >
              <X />
            </Button>
          </div>
          <div className="overflow-y-auto overscroll-contain">
            <NotificationsList
              items={items}
              isError={notifications.isError && !notifications.isFetching}
              onRetry={() => void notifications.refetch()}
              newIds={newIds}
              onNavigate={() => close(false)}
              older={older.items}
            />
            {items !== undefined && older.hasMore && (
              <div className="flex flex-col items-center gap-2 border-t border-border px-4 py-3">
                {older.status === 'error' && (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {t('olderError')}
                  </p>
                )}
                <Button
                  variant="secondary"
                  onClick={() => void older.loadMore()}
                  disabled={older.status === 'loading'}
                  aria-busy={older.status === 'loading'}
                >
                  {older.status === 'loading' ? (
                    <LoaderCircle className="motion-safe:animate-spin" />
                  ) : (
                    <ChevronDown />
                  )}
                  {t('older')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
