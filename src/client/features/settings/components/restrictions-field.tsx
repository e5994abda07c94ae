import { useTranslation } from 'react-i18next';
import { DIETARY_RESTRICTIONS } from '../../../../shared/constants';
import type { DietaryRestriction } from '../../../../shared/constants';
import { toggleRestriction } from '../../../../shared/dietary-restrictions';
import { ChoiceChip } from './choice-chip';

/** Dietary restrictions, « Aucune » excluding the others (as in the questionnaire). */
export function RestrictionsField({
  value,
  onChange,
}: {
  value: DietaryRestriction[];
  onChange: (value: DietaryRestriction[]) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-fg">
        {t('preferences.restrictions.label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {DIETARY_RESTRICTIONS.map((option) => (
          <ChoiceChip
            key={option}
            type="checkbox"
            name="dietaryRestrictions"
            value={option}
            label={t(`preferences.restrictions.options.${option}`)}
            checked={value.includes(option)}
            onChange={() => onChange(toggleRestriction(value, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}
