import { ArrowDown, ArrowRight, Tag } from 'lucide-react';
import { PLAN } from '../../../../../shared/constants';
import { SIGN_UP_PATH } from '../../../../../shared/routes';
import { HighlightChips } from './highlight-chips';
import { PopoteMark } from './popote-mark';
import { CONTAINER, PRIMARY_LINK, SECONDARY_LINK } from './styles';
import { t } from './texts';

/** The page's opening: name and tagline, pitch, calls to action and a plated illustration. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-surface">
      {/* Soft warm light behind the content: decorative, pure CSS. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-primary-soft opacity-70 blur-3xl" />
        <div className="absolute -bottom-40 -left-32 size-[24rem] rounded-full bg-saffron-100 opacity-50 blur-3xl dark:bg-saffron-900" />
      </div>

      <div className={`${CONTAINER} pt-10 pb-16 sm:pt-16 sm:pb-20 lg:pt-20 lg:pb-24`}>
        <div className="grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
          <div className="text-center lg:text-left">
            <h1
              id="hero-title"
              className="font-display font-semibold tracking-tight text-balance text-fg"
            >
              <span className="flex items-center justify-center gap-3 text-3xl text-primary sm:text-4xl lg:justify-start">
                <PopoteMark className="size-11 shrink-0 sm:size-12" />
                {t('hero.titleName')}
              </span>{' '}
              <span className="mt-2 block text-4xl leading-[1.08] sm:text-6xl lg:text-[4.25rem]">
                {t('hero.titleTagline')}
              </span>
            </h1>

            <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-fg-muted sm:text-xl lg:mx-0">
              {t('hero.pitch')}
            </p>

            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <a href={SIGN_UP_PATH} className={PRIMARY_LINK}>
                {t('hero.primaryCta')}
                <ArrowRight aria-hidden="true" />
              </a>
              <a href="#features" className={SECONDARY_LINK}>
                {t('hero.secondaryCta')}
                <ArrowDown aria-hidden="true" />
              </a>
            </div>

            <p className="mx-auto mt-5 max-w-xl text-sm text-pretty text-fg-muted lg:mx-0">
              <Tag
                aria-hidden="true"
                className="mr-1.5 inline size-4 shrink-0 align-[-0.15em] text-primary"
              />
              {t('hero.offer', { days: PLAN.promoFreeDays, code: PLAN.promoCode })}
            </p>
          </div>

          <HeroVisual />
        </div>

        <div className="mt-14 lg:mt-16">
          <HighlightChips />
        </div>
      </div>
    </section>
  );
}

const SMALL = 'aspect-[4/3] w-full rounded-xl object-cover';

/** Three of Popote's dish illustrations: the large one is the page's first and fastest image. */
function HeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-xl sm:px-8 lg:max-w-none lg:px-0">
      <div className="overflow-hidden rounded-[2rem] border border-border bg-surface-raised p-2 shadow-xl shadow-tomato-900/10 dark:shadow-black/40">
        <img
          src="/recipes/plat-3.svg"
          srcSet="/recipes/plat-3.svg 800w"
          sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 45vw, (min-width: 640px) 36rem, 100vw"
          width={800}
          height={600}
          alt={t('hero.imageAlt')}
          loading="eager"
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-[1.5rem] object-cover"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute -top-6 -right-2 hidden w-[34%] rotate-3 rounded-2xl border border-border bg-surface-raised p-1.5 shadow-lg sm:block lg:-right-6"
      >
        <img
          src="/recipes/dessert-1.svg"
          srcSet="/recipes/dessert-1.svg 800w"
          sizes="12rem"
          width={800}
          height={600}
          alt=""
          loading="lazy"
          decoding="async"
          className={SMALL}
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute -bottom-8 -left-2 hidden w-[38%] -rotate-3 rounded-2xl border border-border bg-surface-raised p-1.5 shadow-lg sm:block lg:-left-8"
      >
        <img
          src="/recipes/entree-1.svg"
          srcSet="/recipes/entree-1.svg 800w"
          sizes="13rem"
          width={800}
          height={600}
          alt=""
          loading="lazy"
          decoding="async"
          className={SMALL}
        />
      </div>
    </div>
  );
}
