import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TagListField } from '../../../components/settings/tag-list-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { personRestrictions, useSaveHouseholdPerson } from '../api/household-people';
import type { HouseholdPerson, HouseholdPersonFields } from '../api/household-people';
import { errorMessage } from '../lib/error-message';
import { PersonRestrictionsField } from './person-restrictions-field';

const FIRST_NAME_MAX = 40;

const EMPTY_FIELDS: HouseholdPersonFields = {
  firstName: '',
  child: false,
  dietaryRestrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  dislikedFoods: [],
};

/** Adds a person (without `person`) or edits one; server errors stay in the form. */
export function PersonDialog({
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
  const [initial] = useState<HouseholdPersonFields>(() =>
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
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveHouseholdPerson();
  const busy = save.isPending;
  // Closing with something changed asks first (« Quitter sans enregistrer ? »).
  const { close, prompt } = useGuardedClose(
    JSON.stringify(values) !== JSON.stringify(initial),
    onClose,
  );

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
    <>
      <Modal
        labelledBy={`${id}-title`}
        onClose={() => {
          if (!busy) close();
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
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('family.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy && <LoaderCircle className="motion-safe:animate-spin" />}
              {t(busy ? 'family.form.saving' : 'family.form.save')}
            </Button>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
