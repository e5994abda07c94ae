import { CookingPot, House, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PATHS } from '../../shared/routes';
import { useDocumentTitle } from '../lib/use-document-title';
import { CenteredLayout } from './centered-layout';
import { ButtonLink } from './ui/button';

export type PageTitleKey = `pages.${keyof typeof PATHS}`;

/**
 * Stands in for a page a later issue will build. Inside the dashboard (`inDashboard`) it
 * fills the shell's content area and leads back to the dashboard home.
 */
export function PlaceholderPage({
  titleKey,
  inDashboard = false,
}: {
  titleKey: PageTitleKey;
  inDashboard?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(titleKey);
  useDocumentTitle(title);

  let back: ReactNode = null;
  if (inDashboard) {
    back = (
      <ButtonLink to={PATHS.dashboard} variant="secondary" className="mt-8">
        <LayoutDashboard />
        {t('backToDashboard')}
      </ButtonLink>
    );
  } else if (pathname !== PATHS.home) {
    back = (
      <ButtonLink to={PATHS.home} className="mt-8">
        <House />
        {t('backHome')}
      </ButtonLink>
    );
  }

  const content = (
    <section className="flex max-w-md flex-col items-center text-center">
      <span className="mb-6 grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
        <CookingPot className="size-10" />
      </span>
      <h1 className="font-display text-3xl font-semibold text-balance text-fg sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-lg text-fg-muted">{t('comingSoon')}</p>
      {back}
    </section>
  );

  return inDashboard ? (
    <div className="flex justify-center py-12 sm:py-20">{content}</div>
  ) : (
    <CenteredLayout>{content}</CenteredLayout>
  );
}
