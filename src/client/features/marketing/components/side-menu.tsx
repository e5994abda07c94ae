import { ArrowRight, Smartphone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { PATHS, SIGN_UP_PATH } from '../../../../shared/routes';
import { PopoteMark } from '../../../components/brand-logo';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { createTexts } from '../../../lib/texts';
import texts from '../../../locales/fr/marketing-layout.json';

const { t } = createTexts(texts);

export interface NavLinkItem {
  href: string;
  label: string;
}

/** Sets `inert` on everything but `element` and its ancestors; returns the undo. */
function inertOthers(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute('inert');
  };
}

/** Mounted while the menu is open: the page behind is inert and still, the focus stays in. */
function ModalEffects({
  panelRef,
  returnFocusRef,
  onClose,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  // Declared before the focus trap: its clean-up (page no longer inert) runs first, so the
  // trap can then give the focus back to the menu button.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const restoreInert = inertOthers(panel.parentElement ?? panel);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The menu exists on small screens only: widening the window closes it.
    const wide = window.matchMedia?.('(min-width: 64rem)');
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide?.addEventListener('change', onWide);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
      restoreInert();
      root.style.overflow = previousOverflow;
    };
  }, [panelRef, onClose]);

  useFocusTrap(panelRef, returnFocusRef);
  return null;
}

/**
 * The slide-in menu of small screens (280 px): the same links as the bar, plus « Télécharger
 * l’app ». A modal dialog — always in the page (hidden when closed) so it can slide.
 */
export function SideMenu({
  id,
  open,
  onClose,
  links,
  currentPath,
  returnFocusRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  currentPath: string | null;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const linkClasses =
    'flex min-h-12 items-center rounded-xl px-4 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

  return (
    // Closed, it stays in the page (so it can slide) but out of reach: hidden, inert, unseen.
    <div
      className={`lg:hidden ${open ? '' : 'pointer-events-none'}`}
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-50 bg-charcoal-950/50 motion-safe:transition-opacity motion-safe:duration-300 ${
          open ? 'opacity-100' : 'invisible opacity-0'
        }`}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menuTitle')}
        tabIndex={-1}
        className={`fixed inset-y-0 right-0 z-50 flex w-[280px] max-w-[85vw] flex-col overflow-y-auto border-l border-border bg-surface-raised shadow-2xl outline-none motion-safe:duration-300 motion-safe:ease-out ${
          // Visible at once on opening (so it can take the focus), hidden after sliding out.
          open
            ? 'visible translate-x-0 motion-safe:transition-[translate]'
            : 'invisible translate-x-full motion-safe:transition-[translate,visibility]'
        }`}
      >
        {open && (
          <ModalEffects panelRef={panelRef} returnFocusRef={returnFocusRef} onClose={onClose} />
        )}
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border pr-2 pl-4">
          <span className="flex items-center gap-2 font-display text-lg font-semibold text-fg">
            <PopoteMark className="size-8" />
            {t('nav.menuTitle')}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            title={t('nav.closeMenu')}
            className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={t('nav.menuNav')} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {links.map((link) => {
              const current = link.href === currentPath;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`${linkClasses} ${
                      current
                        ? 'bg-primary-soft font-semibold text-fg'
                        : 'text-fg hover:bg-surface-sunken'
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="space-y-2 border-t border-border p-4">
          <a
            href={PATHS.app}
            aria-current={currentPath === PATHS.app ? 'page' : undefined}
            className={`${linkClasses} gap-3 text-fg hover:bg-surface-sunken aria-[current=page]:bg-primary-soft`}
          >
            <Smartphone aria-hidden="true" className="size-5 text-primary" />
            {t('nav.appDownload')}
          </a>
          <a
            href={PATHS.auth}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-border px-5 font-semibold text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('nav.signIn')}
          </a>
          <a
            href={SIGN_UP_PATH}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('nav.start')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
      </div>
    </div>
  );
}
