// Shared classes of the landing sections (plain strings: the page stays free of router code).

/** The centred column every section lays its content in. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** Vertical rhythm of a section. */
export const SECTION = 'py-16 sm:py-20 lg:py-28';

const LINK_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base ' +
  'font-semibold transition-colors duration-150 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0';

/** A link that looks like the app's primary button. */
export const PRIMARY_LINK = `${LINK_BUTTON} bg-primary text-on-primary shadow-sm hover:bg-primary-hover`;

/** A link that looks like the app's secondary button. */
export const SECONDARY_LINK = `${LINK_BUTTON} border border-border bg-surface-raised text-fg shadow-sm hover:bg-surface-sunken`;
