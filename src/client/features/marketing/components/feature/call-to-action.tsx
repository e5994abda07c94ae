import { ArrowRight, Gift } from 'lucide-react';
import { SIGN_UP_PATH } from '../../../../../shared/routes';
import { container, primaryLink, sectionTitle } from './styles';
import { t } from './texts';

/** « Commencer » → /auth with the FREE30 offer; closes the feature pages, /app and /blog. */
export function CallToAction() {
  return (
    <section aria-labelledby="commencer" className={`${container} py-12 sm:py-16`}>
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-primary-soft px-6 py-10 text-center sm:px-10 sm:py-14">
        <h2 id="commencer" className={sectionTitle}>
          {t('common.cta.title')}
        </h2>
        <p className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 text-base font-semibold text-fg shadow-sm">
          <Gift aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('common.cta.offer')}
        </p>
        <p className="max-w-prose text-fg-muted">{t('common.cta.price')}</p>
        <a href={SIGN_UP_PATH} className={primaryLink}>
          {t('common.cta.button')}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
