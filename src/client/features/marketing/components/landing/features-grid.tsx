import {
  ArrowRight,
  CalendarDays,
  Clock,
  Leaf,
  Refrigerator,
  Salad,
  ShoppingCart,
  Sparkles,
  Users,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PATHS } from '../../../../../shared/routes';
import { SectionHeading } from './section-heading';
import { CONTAINER, SECTION } from './styles';
import { t } from './texts';

const TONES = {
  tomato: 'bg-primary-soft text-primary',
  herb: 'bg-success-soft text-success',
  saffron: 'bg-saffron-50 text-warning dark:bg-saffron-900',
} as const;

type Feature =
  | { key: 'time' | 'tastes' | 'personalised' | 'family' | 'waste'; href?: undefined }
  | { key: 'instant' | 'shopping' | 'planning' | 'fridge'; href: string };

/** Every marketing promise of the specification, and the feature page that tells more. */
export const FEATURES: (Feature & { Icon: LucideIcon; tone: keyof typeof TONES })[] = [
  { key: 'time', Icon: Clock, tone: 'tomato' },
  { key: 'tastes', Icon: Sparkles, tone: 'saffron' },
  { key: 'instant', Icon: Zap, tone: 'herb', href: PATHS.featureRecipeSuggestions },
  { key: 'personalised', Icon: Salad, tone: 'herb' },
  { key: 'shopping', Icon: ShoppingCart, tone: 'tomato', href: PATHS.featureShoppingList },
  { key: 'planning', Icon: CalendarDays, tone: 'saffron', href: PATHS.featureMealPlanning },
  { key: 'family', Icon: Users, tone: 'saffron' },
  { key: 'waste', Icon: Leaf, tone: 'herb' },
  { key: 'fridge', Icon: Refrigerator, tone: 'tomato', href: PATHS.featureFrigidaire },
];

/** The features grid (#features, the hero's secondary call to action scrolls here). */
export function FeaturesGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className={`scroll-mt-20 border-y border-border bg-surface-raised ${SECTION}`}
    >
      <div className={CONTAINER}>
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          intro={t('features.intro')}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-16 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map((feature) => (
            <li
              key={feature.key}
              className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-7"
            >
              <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-5">
                <span
                  className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${TONES[feature.tone]}`}
                >
                  <feature.Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="font-display text-xl font-semibold text-balance text-fg">
                  {t(`features.items.${feature.key}.title`)}
                </h3>
              </div>
              <p className="mt-3 text-fg-muted sm:mt-2">
                {t(`features.items.${feature.key}.text`)}
              </p>
              {feature.href ? (
                <a
                  href={feature.href}
                  className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-5 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t(`features.items.${feature.key}.link`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
