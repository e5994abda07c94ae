import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../../lib/use-dismiss';

export interface MenuEntry {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A page to open… */
  to?: string;
  /** …or something to do. */
  onSelect?: () => void;
  /** For a choice among options (a `menuitemradio`): whether it is the current one. */
  checked?: boolean;
  disabled?: boolean;
}

interface DropdownMenuProps {
  /** The accessible name of the button (its content may be only an image). */
  label: string;
  buttonContent: ReactNode;
  buttonClassName: string;
  /** Shown at the top of the menu, not an entry (e.g. who is signed in). */
  header?: ReactNode;
  items: MenuEntry[];
  /** The popup's width (Tailwind class); 16rem by default. */
  widthClassName?: string;
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium text-fg ' +
  'outline-none hover:bg-surface-sunken focus-visible:bg-surface-sunken focus-visible:outline-2 ' +
  'focus-visible:-outline-offset-2 focus-visible:outline-ring aria-disabled:opacity-50 ' +
  '[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-fg-muted';

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ↓ opens it on the first entry, ↑ on the
 * last; ↑ ↓ Home End move; Escape closes it and gives the focus back to the button; a click
 * outside closes it; choosing an entry closes it.
 */
export function DropdownMenu({
  label,
  buttonContent,
  buttonClassName,
  header,
  items,
  widthClassName = 'w-64',
}: DropdownMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  useDismiss(open, containerRef, (reason) => close(reason === 'escape'));

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // A link reacts to Enter only; a menu entry to Space as well.
      event.preventDefault();
      event.target.click();
    }
  }

  function choose(item: MenuEntry) {
    if (item.disabled) return;
    close(!item.to);
    item.onSelect?.();
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        className={buttonClassName}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open && (
        <div
          className={`absolute top-full right-0 z-40 mt-2 ${widthClassName} max-w-[calc(100vw-2rem)] origin-top-right rounded-2xl border border-border bg-surface-raised p-2 shadow-lg transition duration-150 starting:scale-95 starting:opacity-0`}
        >
          {header}
          <div
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            className="flex flex-col gap-0.5"
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => {
              const common = {
                ref: (element: HTMLElement | null) => {
                  itemRefs.current[index] = element;
                },
                role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
                'aria-checked': item.checked,
                'aria-disabled': item.disabled || undefined,
                tabIndex: -1,
                className: ITEM,
                onFocus: () => setFocusIndex(index),
              };
              const content = (
                <>
                  {item.icon}
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.checked && <Check aria-hidden="true" className="text-primary!" />}
                </>
              );
              return item.to ? (
                <Link key={item.id} to={item.to} {...common} onClick={() => choose(item)}>
                  {content}
                </Link>
              ) : (
                <button key={item.id} type="button" {...common} onClick={() => choose(item)}>
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
