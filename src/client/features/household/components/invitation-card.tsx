import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '../../../../shared/household';
import { PATHS } from '../../../../shared/routes';
import { PageCard } from '../../../components/page-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvitationDetails } from './invitation-details';

/** The invitation's frame in every state: who invites, what is shared, which address, until when. */
export function InvitationCard({
  preview,
  children,
}: {
  preview: InvitationPreview;
  children: ReactNode;
}) {
  const { t } = useTranslation('household');
  const name = preview.inviterFirstName.trim();
  const title = name ? t('invitation.title', { name }) : t('invitation.titleWithoutName');
  useDocumentTitle(title);

  return (
    <PageCard
      title={title}
      icon={<UsersRound />}
      backTo={PATHS.home}
      description={<p>{t('invitation.shared')}</p>}
    >
      <InvitationDetails email={preview.email} expiresAt={preview.expiresAt} />
      <div className="mt-6 flex flex-col gap-3">{children}</div>
    </PageCard>
  );
}
