import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '../../../../shared/constants';
import type { Difficulty } from '../../../../shared/constants';
import { ChoiceChip } from '../../../components/settings/choice-chip';

/** The difficulty of the suggested recipes. */
export function DifficultyField({
  value,
  onChange,
}: {
  value: Difficulty;
  onChange: (value: Difficulty) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-fg">
        {t('preferences.difficulty.label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {DIFFICULTIES.map((option) => (
          <ChoiceChip
            key={option}
            type="radio"
            name="difficulty"
            value={option}
            label={t(`preferences.difficulty.options.${option}`)}
            checked={value === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
    </fieldset>
  );
}
