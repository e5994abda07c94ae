import { ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailChangeForm } from '../../features/account/components/email-change-form';
import { PasswordResetBlock } from '../../features/auth/components/password-reset-block';
import { SettingsCard } from '../../components/settings/settings-card';
import { SubscriptionBlock } from '../../features/billing/components/subscription-block';

/** « Compte »: e-mail address, password and subscription. */
export function AccountSection({
  email,
  newEmailRef,
}: {
  email: string;
  newEmailRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard
      icon={<ShieldCheck />}
      title={t('account.title')}
      description={t('account.description')}
    >
      <div className="flex flex-col gap-6 [&>*+*]:border-t [&>*+*]:border-border [&>*+*]:pt-6">
        <EmailChangeForm currentEmail={email} newEmailRef={newEmailRef} />
        <PasswordResetBlock email={email} />
        <SubscriptionBlock />
      </div>
    </SettingsCard>
  );
}
