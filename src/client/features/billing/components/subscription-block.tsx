import { CreditCard, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/me';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { SettingsBlock } from '../../../components/settings/settings-card';

/** « Gérer mon abonnement »: payment method, invoices and cancellation, on the portal. */
export function SubscriptionBlock() {
  const { t } = useTranslation('settings');
  const { data: me } = useMe();
  const portal = useOpenBillingPortal();
  // Still busy once the answer came: the browser is on its way to the portal.
  const busy = portal.isPending || portal.isSuccess;

  if (me?.subscription.sharedBy && !me.subscription.status) {
    return (
      <SettingsBlock title={t('account.subscription.title')}>
        <p className="text-sm text-fg-muted">
          {t('account.subscription.shared', { name: me.subscription.sharedBy })}
        </p>
      </SettingsBlock>
    );
  }

  if (me?.subscription.complimentary) {
    return (
      <SettingsBlock title={t('account.subscription.title')}>
        <p className="text-sm text-fg-muted">{t('account.subscription.complimentary')}</p>
      </SettingsBlock>
    );
  }

  const error =
    portal.error instanceof ApiError && portal.error.code === 'NO_SUBSCRIPTION'
      ? portal.error.message
      : t('account.subscription.error');

  return (
    <SettingsBlock
      title={t('account.subscription.title')}
      description={t('account.subscription.description')}
    >
      {portal.isError && <Alert variant="error">{error}</Alert>}
      <Button
        variant="secondary"
        className="self-start"
        disabled={busy}
        aria-busy={busy}
        onClick={() => portal.mutate()}
      >
        {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <CreditCard />}
        {t(busy ? 'account.subscription.submitting' : 'account.subscription.submit')}
      </Button>
    </SettingsBlock>
  );
}
