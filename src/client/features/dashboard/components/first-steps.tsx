import { Check, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import type { HomeToday } from '../api/get-home';

/** Once a household has done all three, this device never shows them again. */
const DONE_KEY = 'popote.firstSteps.done';

function readDone(): boolean {
  try {
    return localStorage.getItem(DONE_KEY) === '1';
  } catch {
    return false;
  }
}

const STEPS = [
  { key: 'family', to: `${PATHS.dashboardSettings}#famille` },
  { key: 'plannedMeal', to: PATHS.dashboardPlanning },
  { key: 'list', to: PATHS.dashboardShopping },
] as const;

/**
 * « Premiers pas »: a new household's checklist (famille, premier repas planifié, première liste),
 * each step a link to where it is done; it disappears once all three are.
 */
export function FirstSteps({ steps }: { steps: HomeToday['firstSteps'] | undefined }) {
  const { t } = useTranslation('dashboard');
  // Read once: the answer saying all three are done hides the checklist on this visit anyway.
  const [done] = useState(readDone);
  useEffect(() => {
    if (steps !== null || done) return;
    try {
      localStorage.setItem(DONE_KEY, '1');
    } catch {
      // Private mode: the server's answer still hides the checklist while all three hold.
    }
  }, [steps, done]);
  if (!steps || done) return null;
  const count = STEPS.filter(({ key }) => steps[key]).length;
  return (
    <section
      aria-labelledby="home-first-steps"
      className="rounded-3xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="home-first-steps" className="font-display text-xl font-semibold text-fg">
          {t('home.firstSteps.title')}
        </h2>
        <span className="text-sm font-medium text-fg-muted">
          {t('home.firstSteps.progress', { done: count })}
        </span>
      </div>
      <ol className="mt-3 flex flex-col gap-1">
        {STEPS.map(({ key, to }) => {
          const finished = steps[key];
          return (
            <li key={key}>
              <Link
                to={to}
                className="group flex min-h-14 items-center gap-3 rounded-2xl px-2 py-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-7 shrink-0 place-items-center rounded-full border-2 ${
                    finished ? 'border-success bg-success text-surface' : 'border-fg-muted'
                  }`}
                >
                  {finished && <Check className="size-4" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={`block font-semibold ${finished ? 'text-fg-muted line-through' : 'text-fg'}`}
                  >
                    {t(`home.firstSteps.${key}`)}
                    {finished && <span className="sr-only"> ({t('home.firstSteps.done')})</span>}
                  </span>
                  <span className="block text-sm text-fg-muted">
                    {t(`home.firstSteps.${key}Hint`)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
