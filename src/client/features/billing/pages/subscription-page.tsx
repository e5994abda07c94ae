import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { PageCard } from '../../../components/page-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { openExternalPage } from '../../../lib/external-navigation';
import { useMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStartCheckout } from '../api/start-checkout';
import { PlanCard } from '../components/plan-card';

/** The premium plan and the button to the payment page; subscribers go to their dashboard. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('subscription.title'));
  const navigate = useNavigate();
  const { data: me } = useMe();
  const checkout = useStartCheckout();
  const { reset } = checkout;

  useEffect(() => {
    // Back from the payment page, the browser may restore this page as it was left: busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  if (me?.subscription.active) return <Navigate to={PATHS.dashboard} replace />;

  /** The specification's texts: signed out, then the server's message, else a generic one. */
  const checkoutError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) return t('errors.notSignedIn');
    return error instanceof ApiError ? error.message : t('errors.generic');
  };

  // Still busy once the answer came: the browser is on its way to the payment page.
  const busy = checkout.isPending || checkout.isSuccess;

  function subscribe() {
    checkout.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'payment') openExternalPage(outcome.url);
        else void navigate(PATHS.dashboard, { replace: true });
      },
    });
  }

  return (
    <PageCard title={t('subscription.title')} description={t('subscription.subtitle')}>
      <PlanCard />
      {checkout.isError && (
        <Alert variant="error" className="mt-5">
          {checkoutError(checkout.error)}
        </Alert>
      )}
      <Button className="mt-6 w-full" onClick={subscribe} disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : null}
        {t(busy ? 'subscription.loading' : 'subscription.cta')}
        {busy ? null : <ArrowRight />}
      </Button>
      <p className="mt-3 text-center text-sm text-fg-muted">{t('subscription.note')}</p>
    </PageCard>
  );
}

export { SubscriptionPage as Component };
