import { PRODUCT_NAME } from '../../shared/constants';

/** The Popote mark: a steaming pot on a tomato disc (the same drawing as the favicon). */
export function PopoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <circle cx="32" cy="32" r="32" className="fill-tomato-600" />
      <g className="fill-cream-100 stroke-cream-100">
        <path
          d="M20 24c-1.5-3 1.5-5 0-8M32 22c-1.5-3 1.5-5 0-8M44 24c-1.5-3 1.5-5 0-8"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="12" y="28" width="40" height="6" rx="3" stroke="none" />
        <path d="M16 34h32v8a9 9 0 0 1-9 9H25a9 9 0 0 1-9-9z" stroke="none" />
      </g>
    </svg>
  );
}

/** The mark and the product name. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span
      className={`flex items-center gap-2.5 font-display text-xl font-semibold text-fg ${className ?? ''}`}
    >
      <PopoteMark className="size-9 shrink-0" />
      {PRODUCT_NAME}
    </span>
  );
}
