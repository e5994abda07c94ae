import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { AISLES } from '../../../../shared/food/types';
import type { Aisle } from '../../../../shared/food/types';
import { Button } from '../../../components/ui/button';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { lineState, sumLineParts } from '../lib/aisles';
import { LineText } from './line-text';
import type { SumLine } from '../lib/aisles';

/** Where the line's rows come from: its recipes, then « Ajouté à la main ». */
function useSources(line: SumLine): string {
  const { t: text } = useTranslation('shopping');
  const recipes = line.rows.flatMap((row) => (row.recipeTitle ? [row.recipeTitle] : []));
  const manual = line.rows.some((row) => !row.recipeTitle) ? [text('manualSource')] : [];
  return [...new Set(recipes)]
    .sort((a, b) => a.localeCompare(b, 'fr'))
    .concat(manual)
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
}: {
  line: SumLine;
  aisle: Aisle;
  /** The line just arrived from another aisle: the focus follows it. */
  focusOnMount: boolean;
  onToggle: (line: SumLine) => void;
  onMove: (line: SumLine, aisle: Aisle) => void;
  onDelete?: (line: SumLine) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const state = lineState(line);
  const label = sumLineParts(line);
  const sources = useSources(line);

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
