import { Clock, Globe, Smartphone } from 'lucide-react';
import { CallToAction } from '../components/feature/call-to-action';
import { INSTALL_ROOT_ID, InstallApp } from '../components/install-app';
import { container, sectionTitle } from '../components/feature/styles';
import { list, t } from '../components/feature/texts';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

export const meta: PageMeta = {
  title: `${t('app.title')} — Popote`,
  description: t('app.description'),
};

/** A store button that is not one yet: plain text, clearly marked, leading nowhere. */
function StorePlaceholder({ store }: { store: string }) {
  return (
    <li className="flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-surface-raised px-4 py-3 sm:w-auto sm:min-w-64">
      <Smartphone aria-hidden="true" className="size-7 shrink-0 text-fg-muted" />
      <span className="flex flex-col">
        <span className="text-sm text-fg-muted">{t('app.storePrefix')}</span>
        <span className="text-lg leading-tight font-semibold text-fg">{store}</span>
      </span>
      <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-surface-sunken px-2.5 py-1 text-xs font-semibold text-fg">
        <Clock aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
        {t('app.soon')}
      </span>
    </li>
  );
}

function InstallSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h3 className="font-semibold text-fg">{title}</h3>
      <ol className="mt-3 flex flex-col gap-2">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-fg-muted">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-fg"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /app: the mobile apps to come, and what works on a phone today. */
export function AppPage() {
  usePageMeta(meta);
  return (
    <>
      <section className={`${container} pt-10 pb-12 sm:pt-14 lg:pb-16`}>
        <div className="flex max-w-3xl flex-col items-start gap-5">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
            <Smartphone aria-hidden="true" className="size-5 shrink-0" />
            {t('app.eyebrow')}
          </p>
          <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-fg sm:text-5xl">
            {t('app.title')}
          </h1>
          <p className="max-w-prose text-lg leading-relaxed text-fg-muted">{t('app.lead')}</p>
          {/* The one part of this prerendered page that hydrates (prerender/entry-client.tsx). */}
          <div id={INSTALL_ROOT_ID}>
            <InstallApp />
          </div>
        </div>
        <h2 className="sr-only">{t('app.storesTitle')}</h2>
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <StorePlaceholder store={t('app.appStore')} />
          <StorePlaceholder store={t('app.googlePlay')} />
        </ul>
        <p className="mt-3 text-sm text-fg-muted">{t('app.storesNote')}</p>
      </section>
      <section
        aria-labelledby="navigateur"
        className="border-y border-border bg-surface-raised py-12 sm:py-16"
      >
        <div className={container}>
          <h2 id="navigateur" className={`${sectionTitle} flex items-center gap-3`}>
            <Globe aria-hidden="true" className="size-7 shrink-0 text-success" />
            {t('app.todayTitle')}
          </h2>
          <p className="mt-3 max-w-prose leading-relaxed text-fg-muted">{t('app.todayText')}</p>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            <InstallSteps title={t('app.iphone.title')} steps={list('app.iphone.steps')} />
            <InstallSteps title={t('app.android.title')} steps={list('app.android.steps')} />
          </div>
          <p className="mt-6 inline-flex items-start gap-2 text-fg">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            {t('app.installable')}
          </p>
        </div>
      </section>
      <CallToAction />
    </>
  );
}

export { AppPage as Component };
