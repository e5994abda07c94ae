import { useTranslation } from 'react-i18next';
import { CircleAlert, Clock } from 'lucide-react';
import { quantityLabel, urgentItems, type InventoryItem, type Urgency } from '../lib/inventory';

// Red for expired, amber for soon: ink on soft tints that meet WCAG AA in both themes
// (src/client/styles/index.css, checked by tokens-contrast.test.ts).
const BADGE: Record<Urgency, string> = {
  expired: 'border-danger/40 bg-danger-soft text-danger',
  today: 'border-warning/50 bg-warning-soft text-warning-ink',
  tomorrow: 'border-warning/50 bg-warning-soft text-warning-ink',
  inTwoDays: 'border-warning/50 bg-warning-soft text-warning-ink',
};

/**
 * « À consommer en premier »: what expired or expires within two days, from every shelf, most
 * urgent first, each with its badge. Nothing urgent, nothing shown.
 */
export function EatFirstStrip({ items, today }: { items: readonly InventoryItem[]; today?: Date }) {
  const { t: text } = useTranslation('inventory');
  const urgent = urgentItems(items, today);
  if (urgent.length === 0) return null;
  return (
    <section
      aria-labelledby="eat-first-title"
      className="rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
    >
      <h2 id="eat-first-title" className="font-display text-xl font-semibold text-fg">
        {text('eatFirst')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {urgent.map(({ item, urgency }) => {
          const Icon = urgency === 'expired' ? CircleAlert : Clock;
          return (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface px-3 py-2"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold text-fg">{item.name}</p>
                <p className="text-sm text-fg-muted">{quantityLabel(item)}</p>
              </div>
              <span
                className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-1 text-sm font-semibold ${BADGE[urgency]}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {text(`urgency.${urgency}`)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
