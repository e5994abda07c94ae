import { useTranslation } from 'react-i18next';
import { Refrigerator } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../../shared/routes';

/** Says the suggestions come from the fridge (an expiry alert opened them), and the way back. */
export function FridgeModeBanner({ prioritized }: { prioritized: boolean }) {
  const { t: text } = useTranslation('recipes');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Refrigerator aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="text-sm/6 text-pretty text-fg">
          <strong className="block font-semibold">{text('fridgeTitle')}</strong>
          {text(prioritized ? 'fridgePriority' : 'fridgeAll')}
        </p>
      </div>
      <Link
        to={PATHS.dashboardFeed}
        className="self-start text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover sm:self-center"
      >
        {text('fridgeLeave')}
      </Link>
    </div>
  );
}
