import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'icon' | 'text';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
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

// 44 px minimum: comfortable touch targets on a phone.
const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  icon: 'size-11',
  /** As tall as the others (44 px), no padding around its text: for the `link` variant. */
  text: 'min-h-11 text-sm',
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
