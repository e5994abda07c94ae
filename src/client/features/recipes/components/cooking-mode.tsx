import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Sun, Timer, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { describeDuration, stepTimers } from '../../../../shared/step-timers';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { useCookingTimers } from '../hooks/use-cooking-timers';
import { useWakeLock } from '../hooks/use-wake-lock';
import { prepareAlarm } from '../lib/alarm';
import { saveSession, startTimer, type CookingRecipe } from '../lib/cooking-store';
import { ingredientsOfStep, scaleLines } from '../lib/scale';
import { TimerBar } from './timer-bar';

/** How far a finger travels sideways before the step changes. */
const SWIPE_PX = 60;

const NAV_BUTTON =
  'inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl px-4 text-lg font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-40';

/**
 * « Mode cuisine » (decision 0024): the whole screen, one step at a time in large type, after a
 * « Mise en place » checklist of the ingredients for the chosen portions. « Étape précédente » /
 * « Étape suivante » sit at the bottom, within thumb reach; a swipe or the arrow keys do the
 * same. The current step's ingredients are highlighted, a duration in the step offers a timer,
 * the timers run in a bar seen from every step, and the screen stays awake. While it is open the
 * phone's tab bar hides (styles/index.css: `[data-cooking-mode]`).
 */
export function CookingMode({
  recipe,
  portions,
  initialStep = 0,
  onClose,
}: {
  recipe: CookingRecipe;
  portions: number;
  /** 0: the mise en place; 1 to n: the steps. */
  initialStep?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('recipe');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const total = recipe.instructions.length;
  const [position, setPosition] = useState(() => Math.min(Math.max(initialStep, 0), total));
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set());
  const [notice, setNotice] = useState('');
  const lines = useMemo(
    () => scaleLines(recipe.ingredients, recipe.servings, portions),
    [recipe.ingredients, recipe.servings, portions],
  );
  const wakeLock = useWakeLock(true);
  const { timers, now, announced } = useCookingTimers();

  const step = position > 0 ? recipe.instructions[position - 1]! : null;
  const stepLines = useMemo(
    () => (step === null ? [] : ingredientsOfStep(step, lines)),
    [step, lines],
  );
  const offered = useMemo(() => (step === null ? [] : stepTimers(step)), [step]);

  const go = (next: number) => setPosition(Math.min(Math.max(next, 0), total));
  // The arrows move from the step shown, even when pressed faster than a render: an update of
  // the state itself, never a position read from a render that may not have happened yet.
  const totalRef = useRef(total);
  useEffect(() => {
    totalRef.current = total;
  });
  const moveRef = useRef((delta: number) =>
    setPosition((current) => Math.min(Math.max(current + delta, 0), totalRef.current)),
  );

  // The session is kept, so « Minuteurs en cours » can open it again after a reload.
  useEffect(() => {
    saveSession({ recipe, portions, step: position });
  }, [recipe, portions, position]);

  // The rest of the page is inert; Escape leaves; the arrows change the step.
  useEffect(() => {
    const hidden = [...document.body.children].filter(
      (element) => element !== hostRef.current && !element.hasAttribute('inert'),
    );
    for (const element of hidden) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        moveRef.current(1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        moveRef.current(-1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of hidden) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, []);
  useFocusTrap(panelRef);

  // Each new step is read out (the focus stays on « Étape suivante » for the next press).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepAnnounce =
    position === 0
      ? t('cooking.miseEnPlace')
      : `${t('cooking.stepOf', { step: position, total })} : ${step ?? ''}`;

  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const launch = (label: string, seconds: number) => {
    prepareAlarm();
    const name = t('cooking.timerName', { step: position, label });
    const started = startTimer({ name, recipeTitle: recipe.title, step: position - 1, seconds });
    setNotice(
      started
        ? t('cooking.timerStarted', { name, duration: describeDuration(seconds) })
        : t('cooking.tooManyTimers'),
    );
  };

  const toggleReady = (index: number) =>
    setReady((old) => {
      const next = new Set(old);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return createPortal(
    <div ref={hostRef} data-cooking-mode className="fixed inset-0 z-[60] bg-surface">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('cooking.label', { title: recipe.title })}
        tabIndex={-1}
        className="flex h-dvh flex-col focus:outline-none"
      >
        <header className="flex items-center gap-3 border-b border-border px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 sm:px-8">
          <div className="min-w-0 flex-1">
            <p id={titleId} className="truncate font-display text-lg font-semibold text-fg">
              {recipe.title}
            </p>
            <p className="text-sm text-fg-muted">
              {t('cooking.forPortions', { count: portions })}
              {' · '}
              {position === 0
                ? t('cooking.miseEnPlace')
                : t('cooking.stepOf', { step: position, total })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('cooking.close')}
            title={t('cooking.close')}
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>

        <main
          className="flex-1 overflow-y-auto px-4 py-6 sm:px-8"
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const touch = event.changedTouches[0];
            touchStart.current = null;
            if (!start || !touch) return;
            const dx = touch.clientX - start.x;
            const dy = touch.clientY - start.y;
            if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
            go(position + (dx < 0 ? 1 : -1));
          }}
        >
          <div className="mx-auto flex max-w-3xl flex-col gap-6">
            {position === 0 ? (
              <section aria-labelledby={`${titleId}-step`}>
                <h2
                  ref={headingRef}
                  id={`${titleId}-step`}
                  tabIndex={-1}
                  className="font-display text-3xl font-semibold text-fg focus:outline-none"
                >
                  {t('cooking.miseEnPlace')}
                </h2>
                <p className="mt-1 text-fg-muted">{t('cooking.miseEnPlaceHint')}</p>
                <ul className="mt-4 flex flex-col gap-2">
                  {lines.map((line, index) => (
                    <li key={index}>
                      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface-raised px-4 py-2 text-lg text-fg has-[:checked]:text-fg-muted has-[:checked]:line-through">
                        <input
                          type="checkbox"
                          checked={ready.has(index)}
                          onChange={() => toggleReady(index)}
                          className="size-6 shrink-0 accent-primary"
                        />
                        {line}
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <section aria-labelledby={`${titleId}-step`} className="flex flex-col gap-6">
                <h2
                  ref={headingRef}
                  id={`${titleId}-step`}
                  tabIndex={-1}
                  className="text-base font-semibold tracking-wide text-primary uppercase focus:outline-none"
                >
                  {t('cooking.stepOf', { step: position, total })}
                </h2>
                <p
                  data-cooking-step
                  className="text-2xl leading-relaxed font-medium text-balance text-fg sm:text-3xl"
                >
                  {step}
                </p>
                {offered.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {offered.map((timer, index) => (
                      <button
                        key={`${timer.label}-${index}`}
                        type="button"
                        onClick={() => launch(timer.label, timer.seconds)}
                        className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-primary px-4 font-semibold text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      >
                        <Timer aria-hidden="true" className="size-5" />
                        {t('cooking.startTimer', { duration: describeDuration(timer.seconds) })}
                      </button>
                    ))}
                  </div>
                )}
                {stepLines.length > 0 && (
                  <div>
                    <h3 className="mb-2 font-semibold text-fg">{t('cooking.stepIngredients')}</h3>
                    <ul className="flex flex-wrap gap-2">
                      {stepLines.map((index) => (
                        <li
                          key={index}
                          data-step-ingredient
                          className="rounded-full bg-primary-soft px-3 py-1.5 text-base font-semibold text-fg"
                        >
                          {lines[index]}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </section>
            )}
            <p className="text-sm text-fg-muted">
              {wakeLock === 'unsupported' || wakeLock === 'refused' ? (
                t('cooking.wakeLockUnsupported')
              ) : wakeLock === 'active' ? (
                <span className="inline-flex items-center gap-1.5">
                  <Sun aria-hidden="true" className="size-4" />
                  {t('cooking.wakeLockOn')}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-fg-muted sm:hidden">{t('cooking.swipeHint')}</p>
          </div>
        </main>

        <footer className="flex flex-col gap-3 border-t border-border bg-surface-raised px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-8">
          <TimerBar timers={timers} now={now} />
          <div className="mx-auto flex w-full max-w-3xl gap-3">
            <button
              type="button"
              className={`${NAV_BUTTON} border border-border bg-surface text-fg hover:bg-surface-sunken`}
              disabled={position === 0}
              onClick={() => go(position - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              {t('cooking.previous')}
            </button>
            {position < total ? (
              <button
                type="button"
                className={`${NAV_BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}
                onClick={() => go(position + 1)}
              >
                {t('cooking.next')}
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            ) : (
              <button
                type="button"
                className={`${NAV_BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}
                onClick={onClose}
              >
                {t('cooking.done')}
              </button>
            )}
          </div>
        </footer>
        <p aria-live="polite" className="sr-only">
          {stepAnnounce}
        </p>
        <p role="status" aria-live="polite" className="sr-only">
          {notice}
        </p>
        <p role="alert" aria-live="assertive" className="sr-only">
          {announced}
        </p>
      </div>
    </div>,
    document.body,
  );
}
