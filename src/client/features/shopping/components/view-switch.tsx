import { useTranslation } from 'react-i18next';
import { useId } from 'react';

export const SHOPPING_VIEWS = ['recipe', 'aisle', 'all'] as const;
export type ShoppingView = (typeof SHOPPING_VIEWS)[number];

const LABELS = { recipe: 'byRecipe', aisle: 'byAisle', all: 'allItems' } as const;

/** « Par recette » (the specification's grouping), « Par rayon », « Tous les articles ». */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ShoppingView;
  onChange: (view: ShoppingView) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const name = useId();
  return (
    <fieldset className="flex min-h-12 rounded-full border border-border bg-surface-sunken p-1">
      <legend className="sr-only">{text('view')}</legend>
      {SHOPPING_VIEWS.map((value) => (
        <label
          key={value}
          className="flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-full px-3 text-center text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors has-checked:bg-surface-raised has-checked:text-fg has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={view === value}
            onChange={() => onChange(value)}
            className="sr-only"
          />
          {text(LABELS[value])}
        </label>
      ))}
    </fieldset>
  );
}
