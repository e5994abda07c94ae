import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/ui/textarea-field';
import { FOOD_LIST_LIMITS, foodListProblem } from '../lib/food-list';
import type { StepProps } from './step-props';

export const FOOD_FIELDS = ['preferredFoods', 'avoidedFoods'] as const;

const LABELS = {
  preferredFoods: { label: 'foods.preferred', placeholder: 'foods.preferredPlaceholder' },
  avoidedFoods: { label: 'foods.avoided', placeholder: 'foods.avoidedPlaceholder' },
} as const;

/** Step 3: preferred foods and foods to avoid, as comma-separated text. */
export function FoodsStep({ answers, onChange, showErrors }: StepProps & { showErrors: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex flex-col gap-5">
      {FOOD_FIELDS.map((field) => {
        const problem = showErrors ? foodListProblem(answers[field]) : undefined;
        return (
          <TextareaField
            key={field}
            name={field}
            rows={3}
            label={t(LABELS[field].label)}
            placeholder={t(LABELS[field].placeholder)}
            hint={t('foods.hint')}
            error={
              problem &&
              t(`foods.${problem}`, {
                max:
                  problem === 'tooMany' ? FOOD_LIST_LIMITS.entries : FOOD_LIST_LIMITS.entryLength,
              })
            }
            value={answers[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        );
      })}
    </div>
  );
}
