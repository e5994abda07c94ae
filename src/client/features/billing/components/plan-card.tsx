import { Gift, ListChecks, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { PLAN } from '../../../../shared/constants';
import { formatPrice } from '../../../lib/format-price';

const BENEFITS = [
  { key: 'suggestions', Icon: Sparkles },
  { key: 'shoppingList', Icon: ListChecks },
  { key: 'family', Icon: Users },
  { key: 'security', Icon: ShieldCheck },
] as const;

/** The premium plan: monthly badge, price, the free-days offer and what it includes. */
export function PlanCard() {
  const { t } = useTranslation('billing');
  return (
    <article className="rounded-2xl border-2 border-primary/40 bg-surface p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-fg">
          {t('subscription.planName')}
        </h2>
        <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
          {t('subscription.badge')}
        </span>
      </div>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-semibold whitespace-nowrap text-fg">
          {formatPrice(PLAN.priceCents, PLAN.currency)}
        </span>
        <span className="text-fg-muted">{t('subscription.perMonth')}</span>
      </p>
      <p className="mt-4 flex items-start gap-2 rounded-xl bg-saffron-100 px-3 py-2 text-sm font-medium text-saffron-900 dark:bg-saffron-900 dark:text-saffron-100">
        <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans
            t={t}
            i18nKey="subscription.promo"
            values={{ days: PLAN.promoFreeDays, code: PLAN.promoCode }}
            components={{ code: <strong className="font-bold tracking-wide" /> }}
          />
        </span>
      </p>
      <ul aria-label={t('subscription.benefitsLabel')} className="mt-5 flex flex-col gap-3">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-3 text-fg">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-success-soft text-success"
            >
              <Icon className="size-5" />
            </span>
            {t(`subscription.benefits.${key}`)}
          </li>
        ))}
      </ul>
    </article>
  );
}
