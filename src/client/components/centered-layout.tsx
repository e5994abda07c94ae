import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { useHeaderActions } from './header-actions';
import { ThemeToggle } from './theme-toggle';

/**
 * A simple page frame: brand and theme toggle on top, content centred below. Header
 * controls come from `actions`, else from the nearest {@link HeaderActions}.
 */
export function CenteredLayout({
  children,
  actions,
  align = 'center',
}: {
  children: ReactNode;
  actions?: ReactNode;
  /** `top` keeps content whose height changes (e.g. a form's steps) from moving up and down. */
  align?: 'center' | 'top';
}) {
  const inherited = useHeaderActions();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <BrandLogo />
        <div className="flex items-center gap-1">
          {actions ?? inherited}
          <ThemeToggle />
        </div>
      </header>
      <main
        className={`flex flex-1 justify-center px-5 pt-4 pb-16 sm:px-6 ${
          align === 'top' ? 'items-start sm:pt-12' : 'items-center'
        }`}
      >
        {children}
      </main>
    </div>
  );
}
