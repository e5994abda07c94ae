import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings/settings-card';
import { ChildPortionBlock } from './child-portion-block';
import { HouseholdRestrictionsBlock } from './household-restrictions-block';
import { MembersBlock } from './members-block';
import { OwnRecipesBlock } from './own-recipes-block';
import { PeopleBlock } from './people-block';

/**
 * « Ma famille »: the household's members (accounts sharing its list, plan, fridge and
 * subscription), its people without an account (children, relatives), « Portion enfant » (how
 * the portions count a child), and « Restrictions et
 * allergies »: every restriction and avoided food with who it concerns, which the suggestions,
 * the planning and the Assistant Chef respect; « Suggérer aussi mes recettes » (the household's
 * own recipes among the suggestions).
 */
export function FamilySection({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard
      id="famille"
      icon={<Users />}
      title={t('family.title')}
      description={t('family.description')}
    >
      <MembersBlock onNotice={onNotice} />
      <PeopleBlock onNotice={onNotice} />
      <ChildPortionBlock onNotice={onNotice} />
      <HouseholdRestrictionsBlock onNotice={onNotice} />
      <OwnRecipesBlock onNotice={onNotice} />
    </SettingsCard>
  );
}
