import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap';

const SIZES = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-2xl lg:max-w-4xl' } as const;

/**
 * An accessible modal dialog: the rest of the page is inert while it is open, the focus
 * starts on its first field and stays inside, Escape closes it, and the focus then goes
 * back to the button that opened it.
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  size = 'md',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** `lg` for a dialog that edits a list (the planning's shopping preview); `xl`: the recipe view. */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const hidden = [...document.body.children].filter(
      (element) => element !== hostRef.current && !element.hasAttribute('inert'),
    );
    for (const element of hidden) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      // Under another dialog (the recipe view over « Générer une recette »): that one closes.
      if (event.key !== 'Escape' || hostRef.current?.hasAttribute('inert')) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of hidden) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, []);
  // After the effect above, so on closing the page is no longer inert when it gets the focus back.
  useFocusTrap(panelRef);

  return createPortal(
    <div
      ref={hostRef}
      className="fixed inset-0 z-50 flex items-end justify-center bg-charcoal-950/60 p-3 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`max-h-[calc(100dvh-1.5rem)] w-full ${SIZES[size]} overflow-y-auto rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-xl focus:outline-none sm:px-7`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
