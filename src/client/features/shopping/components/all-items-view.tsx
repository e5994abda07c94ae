import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../../shared/food/types';
import { mergeLines } from '../lib/aisles';
import type { SumLine } from '../lib/aisles';
import type { ShoppingItem } from '../lib/shopping';
import type { Shop } from '../api/shops';
import { SumLineRow } from './sum-line-row';

/**
 * « Tous les articles »: one line per food, its quantities added up across recipes, the plan and
 * what was typed by hand (decision 0022), in alphabetical order; a line ticks and deletes its rows.
 */
export function AllItemsView({
  items,
  onToggle,
  onMove,
  onDelete,
  shops,
  onMark,
}: {
  items: ShoppingItem[];
  onToggle: (line: SumLine) => void;
  onMove: (line: SumLine, aisle: Aisle) => void;
  onDelete: (line: SumLine) => void;
  shops: readonly Shop[];
  onMark: (line: SumLine, shopId: string | null) => void;
}) {
  const { t: text } = useTranslation('shopping');
  return (
    <section
      aria-label={text('allItems')}
      className="rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
    >
      <h2 className="mb-2 font-display text-lg font-semibold text-fg">{text('allItems')}</h2>
      <ul className="flex flex-col">
        {mergeLines(items).map((line) => (
          <SumLineRow
            key={line.key}
            line={line}
            aisle={line.rows[0]!.aisle}
            focusOnMount={false}
            onToggle={onToggle}
            onMove={onMove}
            onDelete={onDelete}
            shops={shops}
            onMark={onMark}
          />
        ))}
      </ul>
    </section>
  );
}
