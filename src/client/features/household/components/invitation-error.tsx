import { House, MailWarning, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../shared/routes';
import { PageCard } from '../../../components/page-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Worth another try: no answer, too many tries, or the server failing (not a dead link). */
function isTransient(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/**
 * An invitation that cannot be shown: the link is incomplete, or the server says why (not
 * found, expired, already used…), in its own words.
 */
export function InvitationError({
  message,
  error,
  onRetry,
}: {
  /** Our own explanation, when there is no answer of the server to show. */
  message?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('household');
  const title = t('invitation.errorTitle');
  useDocumentTitle(title);
  const text = message ?? (error instanceof ApiError ? error.message : t('invitation.loadError'));
  const canRetry = onRetry !== undefined && error !== undefined && isTransient(error);

  return (
    <PageCard
      title={title}
      icon={<MailWarning />}
      tone="danger"
      description={<p role="alert">{text}</p>}
    >
      <div className="flex flex-col gap-3">
        {canRetry && (
          <Button onClick={onRetry} className="w-full">
            <RotateCw />
            {t('invitation.retry')}
          </Button>
        )}
        <ButtonLink to={PATHS.home} variant={canRetry ? 'secondary' : 'primary'} className="w-full">
          <House />
          {t('invitation.backHome')}
        </ButtonLink>
      </div>
    </PageCard>
  );
}
