import { useId } from 'react';
import type { ReactNode } from 'react';

/** One section of the settings page: a card with an icon, a title and a short line. */
export function SettingsCard({
  id,
  icon,
  title,
  description,
  children,
}: {
  id?: string;
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8 sm:py-7"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-5"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-semibold text-fg">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-pretty text-fg-muted">{description}</p>}
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** A titled part of a card (e.g. « Changer d’email » in « Compte »). */
export function SettingsBlock({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {title}
        </h3>
        {description && <p className="mt-1 text-sm text-pretty text-fg-muted">{description}</p>}
      </div>
      {children}
    </div>
  );
}
