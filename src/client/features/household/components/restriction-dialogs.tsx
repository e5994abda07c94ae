import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGY_RESTRICTIONS, DIET_RESTRICTIONS } from '../../../../shared/constants';
import type { Restriction } from '../../../../shared/constants';
import { RESTRICTION_DETAILS, RESTRICTION_LABELS } from '../../../../shared/dietary-restrictions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { TextField } from '../../../components/ui/text-field';
import { useSetHouseholdRestriction } from '../api/household-restrictions';
import type {
  HouseholdRestriction,
  HouseholdRestrictions,
  RestrictionConcerns,
} from '../api/household-restrictions';
import type { RestrictionChoice } from '../lib/household-restrictions';
import { findRestriction, restrictionKey, restrictionLabel } from '../lib/household-restrictions';
import { errorMessage } from '../lib/error-message';
import { TAG_LIMITS } from '../../../components/settings/tags';
import { ChoiceChip } from '../../../components/settings/choice-chip';
import { ConcernsField } from './concerns-field';

/** Allergies first: they are what must never be missed. */
const GROUPS = [
  { key: 'allergies', options: ALLERGY_RESTRICTIONS },
  { key: 'diets', options: DIET_RESTRICTIONS },
] as const;

/**
 * « Ajouter une restriction » (without `item`): one of the 18 restrictions or a food to avoid,
 * then who it concerns. With `item`: who that line concerns. A choice already in the list
 * starts from who it concerns, and saving replaces that.
 */
export function RestrictionDialog({
  item,
  data,
  onClose,
  onSaved,
}: {
  item: HouseholdRestriction | undefined;
  data: HouseholdRestrictions;
  onClose: () => void;
  /** `existed`: the line was already in the list (its « Qui est concerné ? » changed). */
  onSaved: (choice: RestrictionChoice, existed: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const save = useSetHouseholdRestriction();
  const busy = save.isPending;
  const firstChoiceRef = useRef<HTMLDivElement>(null);
  const foodRef = useRef<HTMLInputElement>(null);
  const everyoneRef = useRef<HTMLInputElement>(null);
  const [restriction, setRestriction] = useState<Restriction | null>(null);
  const [food, setFood] = useState('');
  const [concerns, setConcerns] = useState<RestrictionConcerns>(item?.concerns ?? 'everyone');
  const [submitted, setSubmitted] = useState(false);
  // Closing with something chosen or typed asks first (« Quitter sans enregistrer ? »).
  const { close, prompt } = useGuardedClose(
    restriction !== null || food.trim() !== '' || concerns !== (item?.concerns ?? 'everyone'),
    onClose,
  );

  const typedFood = food.trim();
  const choice: RestrictionChoice | null =
    item ??
    (restriction
      ? { kind: 'restriction', value: restriction }
      : typedFood
        ? { kind: 'avoided', value: typedFood }
        : null);
  const existing = item ? undefined : findRestriction(data.items, choice);

  // A choice already in the list starts from who it concerns; leaving it goes back to everyone.
  const existingKey = existing ? restrictionKey(existing) : null;
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (existingKey !== prefilledFor) {
    setPrefilledFor(existingKey);
    if (existing) setConcerns(existing.concerns);
    else if (prefilledFor !== null) setConcerns('everyone');
  }

  const whatProblem = item
    ? undefined
    : !choice
      ? t('family.restrictions.form.chooseWhat')
      : choice.kind === 'avoided' && typedFood.length > TAG_LIMITS.maxLength
        ? t('family.restrictions.form.foodTooLong', { max: TAG_LIMITS.maxLength })
        : undefined;
  const whoProblem =
    concerns !== 'everyone' && concerns.length === 0
      ? t('family.restrictions.form.chooseWho')
      : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (whatProblem || !choice) {
      if (choice?.kind === 'avoided') foodRef.current?.focus();
      else firstChoiceRef.current?.querySelector('input')?.focus();
      return;
    }
    if (whoProblem) {
      everyoneRef.current?.focus();
      return;
    }
    save.mutate(
      { ...choice, concerns },
      { onSuccess: () => onSaved(choice, Boolean(item ?? existing)) },
    );
  }

  const label = item ? restrictionLabel(item) : undefined;
  const foodError = submitted && choice?.kind === 'avoided' ? whatProblem : undefined;
  const chooseError = submitted && choice?.kind !== 'avoided' ? whatProblem : undefined;

  return (
    <>
      <Modal
        labelledBy={`${id}-title`}
        onClose={() => {
          if (!busy) close();
        }}
      >
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {label
              ? t('family.restrictions.form.editTitle', { label })
              : t('family.restrictions.form.addTitle')}
          </h2>
          {!item && (
            <fieldset aria-describedby={chooseError ? `${id}-what-error` : undefined}>
              <legend className="text-base font-semibold text-fg">
                {t('family.restrictions.form.what')}
              </legend>
              <div className="mt-3 flex flex-col gap-4">
                {GROUPS.map((group, index) => {
                  const chosenHere =
                    restriction !== null &&
                    (group.options as readonly Restriction[]).includes(restriction);
                  return (
                    <fieldset key={group.key}>
                      <legend className="mb-1.5 text-sm font-semibold text-fg-muted">
                        {t(`family.restrictions.form.${group.key}`)}
                      </legend>
                      <div
                        ref={index === 0 ? firstChoiceRef : undefined}
                        className="flex flex-wrap gap-2"
                      >
                        {group.options.map((option) => (
                          <ChoiceChip
                            key={option}
                            type="radio"
                            name={`${id}-restriction`}
                            value={option}
                            label={RESTRICTION_LABELS[option]}
                            checked={restriction === option}
                            aria-describedby={
                              restriction === option && RESTRICTION_DETAILS[option]
                                ? `${id}-detail`
                                : undefined
                            }
                            onChange={() => {
                              setRestriction(option);
                              setFood('');
                            }}
                          />
                        ))}
                      </div>
                      {chosenHere && restriction && (
                        <RestrictionDetail id={`${id}-detail`} restriction={restriction} />
                      )}
                    </fieldset>
                  );
                })}
                <p className="flex items-center gap-3 text-sm text-fg-muted">
                  <span aria-hidden="true" className="h-px flex-1 bg-border" />
                  {t('family.restrictions.form.or')}
                  <span aria-hidden="true" className="h-px flex-1 bg-border" />
                </p>
                <TextField
                  ref={foodRef}
                  label={t('family.restrictions.form.food')}
                  hint={t('family.restrictions.form.foodHint')}
                  placeholder={t('family.restrictions.form.foodPlaceholder')}
                  name="avoidedFood"
                  autoComplete="off"
                  value={food}
                  error={foodError}
                  onChange={(event) => {
                    setFood(event.target.value);
                    if (event.target.value.trim()) setRestriction(null);
                  }}
                />
              </div>
              {chooseError && (
                <p id={`${id}-what-error`} className="mt-3 text-sm font-medium text-danger">
                  {chooseError}
                </p>
              )}
              {existing && (
                <p className="mt-3 text-sm font-medium text-fg">
                  {t('family.restrictions.form.already')}
                </p>
              )}
            </fieldset>
          )}
          <ConcernsField
            people={data.people}
            concerns={concerns}
            onChange={setConcerns}
            error={submitted ? whoProblem : undefined}
            everyoneRef={everyoneRef}
          />
          {save.isError && (
            <Alert variant="error">
              {errorMessage(save.error, t('family.restrictions.form.error'))}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('family.restrictions.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy && <LoaderCircle className="motion-safe:animate-spin" />}
              {t(busy ? 'family.restrictions.form.saving' : 'family.restrictions.form.save')}
            </Button>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}

/**
 * What the chosen allergy leaves out; for « Sans fruits à coque », that it includes peanuts
 * and that « Sans arachides » is there for peanuts alone.
 */
function RestrictionDetail({ id, restriction }: { id: string; restriction: Restriction }) {
  const { t } = useTranslation('settings');
  const detail = RESTRICTION_DETAILS[restriction];
  if (!detail) return null;
  return (
    <div
      id={id}
      className="mt-2 rounded-xl bg-surface-sunken px-3 py-2 text-sm text-pretty text-fg"
    >
      <p>
        <span className="font-semibold">{RESTRICTION_LABELS[restriction]}</span>
        {'\u00a0: '}
        {detail}
      </p>
      {restriction === 'nutFree' && (
        <p className="mt-1 text-fg-muted">{t('family.restrictions.form.peanuts')}</p>
      )}
    </div>
  );
}
