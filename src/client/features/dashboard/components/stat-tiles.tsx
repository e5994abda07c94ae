import { ArrowRight, CalendarDays, Heart, Lightbulb, ShoppingCart } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Stats } from '../api/get-stats';

type CountKey = Exclude<keyof Stats, 'suggestions'>;

interface Tile {
  key: keyof Stats;
  to: string;
  icon: LucideIcon;
  tone: string;
}

const TILES: Tile[] = [
  {
    key: 'plannedMeals',
    to: PATHS.dashboardPlanning,
    icon: CalendarDays,
    tone: 'bg-saffron-100 text-saffron-700 dark:bg-saffron-900 dark:text-saffron-300',
  },
  {
    key: 'shoppingItems',
    to: PATHS.dashboardShopping,
    icon: ShoppingCart,
    tone: 'bg-herb-100 text-herb-700 dark:bg-herb-900 dark:text-herb-300',
  },
  {
    key: 'favorites',
    to: PATHS.dashboardFavorites,
    icon: Heart,
    tone: 'bg-tomato-100 text-tomato-700 dark:bg-tomato-900 dark:text-tomato-300',
  },
  {
    key: 'suggestions',
    to: PATHS.dashboardFeed,
    icon: Lightbulb,
    tone: 'bg-cream-200 text-charcoal-700 dark:bg-charcoal-700 dark:text-cream-100',
  },
];

const countFormat = new Intl.NumberFormat('fr');

function isCount(key: keyof Stats): key is CountKey {
  return key !== 'suggestions';
}

/**
 * One tile per page: its count from GET /api/stats (a skeleton while it loads, nothing when
 * it failed), except Suggestions, which never shows a number.
 */
export function StatTiles({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const { t } = useTranslation('dashboard');

  function value(key: keyof Stats) {
    if (!isCount(key)) {
      return (
        <span className="inline-flex items-center gap-1.5 text-lg font-semibold text-primary">
          {t('home.stats.discover')}
          <ArrowRight
            aria-hidden="true"
            className="size-5 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      );
    }
    if (loading) return <Skeleton className="h-9 w-14" />;
    if (!stats) {
      return <ArrowRight aria-hidden="true" className="size-6 text-fg-muted" />;
    }
    return (
      <span className="font-display text-4xl/none font-semibold text-fg tabular-nums">
        {countFormat.format(stats[key])}
      </span>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading}>
      {TILES.map(({ key, to, icon: Icon, tone }) => (
        <li key={key}>
          <Link
            to={to}
            className="group flex h-full min-h-36 flex-col justify-between gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
          >
            <span className={`grid size-10 place-items-center rounded-xl ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col gap-1.5">
              <span className="flex h-10 items-end" data-testid={`stat-${key}`}>
                {value(key)}
              </span>
              <span className="text-sm font-medium text-fg-muted">{t(`home.stats.${key}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
