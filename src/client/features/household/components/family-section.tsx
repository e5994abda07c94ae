import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Pencil, Plus, RotateCw, Trash2, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import {
  householdPeopleQueryOptions,
  personRestrictions,
  useDeleteHouseholdPerson,
  useSaveHouseholdPerson,
} from '../api/household-people';
import type { HouseholdPerson, HouseholdPersonFields } from '../api/household-people';
import { DangerButton } from '../../../components/settings/danger-button';
import { HouseholdRestrictionsBlock } from './household-restrictions-block';
import { MembersBlock } from './members-block';
import { PersonRestrictionsField } from './person-restrictions-field';
import { RestrictionChips } from './restriction-chips';
import { SettingsBlock, SettingsCard } from '../../../components/settings/settings-card';
import { TagListField } from '../../../components/settings/tag-list-field';

const FIRST_NAME_MAX = 40;

const EMPTY_FIELDS: HouseholdPersonFields = {
  firstName: '',
  child: false,
  dietaryRestrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  dislikedFoods: [],
};

/** The server's French message, unless it only says that something unexpected happened. */
function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : fallback;
}

/**
 * « Ma famille »: the household's members (accounts sharing its list, plan, fridge and
 * subscription), its people without an account (children, relatives), and « Restrictions et
 * allergies »: every restriction and avoided food with who it concerns, which the suggestions,
 * the planning and the Assistant Chef respect.
 */
export function FamilySection({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('settings');
  const people = useQuery(householdPeopleQueryOptions());
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The person being edited, « new » while adding one, null when the form is closed.
  const [editing, setEditing] = useState<HouseholdPerson | 'new' | null>(null);
  const [removing, setRemoving] = useState<HouseholdPerson | null>(null);

  return (
    <SettingsCard icon={<Users />} title={t('family.title')} description={t('family.description')}>
      <MembersBlock onNotice={onNotice} />
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
      <HouseholdRestrictionsBlock onNotice={onNotice} />
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
    </SettingsCard>
  );
}

/**
 * One person: name, « Enfant », restrictions as chips, foods to avoid and disliked, and the two
 * actions.
 */
function PersonRow({
  person,
  onEdit,
  onRemove,
}: {
  person: HouseholdPerson;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const name = person.firstName;
  const restrictions = personRestrictions(person.dietaryRestrictions);
  const disliked = person.dislikedFoods ?? [];
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-words text-fg">{name}</span>
          {person.child && (
            <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-fg-muted">
              {t('family.child')}
            </span>
          )}
        </p>
        <RestrictionChips name={name} restrictions={restrictions} />
        {person.avoidedFoods.length > 0 && (
          <p className="mt-2 text-sm break-words text-fg-muted">
            {t('family.avoided', { foods: person.avoidedFoods.join(', ') })}
          </p>
        )}
        {disliked.length > 0 && (
          <p className="mt-1 text-sm break-words text-fg-muted">
            {t('family.disliked', { foods: disliked.join(', ') })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" aria-label={t('family.editLabel', { name })} onClick={onEdit}>
          <Pencil />
          {t('family.edit')}
        </Button>
        <Button variant="ghost" aria-label={t('family.removeLabel', { name })} onClick={onRemove}>
          <Trash2 />
          {t('family.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Adds a person (without `person`) or edits one; server errors stay in the form. */
function PersonDialog({
  person,
  onClose,
  onSaved,
}: {
  person: HouseholdPerson | undefined;
  onClose: () => void;
  onSaved: (saved: HouseholdPerson) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<HouseholdPersonFields>(() =>
    person
      ? {
          firstName: person.firstName,
          child: person.child,
          dietaryRestrictions: personRestrictions(person.dietaryRestrictions),
          avoidedFoods: person.avoidedFoods,
          preferredFoods: person.preferredFoods,
          dislikedFoods: person.dislikedFoods ?? [],
        }
      : EMPTY_FIELDS,
  );
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveHouseholdPerson();
  const busy = save.isPending;

  const firstName = values.firstName.trim();
  const firstNameProblem = !firstName
    ? t('family.form.firstNameRequired')
    : firstName.length > FIRST_NAME_MAX
      ? t('family.form.firstNameTooLong', { max: FIRST_NAME_MAX })
      : undefined;
  const serverFirstNameError =
    save.error instanceof ApiError
      ? save.error.fields?.find((field) => field.path === 'firstName')?.message
      : undefined;

  function update(patch: Partial<HouseholdPersonFields>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (firstNameProblem) {
      firstNameRef.current?.focus();
      return;
    }
    save.mutate({ id: person?.id, fields: { ...values, firstName } }, { onSuccess: onSaved });
  }

  return (
    <Modal
      labelledBy={`${id}-title`}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
          {person
            ? t('family.form.editTitle', { name: person.firstName })
            : t('family.form.addTitle')}
        </h2>
        <TextField
          ref={firstNameRef}
          label={t('family.form.firstName')}
          name="firstName"
          autoComplete="off"
          required
          maxLength={FIRST_NAME_MAX}
          value={values.firstName}
          error={(submitted ? firstNameProblem : undefined) ?? serverFirstNameError}
          onChange={(event) => update({ firstName: event.target.value })}
        />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold text-fg">
          <input
            type="checkbox"
            name="child"
            checked={values.child}
            onChange={(event) => update({ child: event.target.checked })}
            className="size-5 shrink-0 accent-primary"
          />
          {t('family.form.child')}
        </label>
        <PersonRestrictionsField
          value={values.dietaryRestrictions}
          onChange={(dietaryRestrictions) => update({ dietaryRestrictions })}
        />
        <TagListField
          label={t('preferences.tags.avoided')}
          placeholder={t('preferences.tags.avoidedPlaceholder')}
          tags={values.avoidedFoods}
          onChange={(avoidedFoods) => update({ avoidedFoods })}
        />
        <TagListField
          label={t('preferences.tags.disliked')}
          placeholder={t('preferences.tags.dislikedPlaceholder')}
          hint={t('preferences.tags.dislikedHint')}
          tags={values.dislikedFoods}
          onChange={(dislikedFoods) => update({ dislikedFoods })}
        />
        <TagListField
          label={t('preferences.tags.preferred')}
          placeholder={t('preferences.tags.preferredPlaceholder')}
          tags={values.preferredFoods}
          onChange={(preferredFoods) => update({ preferredFoods })}
        />
        {save.isError && (
          <Alert variant="error">{errorMessage(save.error, t('family.form.error'))}</Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('family.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy && <LoaderCircle className="motion-safe:animate-spin" />}
            {t(busy ? 'family.form.saving' : 'family.form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** « Retirer Lou de votre foyer ? », then the removal. */
function RemovePersonDialog({
  person,
  onClose,
  onRemoved,
}: {
  person: HouseholdPerson;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const removal = useDeleteHouseholdPerson();
  const busy = removal.isPending;

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-warning`}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <div className="flex flex-col gap-5">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {t('family.confirm.title', { name: person.firstName })}
          </h2>
          <p id={`${id}-warning`} className="mt-2 text-sm text-pretty text-fg-muted">
            {t('family.confirm.warning')}
          </p>
        </div>
        {removal.isError && (
          <Alert variant="error">{errorMessage(removal.error, t('family.confirm.error'))}</Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('family.confirm.cancel')}
          </Button>
          <DangerButton
            disabled={busy}
            aria-busy={busy}
            onClick={() => removal.mutate(person.id, { onSuccess: onRemoved })}
          >
            {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <Trash2 />}
            {t(busy ? 'family.confirm.confirming' : 'family.confirm.confirm')}
          </DangerButton>
        </div>
      </div>
    </Modal>
  );
}
