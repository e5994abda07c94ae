import { useTranslation } from 'react-i18next';
import { BellRing, Timer, X } from 'lucide-react';
import { formatTimer } from '../../../../shared/step-timers';
import { stopTimer, type CookingTimer } from '../lib/cooking-store';

/**
 * The running timers, across the steps: each named after its step, its countdown, and a button
 * that stops it (or clears it once it rang). Ending timers are announced by the caller's live
 * region; the countdowns themselves are not read every second.
 */
export function TimerBar({ timers, now }: { timers: CookingTimer[]; now: number }) {
  const { t } = useTranslation('recipe');
  if (timers.length === 0) return null;
  return (
    <section aria-label={t('cooking.timers')} className="w-full">
      <ul className="flex flex-wrap gap-2">
        {timers.map((timer) => {
          const left = Math.max(0, (timer.endsAt - now) / 1000);
          const ended = left <= 0;
          return (
            <li
              key={timer.id}
              data-timer
              className={`flex min-h-11 items-center gap-2 rounded-full border py-1 pr-1 pl-3 text-sm font-semibold ${
                ended
                  ? 'border-primary bg-primary text-on-primary motion-safe:animate-pulse'
                  : 'border-border bg-surface-raised text-fg'
              }`}
            >
              {ended ? (
                <BellRing aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Timer aria-hidden="true" className="size-4 shrink-0 text-primary" />
              )}
              <span className="max-w-44 truncate" title={timer.name}>
                {timer.name}
              </span>
              <span
                className="tabular-nums"
                aria-label={
                  ended
                    ? t('cooking.timerEnded', { name: timer.name })
                    : t('cooking.timerLeft', { name: timer.name, time: formatTimer(left) })
                }
              >
                {ended ? '0:00' : formatTimer(left)}
              </span>
              <button
                type="button"
                onClick={() => stopTimer(timer.id)}
                aria-label={t(ended ? 'cooking.dismissTimer' : 'cooking.stopTimer', {
                  name: timer.name,
                })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
