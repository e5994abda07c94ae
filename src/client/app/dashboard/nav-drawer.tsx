import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { SidebarNav } from './sidebar-nav';

/**
 * The sidebar as a modal drawer, under 1024 px: focus kept inside, Escape, the close button
 * or a tap on the overlay closes it, and so does choosing an entry.
 */
export function NavDrawer({
  onClose,
  returnFocusRef,
}: {
  onClose: () => void;
  /** The menu button, which gets the focus back. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('dashboard');
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, returnFocusRef);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under the finger.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden print:hidden">
      <div
        data-testid="drawer-overlay"
        aria-hidden="true"
        className="absolute inset-0 bg-charcoal-950/50 transition-opacity duration-200 starting:opacity-0"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menuTitle')}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-surface-raised shadow-xl outline-none transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 pr-2 pl-5">
          <BrandLogo />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shell.closeMenu')}
            title={t('shell.closeMenu')}
            onClick={onClose}
          >
            <X />
          </Button>
        </div>
        <SidebarNav onNavigate={onClose} />
      </div>
    </div>
  );
}
