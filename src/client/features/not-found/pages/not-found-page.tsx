import { House, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../shared/routes';
import { CenteredLayout } from '../../../components/centered-layout';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LostPotIllustration } from '../components/lost-pot-illustration';

export function NotFoundPage() {
  const { t } = useTranslation(['notFound', 'common']);
  useDocumentTitle(t('title'));

  return (
    <CenteredLayout>
      <section className="flex w-full max-w-lg flex-col items-center text-center">
        <LostPotIllustration className="w-44 sm:w-56" />
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-balance text-fg sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-pretty text-fg-muted">{t('message')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to={PATHS.home}>
            <House />
            {t('backHome', { ns: 'common' })}
          </ButtonLink>
          <ButtonLink to={PATHS.dashboard} variant="secondary">
            <LayoutDashboard />
            {t('goDashboard')}
          </ButtonLink>
        </div>
      </section>
    </CenteredLayout>
  );
}

export { NotFoundPage as Component };
