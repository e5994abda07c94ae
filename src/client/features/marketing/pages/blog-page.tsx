import { ArrowLeft, BookOpen, Clock } from 'lucide-react';
import { PATHS } from '../../../../shared/routes';
import { CallToAction } from '../components/feature/call-to-action';
import { container, secondaryLink, sectionTitle } from '../components/feature/styles';
import { list, t } from '../components/feature/texts';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

export const meta: PageMeta = {
  title: `${t('blog.title')} — Popote`,
  description: t('blog.description'),
};

/** /blog: coming soon, with the first topics as (not yet clickable) cards. */
export function BlogPage() {
  usePageMeta(meta);
  const titles = list('blog.teasers.titles');
  const texts = list('blog.teasers.texts');
  return (
    <>
      <section className={`${container} pt-10 pb-12 sm:pt-14`}>
        <div className="flex max-w-3xl flex-col items-start gap-5">
          <p className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <BookOpen aria-hidden="true" className="size-6" />
          </p>
          <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-fg sm:text-5xl">
            {t('blog.title')}
          </h1>
          <p className="max-w-prose text-lg leading-relaxed text-fg-muted">{t('blog.message')}</p>
          <a href={PATHS.home} className={secondaryLink}>
            <ArrowLeft aria-hidden="true" />
            {t('blog.backHome')}
          </a>
        </div>
      </section>
      <section
        aria-labelledby="prochains-articles"
        className="border-y border-border bg-surface-raised py-12 sm:py-16"
      >
        <div className={container}>
          <h2 id="prochains-articles" className={sectionTitle}>
            {t('blog.teasersTitle')}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {titles.map((title, index) => (
              <li
                key={title}
                className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm"
              >
                <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-surface-sunken px-2.5 py-1 text-xs font-semibold text-fg">
                  <Clock aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
                  {t('blog.upcoming')}
                </span>
                <h3 className="font-display text-xl font-semibold text-fg">{title}</h3>
                <p className="leading-relaxed text-fg-muted">{texts[index]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}

export { BlogPage as Component };
