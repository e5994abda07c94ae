import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '../../onboarding/api/preferences';
import type { Profile } from '../api/profile';
import { useSaveSettings } from '../api/save-settings';
import type { SettingsValues } from '../lib/settings-form';
import {
  followHouseholdLists,
  hasChanges,
  initialValues,
  NAME_FIELDS,
  toSettingsInput,
  validateNames,
} from '../lib/settings-form';
import { useTimedValue } from '../../../lib/use-timed-value';
import { useUnsavedForm } from '../../../components/ui/unsaved-changes';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SaveBar } from './save-bar';

/** How long « Enregistré » and the success toast stay (specification, section 4). */
export const SUCCESS_MS = 3000;

/** The profile and preferences cards, saved together by one « Enregistrer » button. */
export function SettingsForm({
  profile,
  preferences,
  onSaved,
  onChangeEmail,
}: {
  profile: Profile;
  preferences: Preferences;
  onSaved: () => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('settings');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(profile, preferences));
  // What was last read or saved: leaving the page with other values asks first.
  const [saved, setSaved] = useState(values);
  // The preferences as last read: « Ma famille » may change the household's lists meanwhile.
  const [read, setRead] = useState(preferences);
  if (read !== preferences) {
    setRead(preferences);
    setValues((current) => followHouseholdLists(current, read, preferences));
    setSaved((current) => followHouseholdLists(current, read, preferences));
  }
  useUnsavedForm(hasChanges(values, saved));
  const [submitted, setSubmitted] = useState(false);
  const [savedNotice, showSaved] = useTimedValue<true>(SUCCESS_MS);
  const save = useSaveSettings();

  // Errors follow the typing once the user tried to save.
  const errors = submitted ? validateNames(values) : {};
  const change = (patch: Partial<SettingsValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    const invalid = NAME_FIELDS.find((field) => validateNames(values)[field]);
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    const sent = values;
    save.mutate(toSettingsInput(values, read), {
      onSuccess: () => {
        setSaved(sent);
        showSaved(true);
        onSaved();
      },
    });
  }

  const state = save.isPending ? 'saving' : savedNotice ? 'saved' : 'idle';
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <ProfileSection
        values={values}
        errors={errors}
        email={profile.email}
        onChange={change}
        onChangeEmail={onChangeEmail}
      />
      <PreferencesSection values={values} onChange={change} />
      <SaveBar state={state} error={save.isError ? t('save.error') : null} />
    </form>
  );
}
