import { useQuery } from '@tanstack/react-query';
import { Plus, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsBlock } from '../../../components/settings/settings-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { householdPeopleQueryOptions } from '../api/household-people';
import type { HouseholdPerson } from '../api/household-people';
import { PersonDialog } from './person-dialog';
import { PersonRow } from './person-row';
import { RemovePersonDialog } from './remove-person-dialog';

/** The household's people without an account (children, relatives): the list, add, edit, remove. */
export function PeopleBlock({ onNotice }: { onNotice?: ((message: string) => void) | undefined }) {
  const { t } = useTranslation('settings');
  const people = useQuery(householdPeopleQueryOptions());
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The person being edited, « new » while adding one, null when the form is closed.
  const [editing, setEditing] = useState<HouseholdPerson | 'new' | null>(null);
  const [removing, setRemoving] = useState<HouseholdPerson | null>(null);

  return (
    <>
      <SettingsBlock title={t('family.peopleTitle')} description={t('family.peopleDescription')}>
        {people.data ? (
          people.data.length > 0 ? (
            <ul aria-label={t('family.listLabel')} className="flex flex-col divide-y divide-border">
              {people.data.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  onEdit={() => setEditing(person)}
                  onRemove={() => setRemoving(person)}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">{t('family.empty')}</p>
          )
        ) : people.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert variant="error" className="w-full">
              {t('family.loadError')}
            </Alert>
            <Button
              variant="secondary"
              aria-label={t('family.retryLabel')}
              disabled={people.isFetching}
              aria-busy={people.isFetching}
              onClick={() => void people.refetch()}
            >
              <RotateCw className={people.isFetching ? 'motion-safe:animate-spin' : undefined} />
              {t('family.retry')}
            </Button>
          </div>
        ) : (
          <div role="status" className="flex flex-col gap-4">
            <span className="sr-only">{t('family.loading')}</span>
            {[0, 1].map((row) => (
              <div key={row} aria-hidden="true" className="flex items-center justify-between gap-3">
                <div className="flex flex-col gap-2">
                  <Skeleton className="h-5 w-28" />
                  <Skeleton className="h-4 w-44" />
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
            disabled={!people.data}
            onClick={() => setEditing('new')}
          >
            <Plus />
            {t('family.add')}
          </Button>
        </div>
      </SettingsBlock>
      {editing && (
        <PersonDialog
          person={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onNotice?.(
              t(editing === 'new' ? 'family.added' : 'family.updated', { name: saved.firstName }),
            );
          }}
        />
      )}
      {removing && (
        <RemovePersonDialog
          person={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            onNotice?.(t('family.removed', { name: removing.firstName }));
            // The row and its button are gone: the focus goes to the card's own button.
            requestAnimationFrame(() => addButtonRef.current?.focus());
          }}
        />
      )}
    </>
  );
}
