import { ArrowRight, Check, ChevronDown, Clock } from 'lucide-react';
import { SIGN_UP_PATH } from '../../../../../shared/routes';
import {
  FEATURE_SLUGS,
  FEATURES,
  type FeatureSlug,
  type FeatureTexts,
  featureTexts,
} from './feature-content';
import { container, primaryLink, secondaryLink, sectionTitle } from './styles';
import { t } from './texts';

const STEPS_ID = 'comment-ca-marche';

/** A « Bientôt disponible » label for what Popote announces but does not do yet. */
export function SoonBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-raised px-3 py-1 text-sm font-semibold text-fg">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-warning" />
      {t('common.soon')}
    </span>
  );
}

/** h1, lead, actions and the illustration. */
export function FeatureHero({ feature, texts }: { feature: FeatureSlug; texts: FeatureTexts }) {
  const { icon: Icon, image, soon } = FEATURES[feature];
  return (
    <section
      className={`${container} grid items-center gap-10 pt-10 pb-12 sm:pt-14 lg:grid-cols-2 lg:gap-16 lg:pb-20`}
    >
      <div className="flex flex-col items-start gap-5">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {t('common.eyebrow')}
        </p>
        <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-balance text-fg sm:text-5xl">
          {texts.name}
        </h1>
        {soon ? <SoonBadge /> : null}
        <p className="max-w-prose text-lg leading-relaxed text-fg-muted">{texts.lead}</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <a href={SIGN_UP_PATH} className={primaryLink}>
            {t('common.start')}
            <ArrowRight aria-hidden="true" />
          </a>
          <a href={`#${STEPS_ID}`} className={secondaryLink}>
            {t('common.howLink')}
          </a>
        </div>
      </div>
      <FeatureIllustration feature={feature} texts={texts} image={image} />
    </section>
  );
}

/** One of Popote's dish illustrations with a card that hints at the screen (decorative). */
function FeatureIllustration({
  feature,
  texts,
  image,
}: {
  feature: FeatureSlug;
  texts: FeatureTexts;
  image: string;
}) {
  const { icon: Icon } = FEATURES[feature];
  return (
    <div className="relative mx-auto w-full max-w-xl pb-8 sm:pb-10">
      <img
        src={image}
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
        decoding="async"
        className="aspect-[4/3] h-auto w-full rounded-3xl border border-border object-cover shadow-sm"
      />
      <div
        aria-hidden="true"
        className="absolute bottom-0 left-4 flex max-w-[85%] items-center gap-3 rounded-2xl border border-border bg-surface-raised p-3 shadow-lg sm:left-8 sm:p-4"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-5" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{texts.preview.title}</span>
          <span className="text-sm text-fg-muted">{texts.preview.detail}</span>
        </span>
      </div>
    </div>
  );
}

/** « Comment ça marche » in three numbered steps. */
export function HowItWorks({ texts, soon }: { texts: FeatureTexts; soon: boolean }) {
  return (
    <section
      id={STEPS_ID}
      aria-labelledby={`${STEPS_ID}-titre`}
      className="scroll-mt-24 border-y border-border bg-surface-raised py-12 sm:py-16"
    >
      <div className={container}>
        <h2 id={`${STEPS_ID}-titre`} className={sectionTitle}>
          {t('common.stepsTitle')}
        </h2>
        {soon ? (
          <p className="mt-3 max-w-prose text-fg-muted">{t('common.stepsIntroSoon')}</p>
        ) : null}
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {texts.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-semibold text-on-primary"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-fg">{step.title}</h3>
                <p className="mt-1 leading-relaxed text-fg-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Three or four benefit points. */
export function Benefits({ texts, soon }: { texts: FeatureTexts; soon: boolean }) {
  return (
    <section aria-labelledby="avantages" className={`${container} py-12 sm:py-16`}>
      <h2 id="avantages" className={sectionTitle}>
        {soon ? t('common.benefitsTitleSoon') : t('common.benefitsTitle')}
      </h2>
      <ul
        className={`mt-8 grid gap-4 sm:grid-cols-2 ${texts.benefits.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {texts.benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-success-soft text-success">
              <Check aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-fg">{benefit.title}</h3>
            <p className="mt-1 leading-relaxed text-fg-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Two or three questions, opened without JavaScript. */
export function Faq({ texts }: { texts: FeatureTexts }) {
  return (
    <section aria-labelledby="questions" className={`${container} py-12 sm:py-16`}>
      <h2 id="questions" className={sectionTitle}>
        {t('common.faqTitle')}
      </h2>
      <div className="mt-6 flex max-w-3xl flex-col gap-3">
        {texts.faq.map((entry) => (
          <details
            key={entry.title}
            className="group rounded-2xl border border-border bg-surface-raised shadow-sm"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
              {entry.title}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-fg-muted motion-safe:transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-fg-muted">{entry.text}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Links to the four other feature pages. */
export function OtherFeatures({ current }: { current: FeatureSlug }) {
  return (
    <section
      aria-labelledby="autres-fonctionnalites"
      className="border-t border-border bg-surface-raised py-12 sm:py-16"
    >
      <div className={container}>
        <h2 id="autres-fonctionnalites" className={sectionTitle}>
          {t('common.othersTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_SLUGS.filter((slug) => slug !== current).map((slug) => {
            const { path, icon: Icon } = FEATURES[slug];
            const texts = featureTexts(slug);
            return (
              <li key={slug}>
                <a
                  href={path}
                  className="group flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm transition-colors hover:border-primary"
                >
                  <span className="flex items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="font-semibold text-fg group-hover:text-primary">
                      {texts.name}
                    </span>
                  </span>
                  <span className="text-fg-muted">{texts.tagline}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
