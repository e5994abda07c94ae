import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'icon' | 'text' | 'tile';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const BASE =
  'inline-flex shrink-0 items-center justify-center font-semibold ' +
  'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 ' +
  '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover',
  secondary: 'border border-border bg-surface-raised text-fg shadow-sm hover:bg-surface-sunken',
  ghost: 'text-fg hover:bg-surface-sunken',
  // An action written as a link (« Changer d'email »): text, but a thumb's height to tap.
  link: 'rounded-md text-primary underline underline-offset-2 hover:text-primary-hover',
};

// 44 px minimum: comfortable touch targets on a phone. Gap, corners and wrapping are the size's,
// so that a tile's can differ (utilities of one property do not override each other by class order).
const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 gap-2 rounded-full px-5 py-2.5 text-base whitespace-nowrap',
  icon: 'size-11 gap-2 rounded-full whitespace-nowrap',
  /** As tall as the others (44 px), no padding around its text: for the `link` variant. */
  text: 'min-h-11 gap-2 rounded-full text-sm whitespace-nowrap',
  /**
   * On a phone, a secondary action as a tile of a two-column grid (icon above its label, which
   * may wrap); from `sm` up, a button like `md`.
   */
  tile:
    'min-h-16 flex-col gap-1 rounded-2xl px-2 py-2 text-center text-sm leading-tight ' +
    'whitespace-normal sm:min-h-11 sm:flex-row sm:gap-2 sm:rounded-full sm:px-5 sm:py-2.5 ' +
    'sm:text-base sm:whitespace-nowrap',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleProps = {}) {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A router link that looks like a {@link Button}. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
