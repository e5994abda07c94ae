import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETARY_RESTRICTIONS } from '../../../../shared/constants';
import type { QuestionnaireRestriction } from '../../../../shared/constants';
import { toggleRestriction } from '../../../../shared/dietary-restrictions';
import { ChoiceChip } from '../../../components/settings/choice-chip';

/**
 * Dietary restrictions, « Aucune » excluding the others (as in the questionnaire). `hint`: one
 * line under the legend, read with the group.
 */
export function RestrictionsField({
  value,
  onChange,
  hint,
}: {
  value: QuestionnaireRestriction[];
  onChange: (value: QuestionnaireRestriction[]) => void;
  hint?: string;
}) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-fg">
        {t('preferences.restrictions.label')}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-pretty text-fg-muted">
          {hint}
        </p>
      )}
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
