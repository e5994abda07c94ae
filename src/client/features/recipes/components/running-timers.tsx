import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatTimer } from '../../../../shared/step-timers';
import { useCookingTimers } from '../hooks/use-cooking-timers';

// « Mode cuisine » (with the recipe's scaling and the taxonomy) loads when a timer's session is
// opened again, not with every dashboard page (decision 0028, the first load).
const CookingMode = lazy(() =>
  import('./cooking-mode').then((module) => ({ default: module.CookingMode })),
);

/**
 * « Minuteurs en cours » in the dashboard, while « Mode cuisine » is closed (after a reload, or
 * once left): the soonest countdown, and a tap opens the cooking session again where it was.
 * Ending timers ring and are announced from here too.
 */
export function RunningTimers() {
  const { t } = useTranslation('recipe');
  const { timers, session, now, announced } = useCookingTimers();
  const [open, setOpen] = useState(false);

  if (open && session) {
    return (
      <Suspense fallback={null}>
        <CookingMode
          recipe={session.recipe}
          portions={session.portions}
          initialStep={session.step}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    );
  }
  const soonest = timers.reduce<(typeof timers)[number] | null>(
    (first, timer) => (first === null || timer.endsAt < first.endsAt ? timer : first),
    null,
  );
  return (
    <>
      {/* A live region, not role="alert": it stays on every dashboard page, empty until a timer ends. */}
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {announced}
      </p>
      {soonest && (
        <div
          data-running-timers
          className="fixed bottom-[calc(var(--tab-bar-space)+var(--floating-space)+1rem)] left-4 z-30 print:hidden"
        >
          <button
            type="button"
            disabled={!session}
            onClick={() => setOpen(true)}
            aria-label={`${t('cooking.running', { count: timers.length })}${
              session ? ` · ${t('cooking.resume', { title: session.recipe.title })}` : ''
            }`}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
              soonest.endsAt <= now
                ? 'bg-primary text-on-primary motion-safe:animate-pulse'
                : 'border border-border bg-surface-raised text-fg'
            }`}
          >
            <Timer aria-hidden="true" className="size-4" />
            <span>{t('cooking.running', { count: timers.length })}</span>
            <span className="tabular-nums" data-running-timer-left>
              {formatTimer((soonest.endsAt - now) / 1000)}
            </span>
          </button>
        </div>
      )}
    </>
  );
}
