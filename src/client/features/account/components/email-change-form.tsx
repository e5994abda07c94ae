import { LoaderCircle, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedForm } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { emailProblem } from '../../../lib/email';
import { isSameEmail } from '../lib/validation';
import { SettingsBlock } from '../../../components/settings/settings-card';

const EMPTY = { newEmail: '', currentPassword: '' };

function failureMessage(error: unknown, fallback: string): string {
  // INTERNAL: no answer of ours (e.g. a proxy error page), so nothing better to say.
  return error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : fallback;
}

/**
 * « Changer d’email »: the new address and the current password. The server mails a
 * confirmation link to the new address; the change happens when it is opened.
 */
export function EmailChangeForm({
  currentEmail,
  newEmailRef,
}: {
  currentEmail: string;
  newEmailRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('settings');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const changeEmail = useChangeEmail();
  // Leaving the settings with an address or a password typed asks first.
  useUnsavedForm(values.newEmail !== '' || values.currentPassword !== '');

  const emailError = submitted ? emailProblem(values.newEmail) : undefined;
  const passwordError = submitted && !values.currentPassword ? 'passwordRequired' : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changeEmail.isPending) return;
    setSubmitted(true);
    setOutcome(null);
    const invalid = emailProblem(values.newEmail)
      ? 'newEmail'
      : values.currentPassword
        ? undefined
        : 'currentPassword';
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    if (isSameEmail(values.newEmail, currentEmail)) {
      setOutcome({ ok: false, message: t('account.email.sameEmail') });
      return;
    }
    changeEmail.mutate(
      { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
          setOutcome({ ok: true, message: t('account.email.success') });
        },
        onError: (error) =>
          setOutcome({ ok: false, message: failureMessage(error, t('account.email.error')) }),
      },
    );
  }

  const busy = changeEmail.isPending;
  return (
    <SettingsBlock title={t('account.email.title')} description={t('account.email.description')}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={newEmailRef}
            label={t('account.email.newEmail')}
            name="newEmail"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.newEmail}
            error={emailError && t(`account.email.${emailError}`)}
            onChange={(event) => setValues({ ...values, newEmail: event.target.value })}
          />
          <PasswordField
            label={t('account.email.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            error={passwordError && t(`account.email.${passwordError}`)}
            onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          />
        </div>
        {outcome && <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <Send />}
          {t(busy ? 'account.email.submitting' : 'account.email.submit')}
        </Button>
      </form>
    </SettingsBlock>
  );
}
