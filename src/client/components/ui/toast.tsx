import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';

/** A success message stays 3 s (specification, section 9). */
export const TOAST_MS = 3000;
/**
 * A message that offers an action stays longer: 3 s is too short to read it, decide and reach
 * the button (by touch, keyboard or screen reader: WCAG 2.2.1, timing adjustable), and it does
 * not go away while the pointer or the focus is on it.
 */
export const ACTION_TOAST_MS = 10_000;
/**
 * « Annuler » after a delete: a toast of its own kind, 5 s (issue 24). The server keeps the
 * deleted rows far longer (decision 0027), so an undo waiting in the outbox still finds them.
 * Like the others, it waits while pointed or focused.
 */
export const UNDO_TOAST_MS = 5000;

type ToastKind = 'success' | 'action' | 'undo';

const DURATION: Record<ToastKind, number> = {
  success: TOAST_MS,
  action: ACTION_TOAST_MS,
  undo: UNDO_TOAST_MS,
};

export interface ToastAction {
  label: string;
  onAction: () => void;
}

interface ToastState {
  message: string;
  action: ToastAction | null;
  kind: ToastKind;
}

/** One toast at a time: `show` replaces the current one; it goes away by itself. */
export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => setToast(null), DURATION[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, held]);

  const show = useCallback((message: string, action: ToastAction | null = null) => {
    // The new toast was not hovered or focused yet (the old one may have left under the pointer).
    setHeld(false);
    setToast({ message, action, kind: action ? 'action' : 'success' });
  }, []);
  /** « Supprimé » with « Annuler » (its label, `undo.label`), for 5 s. */
  const showUndo = useCallback((message: string, undo: ToastAction) => {
    setHeld(false);
    const action = {
      label: undo.label,
      onAction: () => {
        setToast(null);
        undo.onAction();
      },
    };
    setToast({ message, action, kind: 'undo' });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  return {
    show,
    showUndo,
    dismiss,
    props: {
      message: toast?.message ?? null,
      action: toast?.action ?? null,
      onHoldChange: setHeld,
    },
  };
}

/**
 * A short success message at the bottom of the screen, with an optional action button. The
 * live region is always there, so screen readers announce each message as it appears.
 */
export function Toast({
  message,
  action = null,
  onHoldChange,
}: {
  message: string | null;
  action?: ToastAction | null;
  /** Whether the pointer or the focus is on the toast: its timer waits meanwhile. */
  onHoldChange?: (held: boolean) => void;
}) {
  const hovered = useRef(false);
  const focused = useRef(false);
  // Where the focus was before it came to the action: it goes back there once the button is gone.
  const cameFrom = useRef<HTMLElement | null>(null);
  const report = () => onHoldChange?.(hovered.current || focused.current);

  const onFocus = (event: FocusEvent) => {
    if (!focused.current && event.relatedTarget instanceof HTMLElement) {
      cameFrom.current = event.relatedTarget;
    }
    focused.current = true;
    report();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    report();
  };

  const act = (chosen: ToastAction) => {
    const back = cameFrom.current;
    hovered.current = false;
    focused.current = false;
    chosen.onAction();
    if (back?.isConnected) back.focus();
  };

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--tab-bar-space)+var(--floating-space)+1rem)] z-40 flex justify-center px-4 print:hidden"
    >
      {message && (
        <div
          className={`flex max-w-md items-center gap-2 rounded-full bg-fg text-sm font-semibold text-surface shadow-lg motion-safe:animate-[appear_150ms_ease-out] ${action ? 'pointer-events-auto py-1.5 pr-1.5 pl-5' : 'px-5 py-3'}`}
          onMouseEnter={() => {
            hovered.current = true;
            report();
          }}
          onMouseLeave={() => {
            hovered.current = false;
            report();
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <CircleCheck
            aria-hidden="true"
            className="size-5 shrink-0 text-herb-300 dark:text-herb-600"
          />
          <p>{message}</p>
          {action && (
            <button
              type="button"
              onClick={() => act(action)}
              className="min-h-11 shrink-0 rounded-full px-4 font-bold text-tomato-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-surface dark:text-tomato-700"
            >
              {action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
