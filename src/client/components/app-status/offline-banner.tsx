import { CloudCheck, CloudOff, CloudUpload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../lib/offline/sync-status';
import { useOnline } from './use-online';
import { usePendingChanges } from './use-pending-changes';

/** « Modifications synchronisées » stays this long. */
export const SYNCED_MS = 3000;

/**
 * A discreet line under the top bar: offline, and how many changes wait on the device; then a
 * short « Modifications synchronisées » once they reached the server. A live region, so screen
 * readers hear it change.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const pending = usePendingChanges();
  const { syncedAt } = useSyncStatus();
  // The sync whose message has had its time on screen.
  const [doneWith, setDoneWith] = useState<number | null>(null);

  useEffect(() => {
    if (syncedAt === null) return;
    const timer = setTimeout(() => setDoneWith(syncedAt), SYNCED_MS);
    return () => clearTimeout(timer);
  }, [syncedAt]);

  let content: { icon: typeof CloudOff; text: string; tone: string } | null = null;
  if (!online) {
    content = {
      icon: CloudOff,
      text: pending > 0 ? t('status.offlinePending', { count: pending }) : t('status.offline'),
      tone: 'bg-saffron-50 text-saffron-900 dark:bg-saffron-900 dark:text-saffron-50',
    };
  } else if (pending > 0) {
    content = {
      icon: CloudUpload,
      text: t('status.pending', { count: pending }),
      tone: 'bg-surface-sunken text-fg',
    };
  } else if (syncedAt !== null && syncedAt !== doneWith) {
    content = {
      icon: CloudCheck,
      text: t('status.synced'),
      tone: 'bg-success-soft text-success',
    };
  }

  return (
    <div role="status" aria-live="polite" className="print:hidden">
      {content && (
        <p
          className={`flex items-center justify-center gap-2 px-4 py-1.5 text-sm font-semibold ${content.tone}`}
        >
          <content.icon aria-hidden="true" className="size-4 shrink-0" />
          {content.text}
        </p>
      )}
    </div>
  );
}
