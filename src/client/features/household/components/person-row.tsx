import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { personRestrictions } from '../api/household-people';
import type { HouseholdPerson } from '../api/household-people';
import { RestrictionChips } from './restriction-chips';

/**
 * One person: name, « Enfant », restrictions as chips, foods to avoid and disliked, and the two
 * actions.
 */
export function PersonRow({
  person,
  onEdit,
  onRemove,
}: {
  person: HouseholdPerson;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const name = person.firstName;
  const restrictions = personRestrictions(person.dietaryRestrictions);
  const disliked = person.dislikedFoods ?? [];
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-words text-fg">{name}</span>
          {person.child && (
            <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-fg-muted">
              {t('family.child')}
            </span>
          )}
        </p>
        <RestrictionChips name={name} restrictions={restrictions} />
        {person.avoidedFoods.length > 0 && (
          <p className="mt-2 text-sm break-words text-fg-muted">
            {t('family.avoided', { foods: person.avoidedFoods.join(', ') })}
          </p>
        )}
        {disliked.length > 0 && (
          <p className="mt-1 text-sm break-words text-fg-muted">
            {t('family.disliked', { foods: disliked.join(', ') })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" aria-label={t('family.editLabel', { name })} onClick={onEdit}>
          <Pencil />
          {t('family.edit')}
        </Button>
        <Button variant="ghost" aria-label={t('family.removeLabel', { name })} onClick={onRemove}>
          <Trash2 />
          {t('family.remove')}
        </Button>
      </div>
    </li>
  );
}
