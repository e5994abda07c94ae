import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS, SIGN_UP_MODES } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { PageCard } from '../../../components/page-card';
import { invitationPath, readInvitationToken } from '../../../lib/invitation-link';
import { hasLeftSession, isSessionExpiredState } from '../../../lib/session-events';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMe } from '../../../lib/me';
import { useInvitationPreview } from '../../household/api/invitation-preview';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { AuthForm } from '../components/auth-form';
import type { AuthMode, AuthValues } from '../components/auth-form';

export function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Coming from an invitation: back to it once signed in or up, to join the household.
  const invitation = readInvitationToken(searchParams.get('invitation'));
  const invitationPage = invitation === null ? null : invitationPath(invitation);
  // The invited address, written in (and locked on the sign-up form) once the preview says it.
  const invitedEmail = useInvitationPreview(invitation).data?.email;
  const [mode, setMode] = useState<AuthMode>(() =>
    SIGN_UP_MODES.includes(searchParams.get('mode') ?? '') ? 'signUp' : 'signIn',
  );
  // Read once: the app clears the navigation state's meaning once the user is here.
  const [sessionExpired, setSessionExpired] = useState(
    () => isSessionExpiredState(location.state) || searchParams.get('session') === 'expired',
  );

  const title = t(mode === 'signUp' ? 'signUp.title' : 'signIn.title');
  useDocumentTitle(title);

  const busy = signIn.isPending || signIn.isSuccess || signUp.isPending || signUp.isSuccess;
  // A signed-in visitor goes on to their page, unless they are just leaving their session.
  if (me.data && !busy && !hasLeftSession(location.state)) {
    return <Navigate to={invitationPage ?? me.data.destination} replace />;
  }

  function switchMode() {
    setMode((current) => (current === 'signIn' ? 'signUp' : 'signIn'));
    setSessionExpired(false);
    signIn.reset();
    signUp.reset();
  }

  async function submit(values: AuthValues) {
    if (mode === 'signUp') {
      await signUp.mutateAsync(values);
      void navigate(invitationPage ?? PATHS.questionnaire, { replace: true });
    } else {
      const { destination } = await signIn.mutateAsync(values);
      void navigate(invitationPage ?? destination, { replace: true });
    }
  }

  return (
    <PageCard
      title={title}
      description={t(mode === 'signUp' ? 'signUp.subtitle' : 'signIn.subtitle')}
      backTo={invitationPage ?? PATHS.home}
    >
      {invitationPage && (
        <Alert variant="info" className="mb-5">
          {t('invitationNotice')}
        </Alert>
      )}
      {sessionExpired && (
        <Alert variant="info" className="mb-5">
          {t('errors.sessionExpired')}
        </Alert>
      )}
      <AuthForm
        key={`${mode} ${invitedEmail ?? ''}`}
        mode={mode}
        busy={busy}
        onSubmit={submit}
        invitedEmail={invitedEmail}
      />
      <p className="mt-6 border-t border-border pt-5 text-center text-fg-muted">
        {t(`${mode}.switchPrompt`)}{' '}
        <button
          type="button"
          onClick={switchMode}
          disabled={busy}
          className="rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-hover disabled:opacity-50"
        >
          {t(`${mode}.switchAction`)}
        </button>
      </p>
    </PageCard>
  );
}

export { AuthPage as Component };
