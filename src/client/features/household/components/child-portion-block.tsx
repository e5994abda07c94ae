import { useQuery } from '@tanstack/react-query';
import { Baby } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CHILD_PORTIONS,
  DEFAULT_CHILD_PORTION,
  isChildPortion,
  portionsFor,
} from '../../../../shared/portions';
import { SettingsBlock } from '../../../components/settings/settings-card';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { householdSettingsQuery, useSaveHouseholdSettings } from '../api/household-settings';

/** How each choice is read out: « ½ portion (par défaut) », « ¾ de portion », « 1 portion ». */
const OPTION_KEYS = { 0.5: 'half', 0.75: 'threeQuarters', 1: 'whole' } as const;

/**
 * « Portion enfant » of « Ma famille »: how much of an adult's portion a child eats (½ by
 * default, ¾ or 1). Recipes for who eats are scaled to whole portions, rounded up
 * (« 2 adultes + 2 enfants = 3 portions »). Saved as soon as it is chosen.
 */
export function ChildPortionBlock({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const query = useQuery(householdSettingsQuery);
  const save = useSaveHouseholdSettings();
  const value = query.data?.childPortion ?? DEFAULT_CHILD_PORTION;
  const example = portionsFor({ adults: 2, children: 2 }, value);

  return (
    <SettingsBlock
      title={t('family.childPortion.title')}
      description={t('family.childPortion.description')}
    >
      <SelectField
        label={t('family.childPortion.label')}
        icon={<Baby />}
        name="childPortion"
        value={String(value)}
        disabled={!query.data}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (!isChildPortion(next)) return;
          save.mutate(
            { childPortion: next },
            { onSuccess: () => onNotice?.(t('family.childPortion.saved')) },
          );
        }}
      >
        {CHILD_PORTIONS.map((option) => (
          <option key={option} value={String(option)}>
            {t(`family.childPortion.options.${OPTION_KEYS[option]}`)}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-pretty text-fg-muted" data-testid="child-portion-example">
        {t('family.childPortion.example', { example: example.text })}
      </p>
      {(save.isError || query.isError) && (
        <Alert variant="error">
          {t(save.isError ? 'family.childPortion.error' : 'family.childPortion.loadError')}
        </Alert>
      )}
    </SettingsBlock>
  );
}
