import { Button } from '../../../components/ui/button';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { initialsOf } from '../lib/avatar';
import type { NameErrors, SettingsValues } from '../lib/settings-form';
import { NAME_MAX_LENGTH } from '../lib/settings-form';
import { AvatarPicker } from './avatar-picker';
import { SettingsCard } from '../../../components/settings/settings-card';

/** « Profil »: avatar, first and last name, and the e-mail address (changed further down). */
export function ProfileSection({
  values,
  errors,
  email,
  onChange,
  onChangeEmail,
}: {
  values: SettingsValues;
  errors: NameErrors;
  email: string;
  onChange: (patch: Partial<SettingsValues>) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('settings');
  const message = (field: keyof NameErrors) => {
    const error = errors[field];
    return error && t(`profile.errors.${error}`, { max: NAME_MAX_LENGTH });
  };

  return (
    <SettingsCard
      icon={<UserRound />}
      title={t('profile.title')}
      description={t('profile.description')}
    >
      <AvatarPicker
        value={values.avatar}
        initials={initialsOf(values.firstName, values.lastName)}
        onChange={(avatar) => onChange({ avatar })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={message('firstName')}
          onChange={(event) => onChange({ firstName: event.target.value })}
        />
        <TextField
          label={t('profile.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={message('lastName')}
          onChange={(event) => onChange({ lastName: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          readOnly
          value={email}
          className="[&_input]:bg-surface-sunken [&_input]:text-fg-muted"
        />
        <Button variant="link" size="text" onClick={onChangeEmail} className="self-start">
          {t('profile.changeEmail')}
        </Button>
      </div>
    </SettingsCard>
  );
}
