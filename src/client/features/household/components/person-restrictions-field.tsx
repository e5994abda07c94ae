import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGY_RESTRICTIONS, DIET_RESTRICTIONS } from '../../../../shared/constants';
import type { Restriction } from '../../../../shared/constants';
import { RESTRICTION_DETAILS } from '../../../../shared/dietary-restrictions';
import { ChoiceChip } from '../../../components/settings/choice-chip';

const GROUPS = [
  { key: 'diets', options: DIET_RESTRICTIONS },
  { key: 'allergies', options: ALLERGY_RESTRICTIONS },
] as const;

/**
 * A person's own restrictions (« Ma famille »): the four diets and the fourteen allergens,
 * grouped, without « Aucune » (none checked says it). What a checked allergy leaves out is
 * said under the groups.
 */
export function PersonRestrictionsField({
  value,
  onChange,
}: {
  value: Restriction[];
  onChange: (value: Restriction[]) => void;
}) {
  const { t } = useTranslation('settings');
  const detailsId = useId();
  const toggle = (option: Restriction) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  const details = ALLERGY_RESTRICTIONS.filter(
    (option) => value.includes(option) && RESTRICTION_DETAILS[option],
  );

  return (
    <fieldset aria-describedby={details.length > 0 ? detailsId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-fg">
        {t('preferences.restrictions.label')}
      </legend>
      <div className="flex flex-col gap-3">
        {GROUPS.map((group) => (
          <fieldset key={group.key}>
            <legend className="mb-1.5 text-sm text-fg-muted">
              {t(`family.form.restrictions.${group.key}`)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <ChoiceChip
                  key={option}
                  type="checkbox"
                  name="dietaryRestrictions"
                  value={option}
                  label={t(`preferences.restrictions.options.${option}`)}
                  checked={value.includes(option)}
                  onChange={() => toggle(option)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <ul id={detailsId} aria-live="polite" className="mt-3 flex flex-col gap-1.5 empty:hidden">
        {details.map((option) => (
          <li key={option} className="text-sm text-pretty text-fg-muted">
            <span className="font-semibold text-fg">
              {t(`preferences.restrictions.options.${option}`)}
            </span>
            {'\u00a0: '}
            {RESTRICTION_DETAILS[option]}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
