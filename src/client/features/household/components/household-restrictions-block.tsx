import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { householdRestrictionsQueryOptions } from '../api/household-restrictions';
import type { ConcernedPerson, HouseholdRestriction } from '../api/household-restrictions';
import type { RestrictionBadge } from '../lib/household-restrictions';
import {
  concernedNames,
  joinNames,
  restrictionBadge,
  restrictionKey,
  restrictionLabel,
} from '../lib/household-restrictions';
import { RemoveRestrictionDialog } from './remove-restriction-dialog';
import { RestrictionDialog } from './restriction-dialogs';
import { SettingsBlock } from '../../../components/settings/settings-card';

const BADGES: Record<RestrictionBadge, string> = {
  allergy: 'bg-saffron-50 text-warning dark:bg-saffron-900',
  diet: 'bg-primary-soft text-primary',
  avoided: 'bg-surface-sunken text-fg-muted',
};

/**
 * « Restrictions et allergies » of « Ma famille »: every restriction, allergy and food to avoid
 * of the household, with who it concerns (« Tout le foyer » or first names); each can be
 * changed or removed, and one added.
 */
export function HouseholdRestrictionsBlock({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const query = useQuery(householdRestrictionsQueryOptions());
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The line being changed, « new » while adding one, null when no dialog is open.
  const [editing, setEditing] = useState<HouseholdRestriction | 'new' | null>(null);
  const [removing, setRemoving] = useState<HouseholdRestriction | null>(null);
  const data = query.data;

  return (
    <SettingsBlock
      title={t('family.restrictions.title')}
      description={t('family.restrictions.description')}
    >
      {data ? (
        data.items.length > 0 ? (
          <ul
            aria-label={t('family.restrictions.listLabel')}
            className="flex flex-col divide-y divide-border"
          >
            {data.items.map((item) => (
              <RestrictionRow
                key={restrictionKey(item)}
                item={item}
                people={data.people}
                onEdit={() => setEditing(item)}
                onRemove={() => setRemoving(item)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">{t('family.restrictions.empty')}</p>
        )
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error" className="w-full">
            {t('family.restrictions.loadError')}
          </Alert>
          <Button
            variant="secondary"
            aria-label={t('family.restrictions.retryLabel')}
            disabled={query.isFetching}
            aria-busy={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw className={query.isFetching ? 'motion-safe:animate-spin' : undefined} />
            {t('family.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('family.restrictions.loading')}</span>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="flex items-center justify-between gap-3">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-52" />
              </div>
              <Skeleton className="h-11 w-28 rounded-full" />
            </div>
          ))}
        </div>
      )}
      <div>
        <Button
          ref={addButtonRef}
          variant="secondary"
          disabled={!data}
          onClick={() => setEditing('new')}
        >
          <Plus />
          {t('family.restrictions.add')}
        </Button>
      </div>
      {editing && data && (
        <RestrictionDialog
          item={editing === 'new' ? undefined : editing}
          data={data}
          onClose={() => setEditing(null)}
          onSaved={(choice, existed) => {
            setEditing(null);
            onNotice?.(
              t(existed ? 'family.restrictions.updated' : 'family.restrictions.added', {
                label: restrictionLabel(choice),
              }),
            );
          }}
        />
      )}
      {removing && (
        <RemoveRestrictionDialog
          item={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            onNotice?.(t('family.restrictions.removed', { label: restrictionLabel(removing) }));
            // The line and its buttons are gone: the focus goes to the block's own button.
            requestAnimationFrame(() => addButtonRef.current?.focus());
          }}
        />
      )}
    </SettingsBlock>
  );
}

/** One line: what, its badge, « Qui est concerné ? », and the two actions. */
function RestrictionRow({
  item,
  people,
  onEdit,
  onRemove,
}: {
  item: HouseholdRestriction;
  people: readonly ConcernedPerson[];
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const label = restrictionLabel(item);
  const badge = restrictionBadge(item);
  const who =
    item.concerns === 'everyone'
      ? t('family.restrictions.everyone')
      : joinNames(concernedNames(item.concerns, people, t('family.restrictions.unnamed')));
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-words text-fg">{label}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[badge]}`}>
            {t(`family.restrictions.kinds.${badge}`)}
          </span>
        </p>
        <p className="mt-1 text-sm break-words text-fg-muted">
          {t('family.restrictions.concerns')} <span className="font-semibold text-fg">{who}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          aria-label={t('family.restrictions.editLabel', { label })}
          onClick={onEdit}
        >
          <Pencil />
          {t('family.restrictions.edit')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('family.restrictions.removeLabel', { label })}
          onClick={onRemove}
        >
          <Trash2 />
          {t('family.restrictions.remove')}
        </Button>
      </div>
    </li>
  );
}
