import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '../lib/error-message';

/** Mails a new confirmation link to the signed-in user's address. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();

  return (
    <div className="flex flex-col gap-3">
      {resend.isSuccess && <Alert variant="success">{t('emailConfirmation.resent')}</Alert>}
      {resend.isError && <Alert variant="error">{errorMessage(resend.error)}</Alert>}
      <Button
        variant="secondary"
        className="w-full"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        <Send />
        {t(resend.isPending ? 'emailConfirmation.resending' : 'emailConfirmation.resend')}
      </Button>
    </div>
  );
}
