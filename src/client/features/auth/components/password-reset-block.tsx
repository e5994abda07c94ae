import { KeyRound, LoaderCircle } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SettingsBlock } from '../../../components/settings/settings-card';

/** « Changer de mot de passe »: mails the user a link to choose a new one. */
export function PasswordResetBlock({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const reset = useRequestPasswordReset();
  return (
    <SettingsBlock
      title={t('account.password.title')}
      description={
        <Trans
          t={t}
          i18nKey="account.password.description"
          values={{ email }}
          components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
        />
      }
    >
      {reset.isSuccess && <Alert variant="success">{t('account.password.success')}</Alert>}
      {reset.isError && <Alert variant="error">{t('account.password.error')}</Alert>}
      <Button
        variant="secondary"
        className="self-start"
        disabled={reset.isPending || !email}
        aria-busy={reset.isPending}
        onClick={() => reset.mutate({ email })}
      >
        {reset.isPending ? <LoaderCircle className="motion-safe:animate-spin" /> : <KeyRound />}
        {t(reset.isPending ? 'account.password.submitting' : 'account.password.submit')}
      </Button>
    </SettingsBlock>
  );
}
