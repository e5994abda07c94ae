import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { OfflineBanner } from '../../components/app-status/offline-banner';
import { BrandLogo } from '../../components/brand-logo';
import { RunningTimers } from '../../features/recipes/api/running-timers';
import { useHouseholdEvents } from '../../lib/use-household-events';
import { NavDrawer } from './nav-drawer';
import { SidebarNav } from './sidebar-nav';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

// Tailwind's `lg`: the sidebar is always shown from there, so the drawer has no reason to be.
const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * The frame of every dashboard page: the sidebar (under 1024 px a drawer, and a tab bar at the
 * bottom for the everyday pages), the top bar and the page itself. The page ends with room for
 * the tab bar, a floating button and a toast, so that they never hide its last rows. On paper only the page is printed: the frame around it is hidden.
 */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  // The button that opened the drawer (top bar or tab bar) takes the focus back.
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);

  // Any navigation closes the drawer (adjusting state while rendering, not in an effect).
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useHouseholdEvents();

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#dashboard-content"
        className="sr-only z-50 rounded-full bg-primary print:hidden px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="hidden border-r print:hidden border-border bg-surface-raised lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col">
        <div className="flex h-16 shrink-0 items-center px-5">
          <Link
            to={PATHS.dashboard}
            className="rounded-xl px-1 py-1 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <BrandLogo />
          </Link>
        </div>
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col" inert={drawerOpen}>
        <TopBar
          menuButtonRef={menuButtonRef}
          drawerOpen={drawerOpen}
          onOpenMenu={() => {
            openerRef.current = menuButtonRef.current;
            setDrawerOpen(true);
          }}
        />
        <OfflineBanner />
        <main
          id="dashboard-content"
          tabIndex={-1}
          className="flex-1 px-4 pt-5 pb-[calc(var(--tab-bar-space)+var(--floating-space)+5rem)] outline-none sm:px-6 sm:pt-8 lg:px-10 print:p-0"
        >
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
        <TabBar
          moreButtonRef={moreButtonRef}
          drawerOpen={drawerOpen}
          onOpenMenu={() => {
            openerRef.current = moreButtonRef.current;
            setDrawerOpen(true);
          }}
        />
        <RunningTimers />
      </div>
      {drawerOpen && <NavDrawer onClose={closeDrawer} returnFocusRef={openerRef} />}
    </div>
  );
}

export { DashboardLayout as Component };
