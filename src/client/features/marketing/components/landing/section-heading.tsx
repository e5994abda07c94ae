interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
}

/** A section's small label, h2 and optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-fg-muted">{intro}</p> : null}
    </div>
  );
}
