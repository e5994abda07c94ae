import { HousePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useAcceptInvitation } from '../api/accept-invitation';
import { BusyButton } from './busy-button';

/** The invited account joins; GET /api/me then says where they go (questionnaire or dashboard). */
export function JoinHousehold({ token }: { token: string }) {
  const { t } = useTranslation('household');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  // Still busy once joined: the next page is on its way.
  const busy = accept.isPending || accept.isSuccess;

  function join() {
    if (busy) return;
    accept.mutate(token, {
      onSuccess: (me) => void navigate(me.destination, { replace: true }),
    });
  }

  return (
    <>
      <p className="text-sm/6 text-pretty text-fg-muted">{t('invitation.mergeNote')}</p>
      {accept.isError && <Alert variant="error">{accept.error.message}</Alert>}
      <BusyButton
        busy={busy}
        label={t('invitation.join')}
        busyLabel={t('invitation.joining')}
        icon={<HousePlus />}
        onClick={join}
      />
    </>
  );
}
