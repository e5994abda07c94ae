import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeToday } from '../api/get-home';
import { useStats } from '../api/get-stats';
import { FirstSteps } from '../components/first-steps';
import { QuickActions } from '../components/quick-actions';
import { StatTiles } from '../components/stat-tiles';
import { TodaySection } from '../components/today-section';
import { WelcomeBanner } from '../components/welcome-banner';

/**
 * /dashboard: the welcome banner, « Aujourd’hui » (the next meal, what to eat first), a new
 * household's first steps, the four counts and the four quick actions.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('home.title'));
  const { data: me } = useMe();
  const stats = useStats();
  const today = useHomeToday();

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <WelcomeBanner firstName={me?.user.firstName} />
      <FirstSteps steps={today.data?.firstSteps} />
      <TodaySection today={today.data} loading={today.isPending} />
      <section aria-labelledby="dashboard-stats-title">
        <h2
          id="dashboard-stats-title"
          className="mb-4 font-display text-xl font-semibold text-fg sm:text-2xl"
        >
          {t('home.statsTitle')}
        </h2>
        <StatTiles stats={stats.data} loading={stats.isPending} />
      </section>
      <section aria-labelledby="dashboard-actions-title">
        <h2
          id="dashboard-actions-title"
          className="mb-4 font-display text-xl font-semibold text-fg sm:text-2xl"
        >
          {t('home.quickActionsTitle')}
        </h2>
        <QuickActions />
      </section>
    </div>
  );
}

export { DashboardPage as Component };
