import { CalendarFeedButton } from '../../features/calendar/components/calendar-feed-button';
import { PlanningPage } from '../../features/planning/pages/planning-page';

/** /dashboard/planning: the plan, with the calendar feed (« Agenda du téléphone ») among its actions. */
export function PlanningScreen() {
  return (
    <PlanningPage headerActions={<CalendarFeedButton size="tile" className="w-full sm:w-auto" />} />
  );
}

export { PlanningScreen as Component };
