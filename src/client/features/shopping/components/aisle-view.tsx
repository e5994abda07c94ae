import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../../shared/food/types';
import type { Shop } from '../api/shops';
import { groupByAisle, mergeLines } from '../lib/aisles';
import type { SumLine } from '../lib/aisles';
import type { ShoppingItem } from '../lib/shopping';
import { SumLineRow } from './sum-line-row';

/**
 * « Par rayon »: the aisles in walking order — Popote's, or the chosen shop's — the same food
 * added up across rows. In a shop, what is marked for another one comes last, by shop.
 */
export function AisleView({
  items,
  arrived,
  onToggle,
  onMove,
  shops,
  chosen,
  onMark,
}: {
  items: ShoppingItem[];
  /** The rows last moved, and where to: the focus follows them there. */
  arrived: { ids: ReadonlySet<string>; aisle: Aisle } | null;
  onToggle: (line: SumLine) => void;
  onMove: (line: SumLine, aisle: Aisle) => void;
  shops: readonly Shop[];
  /** The shop this device shops in. */
  chosen: Shop | null;
  onMark: (line: SumLine, shopId: string | null) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const elsewhere = chosen ? shops.filter((shop) => shop.id !== chosen.id) : [];
  const here = chosen
    ? items.filter((item) => !item.shopId || !elsewhere.some((shop) => shop.id === item.shopId))
    : items;
  const others = elsewhere.flatMap((shop) => {
    const rows = items.filter((item) => item.shopId === shop.id);
    return rows.length ? [{ shop, lines: mergeLines(rows) }] : [];
  });
  return [
    ...groupByAisle(here, chosen?.aisleOrder).map((group) => (
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
              shops={shops}
              onMark={onMark}
            />
          ))}
        </ul>
      </section>
    )),
    ...others.map(({ shop, lines }) => (
      <section
        key={shop.id}
        aria-label={text('shops.elsewhere', { shop: shop.name })}
        className="rounded-3xl border border-dashed border-border p-4"
      >
        <h2 className="mb-2 font-display text-lg font-semibold text-fg-muted">
          {text('shops.elsewhere', { shop: shop.name })}
        </h2>
        <ul className="flex flex-col">
          {lines.map((line) => (
            <SumLineRow
              key={line.key}
              line={line}
              aisle={line.rows[0]!.aisle}
              focusOnMount={false}
              onToggle={onToggle}
              onMove={onMove}
              shops={shops}
              onMark={onMark}
            />
          ))}
        </ul>
      </section>
    )),
  ];
}
