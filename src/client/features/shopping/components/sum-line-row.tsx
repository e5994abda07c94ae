import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, Store, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { AISLES } from '../../../../shared/food/types';
import type { Aisle } from '../../../../shared/food/types';
import { Button } from '../../../components/ui/button';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { lineState, sumLineParts } from '../lib/aisles';
import { LineText } from './line-text';
import type { SumLine } from '../lib/aisles';
import type { Shop } from '../api/shops';

/** The shop every row of the line is marked for, if they agree on one. */
export function lineShopId(line: SumLine): string | null {
  const [first] = line.rows;
  const shopId = first?.shopId ?? null;
  return line.rows.every((row) => (row.shopId ?? null) === shopId) ? shopId : null;
}

/** Where the line's rows come from: its recipes, then « Ajouté à la main »; then its shop. */
function useSources(line: SumLine, shops: readonly Shop[]): string {
  const { t: text } = useTranslation('shopping');
  const recipes = line.rows.flatMap((row) => (row.recipeTitle ? [row.recipeTitle] : []));
  const manual = line.rows.some((row) => !row.recipeTitle) ? [text('manualSource')] : [];
  const shop = shops.find((entry) => entry.id === lineShopId(line));
  return [...new Set(recipes)]
    .sort((a, b) => a.localeCompare(b, 'fr'))
    .concat(manual)
    .concat(shop ? [text('shops.markedFor', { shop: shop.name })] : [])
    .join(' · ');
}

/**
 * One summed line (« Par rayon », « Tous les articles »): its checkbox checks every row behind
 * it; it can change aisle; where it is given `onDelete`, it deletes its rows.
 */
export function SumLineRow({
  line,
  aisle,
  focusOnMount,
  onToggle,
  onMove,
  onDelete,
  shops = [],
  onMark,
}: {
  line: SumLine;
  aisle: Aisle;
  /** The line just arrived from another aisle: the focus follows it. */
  focusOnMount: boolean;
  onToggle: (line: SumLine) => void;
  onMove: (line: SumLine, aisle: Aisle) => void;
  onDelete?: (line: SumLine) => void;
  /** The household's shops: the line can be marked for one (« au marché »). */
  shops?: readonly Shop[];
  onMark?: (line: SumLine, shopId: string | null) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const state = lineState(line);
  const label = sumLineParts(line);
  const sources = useSources(line, shops);
  const shopId = lineShopId(line);

  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  useEffect(() => {
    if (focusOnMount) box.current?.focus();
  }, [focusOnMount]);

  return (
    <li className="flex items-center gap-3 rounded-2xl px-2 py-1 hover:bg-surface-sunken">
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={state === true}
        aria-describedby={`${id}-sources`}
        onChange={() => onToggle(line)}
        className="size-5 shrink-0 accent-primary"
      />
      <div className="flex min-h-11 min-w-0 flex-1 flex-col justify-center">
        <label
          htmlFor={id}
          className={`text-base ${state === true ? 'text-fg-muted line-through' : 'text-fg'}`}
        >
          <LineText line={label} />
        </label>
        <span id={`${id}-sources`} className="truncate text-sm text-fg-muted">
          {sources}
        </span>
      </div>
      <DropdownMenu
        label={text('moveItem', { name: line.name })}
        buttonContent={<ArrowLeftRight aria-hidden="true" className="size-5" />}
        buttonClassName="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        items={AISLES.map((choice) => ({
          id: choice,
          label: text(`aisles.${choice}`),
          checked: choice === aisle,
          onSelect: () => {
            if (choice !== aisle) onMove(line, choice);
          },
        }))}
      />
      {onMark && shops.length > 0 && (
        <DropdownMenu
          label={text('shops.markFor', { name: line.name })}
          buttonContent={<Store aria-hidden="true" className="size-5" />}
          buttonClassName="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          items={[
            {
              id: 'anywhere',
              label: text('shops.anyShop'),
              checked: shopId === null,
              onSelect: () => {
                if (shopId !== null) onMark(line, null);
              },
            },
            ...shops.map((shop) => ({
              id: shop.id,
              label: shop.name,
              checked: shop.id === shopId,
              onSelect: () => {
                if (shop.id !== shopId) onMark(line, shop.id);
              },
            })),
          ]}
        />
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={text('deleteItem', { name: line.name })}
          onClick={() => onDelete(line)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
