import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { PageCard } from '../../../components/page-card';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { errorMessage } from '../lib/error-message';
import type { ValidationKey } from '../lib/validation';
import { isPasswordTooShort, validatePassword } from '../lib/validation';
import { SubmitButton } from './submit-button';

function validateConfirmation(password: string, confirmation: string): ValidationKey | undefined {
  if (!confirmation) return 'passwordRequired';
  return confirmation === password ? undefined : 'passwordMismatch';
}

/** Chooses a new password with the token of the mailed link. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  if (reset.isSuccess) {
    return (
      <PageCard
        title={t('resetPassword.doneTitle')}
        icon={<CircleCheck />}
        tone="success"
        description={t('resetPassword.doneMessage')}
      >
        <ButtonLink to={PATHS.auth} replace className="w-full">
          {t('resetPassword.signIn')}
        </ButtonLink>
      </PageCard>
    );
  }

  const passwordError = submitted
    ? validatePassword(password)
    : touched && isPasswordTooShort(password)
      ? 'passwordTooShort'
      : undefined;
  const confirmationError = submitted ? validateConfirmation(password, confirmation) : undefined;
  const message = (key: ValidationKey | undefined) =>
    key && t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    setSubmitted(true);
    const invalid = validatePassword(password)
      ? 'newPassword'
      : validateConfirmation(password, confirmation)
        ? 'confirmPassword'
        : undefined;
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    reset.mutate({ token, newPassword: password });
  }

  const invalidToken = reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN';
  return (
    <PageCard
      title={t('resetPassword.title')}
      description={t('resetPassword.subtitle')}
      backTo={PATHS.auth}
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <PasswordField
          label={t('fields.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched(true)}
          error={message(passwordError)}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={message(confirmationError)}
        />
        {reset.isError && (
          <Alert variant="error">
            <p>{errorMessage(reset.error)}</p>
            {invalidToken && (
              <Link
                to={PATHS.resetPassword}
                className="mt-1 inline-block font-semibold underline underline-offset-2"
              >
                {t('resetPassword.requestNewLink')}
              </Link>
            )}
          </Alert>
        )}
        <SubmitButton
          busy={reset.isPending}
          label={t('resetPassword.submit')}
          busyLabel={t('resetPassword.submitting')}
        />
      </form>
    </PageCard>
  );
}
