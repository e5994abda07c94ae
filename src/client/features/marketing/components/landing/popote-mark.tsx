/** Popote's logo mark (the steaming pot of /favicon.svg), drawn inline: decorative. */
export function PopoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="32" cy="32" r="32" fill="#b83f24" />
      <path
        d="M20 24c-1.5-3 1.5-5 0-8M32 22c-1.5-3 1.5-5 0-8M44 24c-1.5-3 1.5-5 0-8"
        fill="none"
        stroke="#fbf6ee"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="12" y="28" width="40" height="6" rx="3" fill="#fbf6ee" />
      <path d="M16 34h32v8a9 9 0 0 1-9 9H25a9 9 0 0 1-9-9z" fill="#fbf6ee" />
    </svg>
  );
}
