import { useTranslation } from 'react-i18next';
import { ChefHat } from 'lucide-react';
import { useId } from 'react';

// A recipe, the fridge, a cooking question, a menu (issue 29): what the assistant answers.
const STARTERS = ['tonight', 'fridge', 'dessert', 'knowledge', 'menu'] as const;

/** An empty conversation: a word of welcome and requests to start with. */
export function StarterChips({
  onPick,
  disabled,
}: {
  onPick: (content: string) => void;
  disabled: boolean;
}) {
  const { t: text } = useTranslation('assistant');
  const titleId = useId();
  const chipsId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-4 py-6 text-center sm:py-10"
    >
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-3xl bg-primary-soft text-primary"
      >
        <ChefHat className="size-8" />
      </span>
      <h2 id={titleId} className="font-display text-2xl font-semibold text-balance text-fg">
        {text('emptyTitle')}
      </h2>
      <p className="max-w-xl text-pretty text-fg-muted">{text('emptyText')}</p>
      <p id={chipsId} className="sr-only">
        {text('startersLabel')}
      </p>
      <ul aria-labelledby={chipsId} className="flex flex-wrap justify-center gap-2">
        {STARTERS.map((key) => {
          const label = text(`starters.${key}`);
          return (
            <li key={key}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(label)}
                className="min-h-11 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-medium text-fg shadow-xs transition-colors hover:border-primary/50 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
