import { Apple, Play } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PATHS } from '../../../../../shared/routes';
import { PopoteMark } from './popote-mark';
import { CONTAINER, SECTION } from './styles';
import { t } from './texts';

const STORES: { key: 'appStore' | 'googlePlay'; Icon: LucideIcon }[] = [
  { key: 'appStore', Icon: Apple },
  { key: 'googlePlay', Icon: Play },
];

/**
 * « Popote sur votre téléphone »: the store buttons are placeholders (no app is published
 * yet), marked « Bientôt », and lead to /app, which says so.
 */
export function AppStoreBlock() {
  return (
    <section
      aria-labelledby="apps-title"
      className={`border-y border-border bg-surface-raised ${SECTION}`}
    >
      <div className={`${CONTAINER} grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]`}>
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('apps.eyebrow')}
          </p>
          <h2
            id="apps-title"
            className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl"
          >
            {t('apps.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-fg-muted lg:mx-0">
            {t('apps.text')}
          </p>
          <ul className="mt-8 flex flex-col items-center gap-5 sm:flex-row sm:justify-center lg:justify-start">
            {STORES.map(({ key, Icon }) => (
              <li key={key}>
                <a
                  href={PATHS.app}
                  className="relative inline-flex min-h-14 min-w-56 items-center gap-3 rounded-xl bg-charcoal-900 px-5 py-2 text-cream-50 shadow-sm transition-colors duration-150 hover:bg-charcoal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:bg-cream-50 dark:text-charcoal-900 dark:hover:bg-cream-200"
                >
                  <Icon aria-hidden="true" className="size-7 shrink-0" />
                  <span className="flex flex-col text-left leading-tight">
                    <span className="text-xs">{t(`apps.${key}.small`)}</span>
                    <span className="text-lg font-semibold">{t(`apps.${key}.name`)}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute -top-2.5 -right-2.5 rounded-full bg-saffron-300 px-2.5 py-0.5 text-xs font-bold text-charcoal-900 shadow-sm"
                  >
                    {t('apps.soon')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <PhoneSketch />
      </div>
    </section>
  );
}

/** One of Popote's illustrations on the sketched phone's screen. */
function SketchImage({ name }: { name: string }) {
  return (
    <img
      src={`/recipes/${name}.svg`}
      srcSet={`/recipes/${name}.svg 800w`}
      sizes="14rem"
      width={800}
      height={600}
      alt=""
      loading="lazy"
      decoding="async"
      className="mt-3 aspect-[4/3] w-full rounded-2xl object-cover"
    />
  );
}

/** A phone drawn in CSS around one of Popote's illustrations: decorative. */
function PhoneSketch() {
  return (
    <div aria-hidden="true" className="mx-auto w-48 sm:w-60">
      <div className="rotate-2 rounded-[2.5rem] border-[10px] border-charcoal-800 bg-surface p-3 shadow-2xl shadow-tomato-900/15 dark:border-charcoal-700 dark:shadow-black/50">
        <div className="mx-auto mb-3 h-1.5 w-16 rounded-full bg-border" />
        <div className="flex items-center gap-2 px-1">
          <PopoteMark className="size-7" />
          <span className="h-2.5 w-20 rounded-full bg-fg/15" />
        </div>
        <SketchImage name="boisson-3" />
        <div className="mt-3 space-y-2 px-1">
          <span className="block h-2.5 w-4/5 rounded-full bg-fg/15" />
          <span className="block h-2.5 w-3/5 rounded-full bg-fg/10" />
        </div>
        <SketchImage name="dessert-3" />
        <div className="mt-3 flex gap-2 px-1 pb-2">
          <span className="h-8 flex-1 rounded-full bg-primary" />
          <span className="h-8 w-8 rounded-full bg-success-soft" />
        </div>
      </div>
    </div>
  );
}
