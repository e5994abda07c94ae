import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../../shared/food/types';
import { groupByAisle } from '../lib/aisles';
import type { SumLine } from '../lib/aisles';
import type { ShoppingItem } from '../lib/shopping';
import { SumLineRow } from './sum-line-row';

/** « Par rayon »: the aisles in walking order, the same food added up across rows. */
export function AisleView({
  items,
  arrived,
  onToggle,
  onMove,
}: {
  items: ShoppingItem[];
  /** The rows last moved, and where to: the focus follows them there. */
  arrived: { ids: ReadonlySet<string>; aisle: Aisle } | null;
  onToggle: (line: SumLine) => void;
  onMove: (line: SumLine, aisle: Aisle) => void;
}) {
  const { t: text } = useTranslation('shopping');
  return groupByAisle(items).map((group) => (
    <section
      key={group.aisle}
      aria-label={text(`aisles.${group.aisle}`)}
      className="rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
    >
      <h2 className="mb-2 font-display text-lg font-semibold text-fg">
        {text(`aisles.${group.aisle}`)}
      </h2>
      <ul className="flex flex-col">
        {group.lines.map((line) => (
          <SumLineRow
            key={line.key}
            line={line}
            aisle={group.aisle}
            focusOnMount={
              arrived?.aisle === group.aisle && line.rows.some((row) => arrived.ids.has(row.id))
            }
            onToggle={onToggle}
            onMove={onMove}
          />
        ))}
      </ul>
    </section>
  ));
}
