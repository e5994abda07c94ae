import { ArrowRight, CircleCheck, CreditCard, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { PageCard } from '../../../components/page-card';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubscriptionActivation } from '../hooks/use-subscription-activation';

/** Specification, section 9: the success page moves on to the dashboard after 2 s. */
const PAYMENT_REDIRECT_DELAY_MS = 2000;

/** The return from the payment page: activating, then success (→ dashboard) or error. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('pages.paymentSuccess', { ns: 'common' }));
  const navigate = useNavigate();
  const sessionId = useSearchParams()[0].get('session_id');
  const state = useSubscriptionActivation(sessionId);

  const succeeded = state.status === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(
      () => void navigate(PATHS.dashboard, { replace: true }),
      PAYMENT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (state.status === 'error') {
    return (
      <PageCard title={t('payment.errorTitle')} icon={<CreditCard />} tone="danger">
        <Alert variant="error">{state.message}</Alert>
        <ButtonLink to={PATHS.subscription} replace className="mt-6 w-full">
          <RotateCcw />
          {t('payment.retry')}
        </ButtonLink>
      </PageCard>
    );
  }

  if (succeeded) {
    return (
      <PageCard
        title={t('payment.successTitle')}
        icon={<CircleCheck />}
        tone="success"
        description={<p role="status">{t('payment.successMessage')}</p>}
      >
        <ButtonLink to={PATHS.dashboard} replace className="w-full">
          {t('payment.goDashboard')}
          <ArrowRight />
        </ButtonLink>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={t('payment.activating')}
      icon={<LoaderCircle className="motion-safe:animate-spin" />}
    >
      <Link
        to={PATHS.dashboard}
        replace
        className="font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
      >
        {t('payment.manualRedirect')}
      </Link>
    </PageCard>
  );
}

export { PaymentSuccessPage as Component };
