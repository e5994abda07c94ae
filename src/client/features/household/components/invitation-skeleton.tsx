import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A line of text (24 px high, in a flex column: margins do not collapse) of the description. */
function Line({ className }: { className?: string }) {
  return <Skeleton className={`my-1 h-4 ${className ?? ''}`} />;
}

/**
 * The invitation card's shape while it loads, box for box (PageCard, then InvitationCard
 * with two buttons), so nothing jumps when it arrives.
 */
export function InvitationSkeleton() {
  const { t } = useTranslation('household');
  useDocumentTitle(t('invitation.pageTitle'));
  return (
    <CenteredLayout>
      <section
        role="status"
        className="w-full max-w-md rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8 sm:py-8"
      >
        <span className="sr-only">{t('invitation.loading')}</span>
        {/* The back arrow's place. */}
        <div className="-mt-2 mb-3 size-11" />
        <Skeleton className="mb-5 size-14 rounded-full!" />
        <div className="flex flex-col">
          <Skeleton className="my-1 h-7 w-4/5" />
          <Skeleton className="my-1 h-7 w-3/5" />
        </div>
        <div className="mt-2 flex flex-col">
          <Line />
          <Line />
          <Line />
          <Line />
          <Line className="w-1/2 sm:hidden" />
        </div>
        <Skeleton className="mt-6 h-[7.875rem] rounded-2xl!" />
        <div className="mt-6 flex flex-col gap-3">
          <Skeleton className="h-11 rounded-full!" />
          <Skeleton className="h-11 rounded-full!" />
        </div>
      </section>
    </CenteredLayout>
  );
}
