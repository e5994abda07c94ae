import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';

/** Without a token: ask for a reset link. With the mailed link's token: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(t(token ? 'resetPassword.title' : 'resetRequest.title'));

  return token ? <NewPasswordForm token={token} /> : <ResetRequestForm />;
}

export { ResetPasswordPage as Component };
