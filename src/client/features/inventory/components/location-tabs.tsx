import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { INVENTORY_LOCATIONS } from '../../../../shared/constants';
import type { InventoryLocation } from '../../../../shared/constants';

export const tabId = (location: InventoryLocation) => `inventory-tab-${location}`;
export const panelId = (location: InventoryLocation) => `inventory-panel-${location}`;

/**
 * « Frigo » | « Placard »: an ARIA tablist (arrow keys, Début/Fin move and select), the chosen
 * panel below it.
 */
export function LocationTabs({
  value,
  onChange,
  children,
}: {
  value: InventoryLocation;
  onChange: (value: InventoryLocation) => void;
  children: ReactNode;
}) {
  const { t: text } = useTranslation('inventory');
  const refs = useRef<Partial<Record<InventoryLocation, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = INVENTORY_LOCATIONS.indexOf(value);
    const last = INVENTORY_LOCATIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % INVENTORY_LOCATIONS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % INVENTORY_LOCATIONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const location = INVENTORY_LOCATIONS[next] ?? value;
    onChange(location);
    refs.current[location]?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={text('locationTabs')}
        className="flex gap-1 self-start rounded-full border border-border bg-surface-sunken p-1"
      >
        {INVENTORY_LOCATIONS.map((location) => {
          const selected = location === value;
          return (
            <button
              key={location}
              ref={(node) => {
                refs.current[location] = node;
              }}
              type="button"
              role="tab"
              id={tabId(location)}
              aria-selected={selected}
              aria-controls={panelId(location)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(location)}
              onKeyDown={move}
              className={`min-h-11 min-w-24 rounded-full px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
                selected ? 'bg-primary text-on-primary' : 'text-fg hover:bg-surface-raised'
              }`}
            >
              {text(`locations.${location}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        className="flex flex-col gap-5"
      >
        {children}
      </div>
    </div>
  );
}
