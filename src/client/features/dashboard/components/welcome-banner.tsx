import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { PopoteMark } from '../../../components/brand-logo';
import { ButtonLink } from '../../../components/ui/button';

/** Greets the user by first name (or without one) and names the product. */
export function WelcomeBanner({ firstName }: { firstName: string | undefined }) {
  const { t } = useTranslation('dashboard');
  const name = firstName?.trim();

  return (
    <section className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-tomato-600 to-tomato-700 px-6 py-7 text-white shadow-sm sm:px-8 sm:py-9 dark:from-tomato-800 dark:to-tomato-900">
      <PopoteMark className="absolute -top-10 -right-12 -z-10 size-36 opacity-15 sm:-top-6 sm:-right-8 sm:size-56" />
      <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">
        {name ? t('home.greeting', { firstName: name }) : t('home.greetingNoName')}
      </h1>
      <p className="mt-2 max-w-xl text-lg text-pretty text-white/90">
        {t('home.welcome', { productName: PRODUCT_NAME })}
      </p>
      <ButtonLink
        to={PATHS.dashboardChat}
        variant="secondary"
        className="mt-6 border-transparent bg-cream-50 text-tomato-700 hover:bg-cream-200 dark:bg-cream-50 dark:text-tomato-800 dark:hover:bg-cream-200"
      >
        <Sparkles />
        {t('home.askChef')}
      </ButtonLink>
    </section>
  );
}
