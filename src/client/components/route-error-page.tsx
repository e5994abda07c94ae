import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { CenteredLayout } from './centered-layout';
import { Button } from './ui/button';

/** Shown when a page fails to load or render (e.g. its code changed after a deployment). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));

  return (
    <CenteredLayout>
      <section role="alert" className="flex max-w-md flex-col items-center text-center">
        <h1 className="font-display text-3xl font-semibold text-balance text-fg">
          {t('routeError.title')}
        </h1>
        <p className="mt-3 text-lg text-fg-muted">{t('routeError.message')}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <RotateCcw />
          {t('routeError.retry')}
        </Button>
      </section>
    </CenteredLayout>
  );
}
