import { useTranslation } from 'react-i18next';
import type { DietaryRestriction } from '../../../../shared/constants';

/** A person's dietary restrictions as chips (« Ma famille »: members and people alike). */
export function RestrictionChips({
  name,
  restrictions,
}: {
  name: string;
  restrictions: readonly DietaryRestriction[];
}) {
  const { t } = useTranslation('settings');
  if (restrictions.length === 0) return null;
  return (
    <ul aria-label={t('family.restrictionsOf', { name })} className="mt-2 flex flex-wrap gap-1.5">
      {restrictions.map((restriction) => (
        <li
          key={restriction}
          className="rounded-full border border-primary/25 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
        >
          {t(`preferences.restrictions.options.${restriction}`)}
        </li>
      ))}
    </ul>
  );
}
