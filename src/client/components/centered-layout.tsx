import { ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';
import { ThemeToggle } from './theme-toggle';

/** A simple page frame: brand and theme toggle on top, content centred below. */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-3 sm:px-6">
        <span className="flex items-center gap-2 font-display text-xl font-semibold text-fg">
          <ChefHat className="size-6 text-primary" />
          {PRODUCT_NAME}
        </span>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-5 pt-4 pb-16 sm:px-6">
        {children}
      </main>
    </div>
  );
}
