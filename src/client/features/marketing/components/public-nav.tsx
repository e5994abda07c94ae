import { Menu, Smartphone } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { PATHS, SIGN_UP_PATH } from '../../../../shared/routes';
import { BrandLogo } from '../../../components/brand-logo';
import { createTexts } from '../../../lib/texts';
import { useBrowserValue } from '../lib/use-browser-value';
import texts from '../../../locales/fr/marketing-layout.json';
import { SideMenu } from './side-menu';
import type { NavLinkItem } from './side-menu';
import { ThemeSwitch } from './theme-switch';

const { t } = createTexts(texts);

/** The bar turns translucent with a shadow past this scroll (specification, section 9). */
export const NAV_SCROLL_THRESHOLD = 10;

const SIDE_MENU_ID = 'menu-lateral';

export const NAV_LINKS: readonly NavLinkItem[] = [
  { href: PATHS.home, label: t('nav.links.home') },
  { href: PATHS.featureMealPlanning, label: t('nav.links.planning') },
  { href: PATHS.featureShoppingList, label: t('nav.links.shopping') },
  { href: PATHS.featureRecipeSuggestions, label: t('nav.links.suggestions') },
  { href: PATHS.featureVirtualAssistant, label: t('nav.links.assistant') },
  { href: PATHS.featureFrigidaire, label: t('nav.links.fridge') },
  { href: PATHS.blog, label: t('nav.links.blog') },
];

function normalizePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

// Browser-only values, read with useBrowserValue: the server snapshot (no current page,
// not scrolled) is also what a hydrating client renders first, so the markup matches.
function subscribeToHistory(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
const readPath = () => normalizePath(window.location.pathname);

function subscribeToScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}
const readScrolled = () => window.scrollY > NAV_SCROLL_THRESHOLD;

/**
 * The public navigation bar. `currentPath` marks the current page with aria-current; without
 * it, the page's address is read in the browser (after hydration on a prerendered page).
 */
export function PublicNav({ currentPath }: { currentPath?: string }) {
  const locationPath = useBrowserValue<string | null>(subscribeToHistory, readPath, null);
  const path = currentPath === undefined ? locationPath : normalizePath(currentPath);
  const scrolled = useBrowserValue(subscribeToScroll, readScrolled, false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <nav
        aria-label={t('nav.label')}
        data-scrolled={scrolled}
        className={`border-b motion-safe:transition-[background-color,box-shadow,border-color] motion-safe:duration-300 ${
          scrolled
            ? 'border-border/70 bg-surface/85 shadow-md shadow-charcoal-900/10 backdrop-blur-md dark:shadow-black/40'
            : 'border-transparent bg-transparent'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-3 lg:px-8 xl:gap-4">
          <a
            href={PATHS.home}
            aria-label={t('nav.homeLogo')}
            className="-ml-1 shrink-0 rounded-xl px-1 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <BrandLogo />
          </a>

          <ul className="hidden flex-1 items-center justify-center gap-0.5 lg:flex xl:gap-1">
            {NAV_LINKS.map((link) => {
              const current = link.href === path;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`relative flex min-h-11 items-center rounded-full px-2.5 text-sm xl:px-3 xl:text-[0.9375rem] font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
                      current
                        ? 'bg-primary-soft text-fg'
                        : 'text-fg-muted hover:bg-surface-sunken hover:text-fg'
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>

          <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-0 lg:gap-2">
            <a
              href={PATHS.app}
              aria-label={t('nav.appDownload')}
              title={t('nav.appDownload')}
              aria-current={path === PATHS.app ? 'page' : undefined}
              className="hidden size-11 items-center justify-center rounded-full text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-primary-soft lg:inline-flex"
            >
              <Smartphone aria-hidden="true" className="size-5" />
            </a>
            <ThemeSwitch />
            <a
              href={PATHS.auth}
              className="hidden min-h-11 items-center justify-center rounded-full px-3 font-semibold whitespace-nowrap text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:inline-flex"
            >
              {t('nav.signIn')}
            </a>
            <a
              href={SIGN_UP_PATH}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-3.5 font-semibold whitespace-nowrap text-on-primary shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring max-[359px]:hidden sm:ml-1 sm:px-5"
            >
              {t('nav.start')}
            </a>
            <button
              ref={menuButtonRef}
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={t('nav.openMenu')}
              title={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={SIDE_MENU_ID}
              aria-haspopup="dialog"
              className="-mr-1.5 inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      </nav>
      <SideMenu
        id={SIDE_MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        links={NAV_LINKS}
        currentPath={path}
        returnFocusRef={menuButtonRef}
      />
    </>
  );
}
