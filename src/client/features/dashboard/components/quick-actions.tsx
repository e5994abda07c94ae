import { CalendarPlus, ChevronRight, Heart, Lightbulb, ListChecks } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/routes';

const ACTIONS: {
  key: 'planning' | 'shopping' | 'favorites' | 'feed';
  to: string;
  icon: LucideIcon;
}[] = [
  { key: 'planning', to: PATHS.dashboardPlanning, icon: CalendarPlus },
  { key: 'shopping', to: PATHS.dashboardShopping, icon: ListChecks },
  { key: 'favorites', to: PATHS.dashboardFavorites, icon: Heart },
  { key: 'feed', to: PATHS.dashboardFeed, icon: Lightbulb },
];

/** Four shortcuts to the main pages, each with a short description. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {ACTIONS.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-fg">{t(`home.actions.${key}.title`)}</span>
              <span className="mt-0.5 block text-sm/5 text-pretty text-fg-muted">
                {t(`home.actions.${key}.description`)}
              </span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-5 shrink-0 text-fg-muted transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
