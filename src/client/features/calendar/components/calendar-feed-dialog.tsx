import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar';
import { CalendarFeedActive, CalendarFeedConfirm } from './calendar-feed-active';
import { CalendarFeedAddress } from './calendar-feed-address';

/** The server's French message when it has one worth showing, else ours. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : fallback;
}

/** The private calendar address: create it, copy it once, renew or revoke it later. */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const introId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const [returning, setReturning] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const busy = create.isPending || revoke.isPending;

  useEffect(() => {
    if (revoked) createRef.current?.focus();
  }, [revoked]);

  const createAddress = () => {
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setCreatedUrl(url);
        setConfirming(null);
        setRevoked(false);
      },
    });
  };
  const revokeAddress = () => {
    create.reset();
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setRevoked(true);
      },
    });
  };
  const cancelConfirm = () => {
    create.reset();
    revoke.reset();
    setConfirming(null);
    setReturning(true);
  };

  let body;
  if (createdUrl) body = <CalendarFeedAddress url={createdUrl} />;
  else if (feed.isPending)
    body = (
      <div aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
    );
  else if (feed.isError)
    body = (
      <Alert variant="error">
        <div className="flex flex-col gap-3">
          <span>{messageOf(feed.error, t('loadError'))}</span>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    );
  else if (confirming)
    body = (
      <CalendarFeedConfirm
        kind={confirming}
        busy={busy}
        onConfirm={confirming === 'renew' ? createAddress : revokeAddress}
        onCancel={cancelConfirm}
      />
    );
  else if (feed.data.active && feed.data.createdAt)
    body = (
      <CalendarFeedActive
        createdAt={feed.data.createdAt}
        focusOnMount={returning}
        onRenew={() => setConfirming('renew')}
        onRevoke={() => setConfirming('revoke')}
      />
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        {revoked ? (
          <Alert variant="success">{t('revoked')}</Alert>
        ) : (
          <p className="font-semibold text-fg">{t('inactive')}</p>
        )}
        <Button ref={createRef} disabled={busy} aria-busy={busy} onClick={createAddress}>
          {create.isPending ? t('creating') : t('create')}
        </Button>
      </div>
    );

  return (
    <Modal labelledBy={titleId} describedBy={introId} onClose={onClose}>
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          {t('title')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-5">
        <p id={introId} className="text-sm text-pretty text-fg-muted">
          {t('intro')}
        </p>
        {create.isError && (
          <Alert variant="error">{messageOf(create.error, t('createError'))}</Alert>
        )}
        {revoke.isError && (
          <Alert variant="error">{messageOf(revoke.error, t('revokeError'))}</Alert>
        )}
        {body}
      </div>
    </Modal>
  );
}
