import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The profile or the preferences could not be read: say so, and offer to try again. */
export function LoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8">
      <Alert variant="error" className="w-full">
        {t('loadError')}
      </Alert>
      <Button variant="secondary" disabled={retrying} aria-busy={retrying} onClick={onRetry}>
        <RotateCw className={retrying ? 'motion-safe:animate-spin' : undefined} />
        {t('retry')}
      </Button>
    </div>
  );
}
