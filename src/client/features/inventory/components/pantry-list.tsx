import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { InventoryItem } from '../lib/inventory';

/** Soonest expiry first (no date last), then by name. */
export function sortPantry(items: readonly InventoryItem[]): InventoryItem[] {
  return [...items].sort((left, right) => {
    if (left.expirationDate !== right.expirationDate) {
      if (!left.expirationDate) return 1;
      if (!right.expirationDate) return -1;
      return left.expirationDate < right.expirationDate ? -1 : 1;
    }
    return left.name.localeCompare(right.name, 'fr');
  });
}

/** « Placard »: a plain list, no shelves. */
export function PantryList({
  items,
  children,
}: {
  items: readonly InventoryItem[];
  children: (item: InventoryItem) => ReactNode;
}) {
  const { t: text } = useTranslation('inventory');
  return (
    <ul
      aria-label={text('pantryList')}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface-sunken p-3 sm:p-4"
    >
      {sortPantry(items).map(children)}
    </ul>
  );
}
