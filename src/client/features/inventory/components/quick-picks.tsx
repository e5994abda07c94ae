import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { InventoryLocation } from '../../../../shared/constants';
import type { InventoryItemInput } from '../../../../shared/inventory';
import { localIsoDate, QUICK_PICKS, quickPickItem } from '../lib/quick-picks';

/** An empty fridge or pantry: common items, each added with one tap. */
export function QuickPicks({
  location,
  onPick,
  pending,
  error,
}: {
  location: InventoryLocation;
  onPick: (item: InventoryItemInput) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t: text } = useTranslation('inventory');
  return (
    <section aria-labelledby="quick-picks-title" className="flex flex-col gap-2">
      <h2 id="quick-picks-title" className="font-semibold text-fg">
        {text('quickPicks')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {QUICK_PICKS[location].map((pick) => (
          <li key={pick.name}>
            <button
              type="button"
              aria-label={text('quickPick', { name: pick.name })}
              disabled={pending}
              onClick={() => onPick(quickPickItem(pick, location, localIsoDate()))}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface-raised px-4 text-sm font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <Plus aria-hidden="true" className="size-4" />
              {pick.name}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
