import type { ReactNode } from 'react';
import type { LanguageCode } from '../../lib/i18n';

// Drawn rather than the flag emoji of LANGUAGES, which Windows and many Linux systems show
// as two letters or empty boxes.
const FLAGS: Record<LanguageCode, ReactNode> = {
  fr: (
    <>
      <rect width="1" height="2" fill="#002395" />
      <rect x="1" width="1" height="2" fill="#ffffff" />
      <rect x="2" width="1" height="2" fill="#ed2939" />
    </>
  ),
};

/** A language's flag, 3:2, as an image that needs no emoji font. */
export function FlagIcon({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 3 2"
      aria-hidden="true"
      data-flag={code}
      preserveAspectRatio="none"
      className={`h-3.5! w-5! shrink-0 rounded-[3px] ring-1 ring-border ${className ?? ''}`}
    >
      {FLAGS[code]}
    </svg>
  );
}
