import { ArrowRight, Check, Tag } from 'lucide-react';
import { PLAN } from '../../../../../shared/constants';
import { formatPrice } from '../../../../../shared/format';
import { SIGN_UP_PATH } from '../../../../../shared/routes';
import { SectionHeading } from './section-heading';
import { CONTAINER, PRIMARY_LINK, SECTION } from './styles';
import { list, t } from './texts';

/** The pricing card (#pricing, the footer's « Tarifs » scrolls here). */
export function PricingCard() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className={`scroll-mt-20 bg-surface-sunken ${SECTION}`}
    >
      <div className={CONTAINER}>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          intro={t('pricing.intro')}
        />

        <div className="mx-auto mt-12 grid max-w-4xl overflow-hidden rounded-3xl border border-border bg-surface-raised shadow-xl shadow-tomato-900/10 md:grid-cols-[1fr_1.15fr] lg:mt-16 dark:shadow-black/40">
          <div className="flex flex-col border-b border-border bg-primary-soft/50 p-7 sm:p-10 md:border-r md:border-b-0">
            <h3 className="self-start rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">
              {t('pricing.plan')}
            </h3>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
              <span className="font-display text-5xl font-semibold tracking-tight whitespace-nowrap text-fg">
                {formatPrice()}
              </span>
              <span className="text-lg text-fg-muted">{t('pricing.perMonth')}</span>
            </p>
            <p className="mt-3 text-fg-muted">{t('pricing.terms')}</p>
            <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full border border-border bg-surface-raised px-3 py-1.5 text-sm font-semibold text-fg">
              <Tag aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t('pricing.offer', { days: PLAN.promoFreeDays, code: PLAN.promoCode })}
            </p>
            <div className="mt-auto pt-8">
              <a href={SIGN_UP_PATH} className={`${PRIMARY_LINK} w-full`}>
                {t('pricing.cta')}
                <ArrowRight aria-hidden="true" />
              </a>
            </div>
          </div>

          <div className="p-7 sm:p-10">
            <p className="font-semibold text-fg">{t('pricing.includedTitle')}</p>
            <ul className="mt-5 space-y-3.5">
              {list('pricing.included').map((item) => (
                <li key={item} className="flex gap-3 text-fg">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
