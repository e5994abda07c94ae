import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState } from 'react';
import type { Aisle } from '../../../../shared/food/types';
import { Button } from '../../../components/ui/button';

/** `order` with the aisle at `from` put at `to`. */
export function moveAisle(order: readonly Aisle[], from: number, to: number): Aisle[] {
  if (to < 0 || to >= order.length || from === to) return [...order];
  const next = [...order];
  const [aisle] = next.splice(from, 1);
  next.splice(to, 0, aisle!);
  return next;
}

/**
 * A shop's aisles in walking order: dragged with the mouse, or moved with the arrows (keyboard,
 * screen reader, phone). Each move is saved at once (`onChange`).
 */
export function AisleOrderEditor({
  labelId,
  order,
  disabled,
  onChange,
}: {
  /** The heading that names the list (« Ordre des rayons à Coop »). */
  labelId: string;
  order: readonly Aisle[];
  disabled: boolean;
  onChange: (order: Aisle[]) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(moveAisle(order, from, to));
  return (
    <ol aria-labelledby={labelId} className="flex flex-col gap-1">
      {order.map((aisle, index) => {
        const name = text(`aisles.${aisle}`);
        return (
          <li
            key={aisle}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`flex items-center gap-2 rounded-xl bg-surface-sunken py-1 pr-1 pl-2 ${
              dragged === index ? 'opacity-60' : ''
            }`}
          >
            <GripVertical
              aria-hidden="true"
              className="size-5 shrink-0 cursor-grab text-fg-muted"
            />
            <span className="w-6 shrink-0 text-sm text-fg-muted tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1 text-base text-fg">{name}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={text('shops.moveUp', { aisle: name })}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={text('shops.moveDown', { aisle: name })}
              disabled={disabled || index === order.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
