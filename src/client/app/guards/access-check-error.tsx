import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../components/centered-layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Shown by a gate when the account could not be checked (e.g. the server is unreachable). */
export function AccessCheckError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('accessCheck.errorTitle'));

  return (
    <CenteredLayout>
      <section role="alert" className="flex max-w-md flex-col items-center text-center">
        <h1 className="font-display text-3xl font-semibold text-balance text-fg">
          {t('accessCheck.errorTitle')}
        </h1>
        <p className="mt-3 text-lg text-fg-muted">{message}</p>
        <Button className="mt-8" onClick={onRetry}>
          <RotateCcw />
          {t('routeError.retry')}
        </Button>
      </section>
    </CenteredLayout>
  );
}
