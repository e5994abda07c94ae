import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, MailWarning, MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button';
import { PageCard } from '../../../components/page-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMe } from '../../../lib/me';
import { ResendVerification } from '../components/resend-verification';
import { QUERY_KEYS } from '../../../lib/query-keys';

function emailFromState(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/**
 * "Check your mailbox", and where the confirmation link lands: `?status=verified` or
 * `?status=invalid`.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation('auth');
  const status = useSearchParams()[0].get('status');
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const user = me.data?.user;
  const email = emailFromState(location.state) ?? user?.email;
  // Only a signed-in user whose address is still unconfirmed can ask for a new link.
  const canResend = user !== undefined && !user.emailVerified;

  const title = t(
    status === 'verified'
      ? 'emailConfirmation.verifiedTitle'
      : status === 'invalid'
        ? 'emailConfirmation.invalidTitle'
        : 'emailConfirmation.title',
  );
  useDocumentTitle(title);

  useEffect(() => {
    if (status === 'verified') void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
  }, [status, queryClient]);

  const backToSignIn = (
    <ButtonLink to={PATHS.auth} variant={canResend ? 'ghost' : 'primary'} className="w-full">
      {t('backToSignIn')}
    </ButtonLink>
  );

  if (status === 'verified') {
    return (
      <PageCard
        title={title}
        icon={<CircleCheck />}
        tone="success"
        description={t('emailConfirmation.verifiedMessage')}
      >
        <ButtonLink to={PATHS.dashboard} className="w-full">
          {t('emailConfirmation.continue')}
          <ArrowRight />
        </ButtonLink>
      </PageCard>
    );
  }

  if (status === 'invalid') {
    return (
      <PageCard
        title={title}
        icon={<MailWarning />}
        description={
          <p>
            {t('emailConfirmation.invalidMessage')}
            {!canResend && <> {t('emailConfirmation.invalidSignIn')}</>}
          </p>
        }
      >
        <div className="flex flex-col gap-3">
          {canResend && <ResendVerification email={user.email} />}
          {backToSignIn}
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={title}
      icon={<MailCheck />}
      description={
        <p>
          {email ? (
            <Trans
              t={t}
              i18nKey="emailConfirmation.messageWithEmail"
              values={{ email }}
              components={{ strong: <strong className="font-semibold wrap-break-word text-fg" /> }}
            />
          ) : (
            t('emailConfirmation.message')
          )}
        </p>
      }
    >
      <div className="flex flex-col gap-3">
        {canResend && <ResendVerification email={user.email} />}
        {backToSignIn}
      </div>
    </PageCard>
  );
}

export { EmailConfirmationPage as Component };
