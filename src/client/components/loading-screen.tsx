import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Full-height fallback while a page's code loads; appears only if loading takes a moment. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <span className="animate-appear text-primary">
        <LoaderCircle className="size-8 motion-safe:animate-spin" />
      </span>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
