import { CalendarClock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../shared/format';

/** The invited address and the last day the link works. */
export function InvitationDetails({ email, expiresAt }: { email: string; expiresAt: string }) {
  const { t } = useTranslation('household');
  const rows = [
    { icon: <Mail />, label: t('invitation.invitedEmail'), value: email },
    {
      icon: <CalendarClock />,
      label: t('invitation.expiresOn'),
      value: formatLongDate(new Date(expiresAt)),
    },
  ];
  return (
    <dl className="flex flex-col gap-3 rounded-2xl border border-border px-4 py-3">
      {rows.map(({ icon, label, value }) => (
        <div key={label} className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-0.5 text-fg-muted [&_svg]:size-5">
            {icon}
          </span>
          <div className="min-w-0">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-semibold wrap-break-word text-fg">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
