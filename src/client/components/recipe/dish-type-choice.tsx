import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef } from 'react';
import type { DishType } from '../../../shared/constants';
import { DishIcon } from '../dish-icon';

/** The six dish types in the order of the specification's suggestions screen. */
export const SUGGESTION_TYPES: readonly DishType[] = [
  'boisson',
  'entrée',
  'plat',
  'dessert',
  'amuse-bouche',
  'apéro',
];

/** The first step of a suggestion: six large buttons, one per dish type, with its icon. */
export function DishTypeChoice({
  onChoose,
  headingLevel = 2,
  focusHeading = false,
  compact = false,
}: {
  onChoose: (type: DishType) => void;
  headingLevel?: 2 | 3;
  /** Move the focus to the question (when the user came back to it with « Changer de type »). */
  focusHeading?: boolean;
  /** Two columns at every width (inside a dialog). */
  compact?: boolean;
}) {
  const { t: text } = useTranslation('recipe');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-fg focus:outline-none"
      >
        {text('chooseType')}
      </Heading>
      <ul className={`grid grid-cols-2 gap-3 ${compact ? '' : 'sm:grid-cols-3'}`}>
        {SUGGESTION_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onChoose(type)}
              className="flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-2xl border border-border bg-surface-raised px-3 py-4 text-center text-base font-semibold text-fg shadow-xs transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-28"
            >
              <DishIcon type={type} />
              {text(`types.${type}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
