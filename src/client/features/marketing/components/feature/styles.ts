// Tailwind classes of the public pages' links styled as buttons (the app's ButtonLink uses
// React Router, which the prerendered pages do not load). Same look as components/ui/button.
const BUTTON =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full px-5 py-2.5 ' +
  'text-base font-semibold whitespace-nowrap transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0';

export const primaryLink = `${BUTTON} bg-primary text-on-primary shadow-sm hover:bg-primary-hover`;

export const secondaryLink = `${BUTTON} border border-border bg-surface-raised text-fg shadow-sm hover:bg-surface-sunken`;

/** The width and side padding of every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** A section's h2. */
export const sectionTitle =
  'font-display text-2xl font-semibold tracking-tight text-fg sm:text-3xl';
