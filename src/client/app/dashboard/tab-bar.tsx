import { CalendarDays, Lightbulb, Menu, Refrigerator, ShoppingCart } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../../shared/routes';
import type { NavKey } from './nav-items';

interface Tab {
  key: Extract<NavKey, 'shopping' | 'planning' | 'feed' | 'inventory'>;
  to: string;
  icon: LucideIcon;
}

/** The four pages used with the phone in one hand, in the order of a week's chores. */
const TABS: Tab[] = [
  { key: 'shopping', to: PATHS.dashboardShopping, icon: ShoppingCart },
  { key: 'planning', to: PATHS.dashboardPlanning, icon: CalendarDays },
  { key: 'feed', to: PATHS.dashboardFeed, icon: Lightbulb },
  { key: 'inventory', to: PATHS.dashboardInventory, icon: Refrigerator },
];

const ITEM =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 ' +
  // 11 px, tight: « Suggestions » fits a fifth of a 360 px phone without being cut.
  'text-[0.6875rem] tracking-tight font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 ' +
  'focus-visible:outline-ring';

/**
 * The bottom tab bar of phones and tablets (under 1024 px, where the sidebar is a drawer): the
 * four everyday pages with short labels — their accessible names are the sidebar's — and
 * « Plus », which opens the drawer for the rest. It leaves room for the home indicator
 * (`safe-area-inset-bottom`); the page, the floating buttons and the toasts keep clear of it
 * through `--tab-bar-space` (styles/index.css).
 */
export function TabBar({
  moreButtonRef,
  drawerOpen,
  onOpenMenu,
}: {
  moreButtonRef: Ref<HTMLButtonElement>;
  drawerOpen: boolean;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <nav
      data-tab-bar
      aria-label={t('shell.tabBarLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-xl items-stretch gap-0.5 px-1 py-1">
        {TABS.map(({ key, to, icon: Icon }) => (
          <li key={key} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              aria-label={t(`shell.nav.${key}`)}
              className={({ isActive }) =>
                `${ITEM} ${isActive ? 'bg-primary-soft font-semibold text-primary' : 'text-fg-muted hover:text-fg'}`
              }
            >
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              <span aria-hidden="true" className="max-w-full truncate">
                {t(`shell.tabs.${key}`)}
              </span>
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <button
            ref={moreButtonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={onOpenMenu}
            className={`${ITEM} text-fg-muted hover:text-fg`}
          >
            <Menu aria-hidden="true" className="size-6 shrink-0" />
            <span>{t('shell.tabs.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
