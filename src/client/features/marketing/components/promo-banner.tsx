import { ArrowRight, X } from 'lucide-react';
import { useRef } from 'react';
import { PLAN } from '../../../../shared/constants';
import { SIGN_UP_PATH } from '../../../../shared/routes';
import { createTexts } from '../../../lib/texts';
import { useBrowserValue } from '../lib/use-browser-value';
import texts from '../../../locales/fr/marketing-layout.json';

const { t } = createTexts(texts);

/** localStorage key remembering that the visitor closed the banner. */
export const PROMO_DISMISSED_KEY = 'promo-banner-dismissed';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

// Closed on this page (also when storage is blocked), and who to tell.
let dismissedHere = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Closed in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROMO_DISMISSED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function wasDismissed(): boolean {
  if (dismissedHere) return true;
  try {
    return localStorage.getItem(PROMO_DISMISSED_KEY) !== null;
  } catch {
    return false; // Storage blocked: the banner shows again on the next page.
  }
}

function dismiss(): void {
  dismissedHere = true;
  try {
    localStorage.setItem(PROMO_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: closed for this page only.
  }
  for (const listener of listeners) listener();
}

/** The keyboard focus goes on to the next control after the banner once it disappears. */
function focusAfter(element: HTMLElement | null): void {
  if (!element) return;
  const next = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (candidate) =>
      !element.contains(candidate) &&
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  next?.focus();
}

/**
 * « 30 jours gratuits avec le code FREE30 », at the very top of every public page. The server
 * renders it, and so does the hydrating client at first, then it goes if the visitor closed it
 * before (useBrowserValue: no hydration mismatch). When the html element carries `data-promo-dismissed` (set before first paint by a
 * blocking script), CSS hides it at once, without a layout shift.
 */
export function PromoBanner() {
  const dismissed = useBrowserValue(subscribe, wasDismissed, false);
  const ref = useRef<HTMLDivElement>(null);

  if (dismissed) return null;

  const close = () => {
    focusAfter(ref.current);
    dismiss();
  };

  return (
    <div
      ref={ref}
      className="bg-tomato-700 text-white in-data-promo-dismissed:hidden dark:bg-tomato-900 dark:text-cream-100"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 py-1 pr-1 pl-4 sm:pl-6 lg:pl-8">
        <a
          href={SIGN_UP_PATH}
          className="group flex min-h-11 flex-1 flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-lg text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base"
        >
          <span>
            {t('banner.offer', { days: PLAN.promoFreeDays })}{' '}
            <strong className="rounded-md bg-white/15 px-1.5 py-0.5 font-mono font-semibold tracking-wide">
              {PLAN.promoCode}
            </strong>
          </span>
          <span className="inline-flex items-center gap-1 font-semibold underline decoration-white/60 underline-offset-4 group-hover:decoration-white">
            {t('banner.cta')}
            <ArrowRight
              aria-hidden="true"
              className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
            />
          </span>
        </a>
        <button
          type="button"
          onClick={close}
          aria-label={t('banner.close')}
          title={t('banner.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
