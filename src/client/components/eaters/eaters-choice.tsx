import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Baby, Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { Restriction } from '../../../shared/constants';
import { effectiveRestrictions } from '../../../shared/dietary-restrictions';
import type { Eater } from '../../../shared/eaters';
import { DEFAULT_CHILD_PORTION, portionsFor } from '../../../shared/portions';
import { Skeleton } from '../ui/skeleton';
import { householdSettingsQuery } from './api';
import { EATERS_CHOICE_ROOT } from './focus';
import type { EatersChoiceState } from './use-eaters-choice';

const CHIP =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold shadow-xs transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const CHIP_ON = 'border-primary bg-primary-soft text-primary';
const CHIP_OFF =
  'border-border bg-surface-raised text-fg-muted hover:border-fg-muted hover:text-fg';

/** The chips' row while the household is read: the same height, so nothing jumps. */
function EatersChoiceSkeleton() {
  return (
    <div data-testid="eaters-skeleton" className="flex flex-col gap-2">
      <Skeleton className="h-5 w-28" />
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-11 w-28 rounded-full!" />
        <Skeleton className="h-11 w-20 rounded-full!" />
        <Skeleton className="h-11 w-24 rounded-full!" />
      </div>
      <Skeleton className="h-5 w-36" />
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/**
 * What the meals of the chosen people respect, as the recipe cards say it: the restrictions'
 * labels (diets, then allergies), then « sans <aliment> » for each avoided food, each once;
 * « Sans fruits à coque, sans champignons ».
 */
function respectedItems(
  eaters: readonly Eater[],
  label: (restriction: Restriction) => string,
): string[] {
  const restrictions = effectiveRestrictions(eaters.flatMap((eater) => eater.dietaryRestrictions));
  const foods: string[] = [];
  const seen = new Set<string>();
  for (const food of eaters.flatMap((eater) => eater.avoidedFoods ?? [])) {
    const name = food.trim();
    const key = name.toLocaleLowerCase('fr');
    if (!name || seen.has(key)) continue;
    seen.add(key);
    foods.push(`sans ${lowerFirst(name)}`);
  }
  return [...restrictions.map(label), ...foods].map((item, index) =>
    index === 0 ? upperFirst(item) : lowerFirst(item),
  );
}

/**
 * « Qui mange ? »: one toggle chip per person of the household, everyone chosen by default,
 * and for how many people (with which restrictions and avoided foods) the recipe will be.
 * Shown only when the household has more than one person; hidden when the list cannot be read
 * (everyone eats).
 */
export function EatersChoice({ choice }: { choice: EatersChoiceState }) {
  const { t: text } = useTranslation('eaters');
  const hintId = useId();
  const [refused, setRefused] = useState(false);
  const settings = useQuery(householdSettingsQuery);

  if (choice.status === 'hidden') return null;
  if (choice.status === 'loading') {
    return (
      <div>
        <p className="sr-only">{text('loading')}</p>
        <EatersChoiceSkeleton />
      </div>
    );
  }

  const chosen = new Set(choice.selected.map((eater) => eater.id));
  const children = choice.selected.filter((eater) => eater.child).length;
  // « pers. » counts people; the recipe is scaled to portions (a child counts for a fraction).
  const portions = portionsFor(
    { adults: choice.selected.length - children, children },
    settings.data?.childPortion ?? DEFAULT_CHILD_PORTION,
  );
  const respected = respectedItems(choice.selected, (restriction) =>
    text(`restrictions.${restriction}`),
  );
  const nameOf = (eater: Eater) => {
    if (eater.isMe)
      return eater.firstName ? text('me', { name: eater.firstName }) : text('meUnnamed');
    return eater.firstName || text('unnamed');
  };

  return (
    <fieldset {...EATERS_CHOICE_ROOT} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-fg">{text('legend')}</legend>
      <p id={hintId} className="sr-only">
        {text('atLeastOne')}
      </p>
      <ul className="flex flex-wrap gap-2">
        {choice.items.map((eater) => {
          const eating = chosen.has(eater.id);
          const last = eating && chosen.size === 1;
          return (
            <li key={eater.id} className="min-w-0">
              <button
                type="button"
                aria-pressed={eating}
                aria-disabled={last || undefined}
                aria-describedby={last ? hintId : undefined}
                onClick={() => setRefused(!choice.toggle(eater.id))}
                className={`${CHIP} ${eating ? CHIP_ON : CHIP_OFF} ${last ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <Check
                  aria-hidden="true"
                  className={`size-4 shrink-0 ${eating ? '' : 'invisible'}`}
                />
                <span className="truncate">{nameOf(eater)}</span>
                {eater.child && (
                  <>
                    <Baby aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{text('child')}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-sm text-pretty text-fg-muted">
        {refused ? <span className="font-medium text-fg">{text('atLeastOne')} </span> : null}
        {text('summary', { count: chosen.size })}
        {' · '}
        <span data-testid="eaters-portions">{portions.text}</span>
        {respected.length > 0 && (
          <>
            {' · '}
            {text('diets', { list: respected.join(', ') })}
          </>
        )}
      </p>
    </fieldset>
  );
}
