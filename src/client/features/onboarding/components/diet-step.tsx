import { useTranslation } from 'react-i18next';
import { DIETARY_RESTRICTIONS } from '../../../../shared/constants';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { toggleRestriction } from '../../../../shared/dietary-restrictions';
import type { StepProps } from './step-props';

/** Step 2: dietary restrictions, « Aucune » excluding the others. */
export function DietStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation('onboarding');
  const selected = answers.dietaryRestrictions;
  return (
    <fieldset aria-label={t('diet.title')} className="grid gap-3 sm:grid-cols-2">
      {DIETARY_RESTRICTIONS.map((option) => (
        <ChoiceCard
          key={option}
          type="checkbox"
          name="dietaryRestrictions"
          value={option}
          label={t(`diet.options.${option}`)}
          checked={selected.includes(option)}
          onChange={() => onChange({ dietaryRestrictions: toggleRestriction(selected, option) })}
        />
      ))}
    </fieldset>
  );
}
