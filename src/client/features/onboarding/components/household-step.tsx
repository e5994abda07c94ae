import { Baby, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_LIMITS } from '../../../../shared/constants';
import { SelectField } from '../../../components/ui/select-field';
import type { StepProps } from './step-props';

function range({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** Step 1: how many adults (1–10) and children (0–9) eat at home. */
export function HouseholdStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('household.adults')}
        icon={<Users />}
        name="adults"
        value={answers.adults}
        onChange={(event) => onChange({ adults: Number(event.target.value) })}
      >
        {range(HOUSEHOLD_LIMITS.adults).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('household.children')}
        icon={<Baby />}
        name="children"
        value={answers.children}
        onChange={(event) => onChange({ children: Number(event.target.value) })}
      >
        {range(HOUSEHOLD_LIMITS.children).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
