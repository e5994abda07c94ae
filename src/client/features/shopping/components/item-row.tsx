import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { itemLine } from '../lib/shopping';
import { LineText } from './line-text';
import type { ShoppingItem } from '../lib/shopping';

/** One row of the list as it was added (« Par recette » and « Tous les articles »). */
export function ItemRow({
  item,
  onToggle,
  onDelete,
}: {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const id = useId();
  // The box follows the click at once, before the list's optimistic update reaches this row;
  // as soon as the row itself changes (ticked, or put back after a failure), the row decides.
  const [clicked, setClicked] = useState<{ from: boolean; to: boolean } | null>(null);
  if (clicked && clicked.from !== item.checked) setClicked(null);
  const checked = clicked ? clicked.to : item.checked;
  return (
    <li className="flex items-center gap-3 rounded-2xl px-2 py-1 hover:bg-surface-sunken">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={() => {
          setClicked({ from: item.checked, to: !item.checked });
          onToggle(item);
        }}
        className="size-5 shrink-0 accent-primary"
      />
      <label
        htmlFor={id}
        className={`min-h-11 flex-1 content-center text-base ${checked ? 'text-fg-muted line-through' : 'text-fg'}`}
      >
        <LineText line={itemLine(item)} />
      </label>
      <Button
        variant="ghost"
        size="icon"
        aria-label={text('deleteItem', { name: item.name })}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
