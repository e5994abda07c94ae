/** A surprised little pot whose lid has flown off: decorative, hidden from screen readers. */
export function LostPotIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 170" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="96" r="70" className="fill-primary-soft" />
      <g
        className="stroke-fg-muted"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.55"
      >
        <path d="M70 64c-7-8 7-13 0-22" />
        <path d="M92 60c-7-9 7-14 0-24" />
      </g>
      <text x="104" y="58" className="fill-primary font-display" fontSize="30" fontWeight="700">
        ?
      </text>
      <g transform="rotate(18 158 42)">
        <path d="M132 50c4-14 48-14 52 0z" className="fill-primary-hover" />
        <circle cx="158" cy="35" r="5" className="fill-primary-hover" />
      </g>
      <rect x="36" y="86" width="18" height="10" rx="5" className="fill-primary-hover" />
      <rect x="146" y="86" width="18" height="10" rx="5" className="fill-primary-hover" />
      <path d="M50 80h100v36a22 22 0 0 1-22 22H72a22 22 0 0 1-22-22z" className="fill-primary" />
      <rect x="44" y="72" width="112" height="12" rx="6" className="fill-primary-hover" />
      <g className="fill-surface-raised">
        <circle cx="84" cy="104" r="5" />
        <circle cx="116" cy="104" r="5" />
        <ellipse cx="100" cy="121" rx="6" ry="7" />
      </g>
      <ellipse cx="100" cy="150" rx="46" ry="5" className="fill-fg" opacity="0.08" />
    </svg>
  );
}
