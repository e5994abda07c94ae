import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsBlock } from '../../../components/settings/settings-card';
import { SettingSwitch } from '../../../components/settings/setting-switch';
import { Alert } from '../../../components/ui/alert';
import { householdSettingsQuery, useSaveHouseholdSettings } from '../api/household-settings';

/**
 * « Suggérer aussi mes recettes » of « Ma famille »: the household's own recipes take part in
 * suggestions, « Planifier ma semaine » and the fridge's « Générer une recette » (on by
 * default). Saved as soon as it is flipped, for the whole household.
 */
export function OwnRecipesBlock({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const query = useQuery(householdSettingsQuery);
  const save = useSaveHouseholdSettings();
  return (
    <SettingsBlock
      title={t('family.ownRecipes.title')}
      description={t('family.ownRecipes.description')}
    >
      {query.data && (
        <SettingSwitch
          label={t('family.ownRecipes.label')}
          hint={t('family.ownRecipes.hint')}
          checked={query.data.suggestOwnRecipes}
          onChange={(value) =>
            save.mutate(
              { suggestOwnRecipes: value },
              {
                onSuccess: () =>
                  onNotice?.(t(value ? 'family.ownRecipes.on' : 'family.ownRecipes.off')),
              },
            )
          }
        />
      )}
      {save.isError && <Alert variant="error">{t('family.ownRecipes.error')}</Alert>}
    </SettingsBlock>
  );
}
