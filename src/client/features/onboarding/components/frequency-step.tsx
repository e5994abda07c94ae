import { useTranslation } from 'react-i18next';
import { SHOPPING_FREQUENCIES } from '../../../../shared/constants';
import { ChoiceCard } from '../../../components/ui/choice-card';
import type { StepProps } from './step-props';

/** Step 4: how often the household does its shopping. */
export function FrequencyStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset aria-label={t('frequency.title')} className="grid gap-3">
      {SHOPPING_FREQUENCIES.map((frequency) => (
        <ChoiceCard
          key={frequency}
          type="radio"
          name="shoppingFrequency"
          value={frequency}
          label={t(`frequency.options.${frequency}`)}
          checked={answers.shoppingFrequency === frequency}
          onChange={() => onChange({ shoppingFrequency: frequency })}
        />
      ))}
    </fieldset>
  );
}
