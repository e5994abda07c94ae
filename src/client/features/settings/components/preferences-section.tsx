import { Baby, SlidersHorizontal, Users, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_LIMITS } from '../../../../shared/constants';
import { SelectField } from '../../../components/ui/select-field';
import type { SettingsValues } from '../lib/settings-form';
import { DifficultyField } from './difficulty-field';
import { RestrictionsField } from './restrictions-field';
import { SettingsCard } from '../../../components/settings/settings-card';
import { TagListField } from '../../../components/settings/tag-list-field';

const SERVINGS = { min: 1, max: 20 } as const;

function options({ min, max }: { min: number; max: number }): ReactNode[] {
  return Array.from({ length: max - min + 1 }, (_, index) => (
    <option key={index} value={min + index}>
      {min + index}
    </option>
  ));
}

/**
 * « Préférences »: household, diet, difficulty, portions and the food lists. The restrictions
 * and foods to avoid are the household's (« Tout le foyer »); « N’aime pas » is the user's own.
 */
export function PreferencesSection({
  values,
  onChange,
}: {
  values: SettingsValues;
  onChange: (patch: Partial<SettingsValues>) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard
      icon={<SlidersHorizontal />}
      title={t('preferences.title')}
      description={t('preferences.description')}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField
          label={t('preferences.adults')}
          icon={<Users />}
          name="adults"
          value={values.adults}
          onChange={(event) => onChange({ adults: Number(event.target.value) })}
        >
          {options(HOUSEHOLD_LIMITS.adults)}
        </SelectField>
        <SelectField
          label={t('preferences.children')}
          icon={<Baby />}
          name="children"
          value={values.children}
          onChange={(event) => onChange({ children: Number(event.target.value) })}
        >
          {options(HOUSEHOLD_LIMITS.children)}
        </SelectField>
        <SelectField
          label={t('preferences.servings')}
          icon={<UtensilsCrossed />}
          name="servings"
          className="col-span-2 sm:col-span-1"
          value={values.servings ?? ''}
          onChange={(event) =>
            onChange({ servings: event.target.value ? Number(event.target.value) : null })
          }
        >
          {/* Until chosen, recipes are for who eats (decision 0023). */}
          <option value="">{t('preferences.servingsAuto')}</option>
          {options(SERVINGS)}
        </SelectField>
      </div>
      <p className="-mt-2 text-sm text-pretty text-fg-muted">{t('preferences.servingsHint')}</p>
      <RestrictionsField
        value={values.dietaryRestrictions}
        hint={t('preferences.householdHint')}
        onChange={(dietaryRestrictions) => onChange({ dietaryRestrictions })}
      />
      <DifficultyField
        value={values.difficulty}
        onChange={(difficulty) => onChange({ difficulty })}
      />
      <TagListField
        label={t('preferences.tags.preferred')}
        placeholder={t('preferences.tags.preferredPlaceholder')}
        tags={values.preferredFoods}
        onChange={(preferredFoods) => onChange({ preferredFoods })}
      />
      <TagListField
        label={t('preferences.tags.avoided')}
        placeholder={t('preferences.tags.avoidedPlaceholder')}
        hint={t('preferences.householdHint')}
        tags={values.avoidedFoods}
        onChange={(avoidedFoods) => onChange({ avoidedFoods })}
      />
      <TagListField
        label={t('preferences.tags.disliked')}
        placeholder={t('preferences.tags.dislikedPlaceholder')}
        hint={t('preferences.tags.dislikedHint')}
        tags={values.dislikedFoods}
        onChange={(dislikedFoods) => onChange({ dislikedFoods })}
      />
    </SettingsCard>
  );
}
