import { useQuery } from '@tanstack/react-query';
import { DoorOpen, LoaderCircle, RotateCw, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { householdQueryOptions, useRevokeInvitation } from '../api/household';
import type { HouseholdInvitation, HouseholdMember } from '../api/household';
import { knownRestrictions } from '../api/household-people';
import { InviteForm } from './invite-form';
import { MemberConfirmDialog } from './member-confirm-dialog';
import { RestrictionChips } from './restriction-chips';
import { SettingsBlock } from '../../../components/settings/settings-card';

/**
 * « Membres du foyer »: the accounts sharing the list, the planning, the fridge and the
 * subscription. The owner invites, cancels invitations and removes members; a member leaves.
 */
export function MembersBlock({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const household = useQuery(householdQueryOptions());
  // Whom the confirmation dialog is about (the caller themselves: leaving).
  const [confirming, setConfirming] = useState<HouseholdMember | null>(null);
  const data = household.data;
  const owner = data?.members.find((member) => member.role === 'owner');
  const isOwner = data?.myRole === 'owner';

  return (
    <SettingsBlock
      title={t('family.members.title')}
      description={
        data
          ? isOwner
            ? t('family.members.ownerDescription', {
                count: data.members.length,
                max: data.maxMembers,
              })
            : t('family.members.memberDescription', { name: owner?.firstName ?? '' })
          : undefined
      }
    >
      {data ? (
        <>
          <ul aria-label={t('family.members.listLabel')} className="flex flex-col gap-3">
            {data.members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                canRemove={isOwner && !member.isMe}
                onRemove={() => setConfirming(member)}
              />
            ))}
          </ul>
          {isOwner && data.invitations.length > 0 && (
            <PendingInvitations invitations={data.invitations} onNotice={onNotice} />
          )}
          {isOwner ? (
            data.members.length + data.invitations.length < data.maxMembers ? (
              <InviteForm onInvited={(email) => onNotice?.(t('family.invite.sent', { email }))} />
            ) : (
              <p className="text-sm text-fg-muted">
                {t('family.invite.full', { max: data.maxMembers })}
              </p>
            )
          ) : (
            <div>
              <Button
                variant="secondary"
                onClick={() => setConfirming(data.members.find((member) => member.isMe) ?? null)}
              >
                <DoorOpen />
                {t('family.members.leave')}
              </Button>
            </div>
          )}
        </>
      ) : household.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error" className="w-full">
            {t('family.members.loadError')}
          </Alert>
          <Button
            variant="secondary"
            disabled={household.isFetching}
            aria-busy={household.isFetching}
            onClick={() => void household.refetch()}
          >
            <RotateCw className={household.isFetching ? 'motion-safe:animate-spin' : undefined} />
            {t('family.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('family.members.loading')}</span>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
      )}
      {confirming && (
        <MemberConfirmDialog
          member={confirming}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            onNotice?.(
              confirming.isMe
                ? t('family.members.left')
                : t('family.members.removed', { name: confirming.firstName }),
            );
          }}
        />
      )}
    </SettingsBlock>
  );
}

function MemberRow({
  member,
  canRemove,
  onRemove,
}: {
  member: HouseholdMember;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const restrictions = knownRestrictions(member.dietaryRestrictions);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-words text-fg">{name}</span>
          {member.isMe && <span className="text-sm text-fg-muted">{t('family.members.you')}</span>}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              member.role === 'owner'
                ? 'bg-primary-soft text-primary'
                : 'bg-surface-sunken text-fg-muted'
            }`}
          >
            {t(`family.members.roles.${member.role}`)}
          </span>
        </p>
        <p className="text-sm break-all text-fg-muted">{member.email}</p>
        {!member.hasPreferences && (
          <p className="mt-1 text-sm text-fg-muted">{t('family.members.noPreferences')}</p>
        )}
        <RestrictionChips name={member.firstName} restrictions={restrictions} />
      </div>
      {canRemove && (
        <Button
          variant="ghost"
          className="self-start sm:self-center"
          aria-label={t('family.members.removeLabel', { name: member.firstName })}
          onClick={onRemove}
        >
          <UserMinus />
          {t('family.members.remove')}
        </Button>
      )}
    </li>
  );
}

function PendingInvitations({
  invitations,
  onNotice,
}: {
  invitations: HouseholdInvitation[];
  onNotice: ((message: string) => void) | undefined;
}) {
  const { t } = useTranslation('settings');
  const revoke = useRevokeInvitation();
  const pendingId = revoke.isPending ? revoke.variables : null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-fg">{t('family.invite.pendingTitle')}</h4>
      {revoke.isError && (
        <Alert variant="error">
          {revoke.error instanceof ApiError && revoke.error.code !== 'INTERNAL'
            ? revoke.error.message
            : t('family.invite.revokeError')}
        </Alert>
      )}
      <ul className="flex flex-col gap-2" aria-label={t('family.invite.pendingTitle')}>
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 rounded-2xl bg-surface-sunken px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-fg">{invitation.email}</p>
              <p className="text-sm text-fg-muted">
                {t('family.invite.expires', {
                  date: formatLongDate(new Date(invitation.expiresAt)),
                })}
              </p>
            </div>
            <Button
              variant="ghost"
              className="self-start sm:self-center"
              disabled={pendingId === invitation.id}
              aria-busy={pendingId === invitation.id}
              aria-label={t('family.invite.revokeLabel', { email: invitation.email })}
              onClick={() =>
                revoke.mutate(invitation.id, {
                  onSuccess: () =>
                    onNotice?.(t('family.invite.revoked', { email: invitation.email })),
                })
              }
            >
              {pendingId === invitation.id ? (
                <LoaderCircle className="motion-safe:animate-spin" />
              ) : (
                <X />
              )}
              {t('family.invite.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
