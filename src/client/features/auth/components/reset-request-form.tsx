import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PageCard } from '../../../components/page-card';
import { emailProblem } from '../../../lib/email';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessage } from '../lib/error-message';
import { SubmitButton } from './submit-button';

/** Asks for the account's address and mails it a reset link. */
export function ResetRequestForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (request.isSuccess) {
    return (
      <PageCard
        title={t('resetRequest.sentTitle')}
        icon={<MailCheck />}
        description={
          <>
            <p>
              <Trans
                t={t}
                i18nKey="resetRequest.sentMessage"
                values={{ email: request.variables.email.trim() }}
                components={{
                  strong: <strong className="font-semibold wrap-break-word text-fg" />,
                }}
              />
            </p>
            <p className="mt-3 text-sm">{t('resetRequest.sentHint')}</p>
          </>
        }
      >
        <ButtonLink to={PATHS.auth} className="w-full">
          {t('backToSignIn')}
        </ButtonLink>
      </PageCard>
    );
  }

  const emailError = submitted ? emailProblem(email) : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setSubmitted(true);
    if (emailProblem(email)) {
      inputRef.current?.focus();
      return;
    }
    request.mutate({ email });
  }

  return (
    <PageCard
      title={t('resetRequest.title')}
      description={t('resetRequest.subtitle')}
      backTo={PATHS.auth}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          ref={inputRef}
          label={t('fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError && t(`validation.${emailError}`)}
        />
        {request.isError && <Alert variant="error">{errorMessage(request.error)}</Alert>}
        <SubmitButton
          busy={request.isPending}
          label={t('resetRequest.submit')}
          busyLabel={t('resetRequest.submitting')}
        />
      </form>
    </PageCard>
  );
}
