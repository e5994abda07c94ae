import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { emailProblem } from '../../../lib/email';
import { errorMessage } from '../lib/error-message';
import type { ValidationKey } from '../lib/validation';
import {
  firstInvalid,
  isPasswordTooShort,
  validatePassword,
  validateRequired,
} from '../lib/validation';
import { SubmitButton } from './submit-button';

export type AuthMode = 'signIn' | 'signUp';

export interface AuthValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

type Field = keyof AuthValues;

const FIELD_ORDER: readonly Field[] = ['firstName', 'lastName', 'email', 'password'];
const EMPTY: AuthValues = { firstName: '', lastName: '', email: '', password: '' };

function validate(mode: AuthMode, values: AuthValues): Partial<Record<Field, ValidationKey>> {
  return {
    ...(mode === 'signUp' && {
      firstName: validateRequired(values.firstName, 'firstNameRequired'),
      lastName: validateRequired(values.lastName, 'lastNameRequired'),
    }),
    email: emailProblem(values.email),
    password: validatePassword(values.password),
  };
}

const linkClass =
  'font-semibold text-primary underline underline-offset-2 hover:text-primary-hover';

/**
 * The sign-in or sign-up form. Mount one per mode (keyed): switching mode starts from a
 * clean form — fields, error and password-touched flag.
 */
export function AuthForm({
  mode,
  busy,
  onSubmit,
  invitedEmail,
}: {
  mode: AuthMode;
  busy: boolean;
  onSubmit: (values: AuthValues) => Promise<void>;
  /**
   * The address an invitation was sent to: written in; on the sign-up form it cannot change
   * (joining with it confirms it, no second mail).
   */
  invitedEmail?: string;
}) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const [values, setValues] = useState(() => ({ ...EMPTY, email: invitedEmail ?? '' }));
  const [submitted, setSubmitted] = useState(false);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // Errors follow the typing once the form was submitted; the password rule once it was left.
  const errors = submitted ? validate(mode, values) : {};
  const passwordError =
    errors.password ??
    (passwordTouched && isPasswordTooShort(values.password) ? 'passwordTooShort' : undefined);
  const message = (key: ValidationKey | undefined) =>
    key && t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH });

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || busy) return;
    setSubmitted(true);
    const invalid = firstInvalid(FIELD_ORDER, validate(mode, values));
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    submitting.current = true;
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      submitting.current = false;
    }
  }

  const isSignUp = mode === 'signUp';
  const emailLocked = isSignUp && Boolean(invitedEmail);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {isSignUp && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={change('firstName')}
            error={message(errors.firstName)}
          />
          <TextField
            label={t('fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={change('lastName')}
            error={message(errors.lastName)}
          />
        </div>
      )}
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={change('email')}
        readOnly={emailLocked}
        hint={emailLocked ? t('fields.invitedEmailHint') : undefined}
        error={message(errors.email)}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={change('password')}
          onBlur={() => setPasswordTouched(true)}
          error={message(passwordError)}
          hint={isSignUp ? t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
        />
        {!isSignUp && (
          <Link to={PATHS.resetPassword} className={`self-end text-sm ${linkClass}`}>
            {t('signIn.forgotPassword')}
          </Link>
        )}
      </div>
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <SubmitButton
        busy={busy}
        label={t(isSignUp ? 'signUp.submit' : 'signIn.submit')}
        busyLabel={t(isSignUp ? 'signUp.submitting' : 'signIn.submitting')}
      />
      {isSignUp && (
        <p className="text-center text-sm text-pretty text-fg-muted">
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{
              terms: <Link to={PATHS.terms} className={linkClass} />,
              privacy: <Link to={PATHS.privacy} className={linkClass} />,
            }}
          />
        </p>
      )}
    </form>
  );
}
