import { CreditCard, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/me';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { SettingsBlock } from '../../../components/settings/settings-card';
import { trialPriceLine } from '../../../../shared/billing';
import { formatLongDate, formatPrice } from '../../../../shared/format';
import type { Access } from '../../../../shared/me';

/** The plan, its status and its next date: the trial's end, the renewal or the last day. */
function PlanSummary({ subscription }: { subscription: Access['subscription'] }) {
  const { t } = useTranslation('settings');
  const { status, periodEnd, cancelAtPeriodEnd } = subscription;
  if (!status) return null;
  const end = periodEnd ? new Date(periodEnd) : null;
  const live = status === 'active' || status === 'trialing' || status === 'past_due';
  let date: { label: string; value: string } | null = null;
  if (end && live && status === 'trialing' && !cancelAtPeriodEnd) {
    date = { label: t('account.subscription.trialEnd'), value: trialPriceLine(end) };
  } else if (end && live && !cancelAtPeriodEnd) {
    date = { label: t('account.subscription.renewal'), value: formatLongDate(end) };
  } else if (end) {
    date = { label: t('account.subscription.periodEnd'), value: formatLongDate(end) };
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-fg">{t('account.subscription.plan')}</dt>
      <dd className="text-fg-muted">
        {t('account.subscription.planValue', { price: formatPrice() })}
      </dd>
      <dt className="font-medium text-fg">{t('account.subscription.status')}</dt>
      <dd className="text-fg-muted">
        {t(`account.subscription.statuses.${status}`)}
        {cancelAtPeriodEnd && live && ` · ${t('account.subscription.endsSoon')}`}
      </dd>
      {date && (
        <>
          <dt className="font-medium text-fg">{date.label}</dt>
          <dd className="text-fg-muted">{date.value}</dd>
        </>
      )}
    </dl>
  );
}

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
      {me && <PlanSummary subscription={me.subscription} />}
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
