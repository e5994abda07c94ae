import { BadgeCheck, PiggyBank, Salad, Shuffle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { CONTAINER, SECTION } from './styles';
import { t } from './texts';

const REASONS: { key: 'eatBetter' | 'save' | 'variety' | 'quality'; Icon: LucideIcon }[] = [
  { key: 'eatBetter', Icon: Salad },
  { key: 'save', Icon: PiggyBank },
  { key: 'variety', Icon: Shuffle },
  { key: 'quality', Icon: BadgeCheck },
];

/** The four « Pourquoi choisir Popote ? » cards: the benefits the specification states. */
export function WhyPopote() {
  return (
    <section aria-labelledby="why-title" className={`bg-surface ${SECTION}`}>
      <div className={CONTAINER}>
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4 lg:gap-6">
          {REASONS.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-border bg-surface-raised p-6 text-center shadow-sm sm:p-7"
            >
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-sm">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-balance text-fg">
                {t(`why.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-pretty text-fg-muted">{t(`why.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
