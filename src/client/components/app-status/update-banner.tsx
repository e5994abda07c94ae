import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../ui/button';

/** How often an open Popote asks whether a new version was published. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version of Popote is waiting, offers to reload
 * into it. Nothing changes under the user's feet: the open page keeps working until they choose.
 */
export function UpdateBanner() {
  const { t } = useTranslation('offline');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4 print:hidden"
    >
      {needRefresh && (
        <div className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-3xl border border-border bg-surface-raised py-2 pr-2 pl-5 text-sm font-semibold text-fg shadow-lg">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p className="flex-1">{t('update.available')}</p>
          <div className="flex gap-1">
            <Button variant="ghost" onClick={() => setNeedRefresh(false)}>
              {t('update.later')}
            </Button>
            <Button onClick={() => void updateServiceWorker(true)}>{t('update.reload')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
