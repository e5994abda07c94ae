import { CalendarPlus, CircleAlert, Clock, ChefHat, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeNextMeal, HomeUrgency } from '../../../../shared/home';
import { formatFridgeQuantity } from '../../../../shared/format';
import { PATHS } from '../../../../shared/routes';
import { momentOf } from '../../../../shared/moments';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { HomeToday } from '../api/get-home';

const weekday = new Intl.DateTimeFormat('fr', { weekday: 'long', timeZone: 'UTC' });

/** « Ce midi », « Ce soir », « Demain midi », « Samedi soir ». */
function useMomentTitle() {
  const { t } = useTranslation('dashboard');
  return (meal: HomeNextMeal) => {
    const part = momentOf(meal.time) === 'lunch' ? 'Lunch' : 'Dinner';
    if (meal.day !== 'later') return t(`home.nextMeal.moment.${meal.day}${part}`);
    const day = weekday.format(new Date(`${meal.date}T12:00:00Z`));
    return t(`home.nextMeal.moment.later${part}`, {
      day: day.charAt(0).toUpperCase() + day.slice(1),
    });
  };
}

const card =
  'flex flex-col gap-3 rounded-3xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6';

function NextMealCard({ meal, tableSize }: { meal: HomeNextMeal | null; tableSize: number }) {
  const { t } = useTranslation('dashboard');
  const title = useMomentTitle();
  if (!meal) {
    return (
      <section aria-labelledby="home-next-meal" className={card}>
        <h3 id="home-next-meal" className="font-display text-lg font-semibold text-fg">
          {t('home.nextMeal.emptyTitle')}
        </h3>
        <p className="text-fg-muted">{t('home.nextMeal.empty')}</p>
        <ButtonLink to={PATHS.dashboardPlanning} variant="secondary" className="self-start">
          <CalendarPlus />
          {t('home.nextMeal.plan')}
        </ButtonLink>
      </section>
    );
  }
  const eaters = meal.eaters
    ? meal.eaters.length > 0
      ? t('home.nextMeal.for', {
          names: new Intl.ListFormat('fr', { type: 'conjunction' }).format(meal.eaters),
        })
      : null
    : tableSize > 1
      ? t('home.nextMeal.forEveryone')
      : null;
  return (
    <section aria-labelledby="home-next-meal" className={card}>
      <h3
        id="home-next-meal"
        className="text-sm font-semibold tracking-wide text-primary uppercase"
      >
        {title(meal)}
      </h3>
      <p className="font-display text-2xl font-semibold text-balance text-fg">
        {meal.title}
        <span className="font-sans text-lg font-normal text-fg-muted">
          {' · '}
          {meal.startAt
            ? t('home.nextMeal.startAt', { time: meal.startAt })
            : t('home.nextMeal.at', { time: meal.time })}
        </span>
      </p>
      {eaters && (
        <p className="flex items-center gap-2 text-fg-muted">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {eaters}
        </p>
      )}
      <Link
        to={PATHS.dashboardPlanning}
        className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t('home.nextMeal.open')}
      </Link>
    </section>
  );
}

const BADGE: Record<HomeUrgency, string> = {
  expired: 'border-danger/40 bg-danger-soft text-danger',
  today: 'border-warning/50 bg-warning-soft text-warning-ink',
  tomorrow: 'border-warning/50 bg-warning-soft text-warning-ink',
  inTwoDays: 'border-warning/50 bg-warning-soft text-warning-ink',
};

function EatSoonCard({ items }: { items: HomeToday['eatSoon'] }) {
  const { t } = useTranslation(['dashboard', 'inventory']);
  const cookWith = `${PATHS.dashboardFeed}?fridge=1&priority=${items.map(({ item }) => item.id).join(',')}`;
  return (
    <section aria-labelledby="home-eat-soon" className={card}>
      <h3 id="home-eat-soon" className="font-display text-lg font-semibold text-fg">
        {t('home.eatSoon.title')}
      </h3>
      {items.length === 0 ? (
        <p className="text-fg-muted">{t('home.eatSoon.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {items.map(({ item, urgency }) => {
              const Icon = urgency === 'expired' ? CircleAlert : Clock;
              return (
                <li key={item.id} className="flex items-center justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-fg">{item.name}</span>
                    <span className="block text-sm text-fg-muted">
                      {item.unit === 'unité'
                        ? formatFridgeQuantity(item.quantity)
                        : `${formatFridgeQuantity(item.quantity)}\u00a0${item.unit}`}
                    </span>
                  </span>
                  <span
                    className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-1 text-sm font-semibold ${BADGE[urgency]}`}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`inventory:urgency.${urgency}`)}
                  </span>
                </li>
              );
            })}
          </ul>
          <ButtonLink to={cookWith} variant="secondary" className="self-start">
            <ChefHat />
            {t('home.eatSoon.cook')}
          </ButtonLink>
        </>
      )}
    </section>
  );
}

/** « Aujourd’hui »: the next meal titled by its moment, and what the fridge asks to eat first. */
export function TodaySection({ today, loading }: { today?: HomeToday; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  if (!loading && !today) return null;
  return (
    <section aria-labelledby="home-today-title" aria-busy={loading}>
      <h2
        id="home-today-title"
        className="mb-4 font-display text-xl font-semibold text-fg sm:text-2xl"
      >
        {t('home.todayTitle')}
      </h2>
      {today ? (
        <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
          <NextMealCard meal={today.nextMeal} tableSize={today.tableSize} />
          <EatSoonCard items={today.eatSoon} />
        </div>
      ) : (
        <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
      )}
    </section>
  );
}
