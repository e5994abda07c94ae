import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PLAN_SHOPPING_MAX_DAYS } from '../../../../shared/planning';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { addPlanToShoppingList, fetchPlanShoppingPreview } from '../api/plan-shopping';
import { addDays } from '../../../../shared/dates';
import { defaultPeriod, formatDayMonth, planGroupId } from '../lib/plan-period';
import { NO_EDITS, editLine, editableLines, lineProblems, removeLine } from '../lib/preview-edits';
import { PreviewContent } from './preview-content';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * « Générer la liste de courses »: the ingredients of the period's planned meals, merged and
 * minus the fridge, every line editable before « Ajouter à la liste » adds them in one request.
 */
export function GenerateListDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  /** After the lines were added: how many. */
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(defaultPeriod);
  const [includeStaples, setIncludeStaples] = useState(false);
  const [edits, setEdits] = useState(NO_EDITS);
  // Lines edited or removed: closing without adding them asks first.
  const { close, prompt } = useGuardedClose(edits !== NO_EDITS, onClose);
  const [showProblems, setShowProblems] = useState(false);

  const { from, to } = period;
  const rangeError =
    !isDate(from) || !isDate(to) || to < from
      ? t('generate.toBeforeFrom')
      : to >= addDays(from, PLAN_SHOPPING_MAX_DAYS)
        ? t('generate.tooLong')
        : null;

  const preview = useQuery({
    queryKey: QUERY_KEYS.planShoppingPreview({ from, to, includeStaples }),
    queryFn: ({ signal }) => fetchPlanShoppingPreview({ from, to, includeStaples }, signal),
    enabled: rangeError === null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const lines = preview.data ? editableLines(preview.data.lines, edits) : [];
  const chosen = lines.filter((line) => line.checked);
  const problems = lineProblems(lines);

  const add = useMutation({
    mutationFn: () =>
      addPlanToShoppingList(
        {
          id: planGroupId(from, to),
          title:
            from === to
              ? t('generate.groupTitleOneDay', { day: formatDayMonth(from) })
              : t('generate.groupTitle', { from: formatDayMonth(from), to: formatDayMonth(to) }),
        },
        chosen.map(({ name, quantity, unit, covered, plannedMealIds }) => ({
          name: name.trim(),
          quantity: quantity.trim(),
          unit,
          // What the meals need (decision 0022); a covered line ticked anyway is bought extra.
          plannedMealIds: covered ? [] : plannedMealIds,
        })),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      onAdded(chosen.length);
    },
  });

  const changePeriod = (next: Partial<typeof period>) => {
    setPeriod((current) => ({ ...current, ...next }));
    setEdits(NO_EDITS);
    setShowProblems(false);
    add.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowProblems(true);
    if (chosen.length === 0 || Object.keys(problems).length > 0) return;
    add.mutate();
  };

  const addError = !add.error
    ? null
    : add.error instanceof ApiError &&
        ['SHOPPING_DUPLICATE', 'VALIDATION', 'OFFLINE', 'NETWORK'].includes(add.error.code)
      ? (add.error.fields?.[0]?.message ?? add.error.message)
      : t('generate.addError');

  return (
    <>
      <Modal labelledBy={titleId} onClose={close} size="lg">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-fg">
                {t('generate.title')}
              </h2>
              <p className="mt-1 text-sm text-fg-muted">{t('generate.intro')}</p>
            </div>
            <Button variant="ghost" size="icon" aria-label={t('generate.close')} onClick={close}>
              <X aria-hidden="true" />
            </Button>
          </div>

          <fieldset className="grid grid-cols-2 gap-3">
            <TextField
              label={t('generate.from')}
              type="date"
              value={from}
              onChange={(event) => changePeriod({ from: event.target.value })}
            />
            <TextField
              label={t('generate.to')}
              type="date"
              value={to}
              min={from}
              onChange={(event) => changePeriod({ to: event.target.value })}
              error={rangeError ?? undefined}
            />
            <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-3 text-fg">
              <input
                type="checkbox"
                checked={includeStaples}
                onChange={(event) => {
                  setIncludeStaples(event.target.checked);
                  add.reset();
                }}
                className="size-5 shrink-0 accent-primary"
              />
              {t('generate.staples')}
            </label>
          </fieldset>

          {rangeError === null && (
            <PreviewContent
              query={preview}
              lines={lines}
              problems={showProblems ? problems : {}}
              onEdit={(key, edit) => setEdits((current) => editLine(current, key, edit))}
              onRemove={(key) => setEdits((current) => removeLine(current, key))}
            />
          )}

          {addError && <Alert variant="error">{addError}</Alert>}
          {showProblems && chosen.length === 0 && lines.length > 0 && (
            <Alert variant="error">{t('generate.noneChosen')}</Alert>
          )}

          <div className="sticky -bottom-6 -mx-5 flex flex-col gap-3 border-t border-border bg-surface-raised px-5 py-4 sm:-mx-7 sm:flex-row sm:items-center sm:justify-between sm:px-7">
            <p className="text-sm font-medium text-fg-muted" aria-live="polite">
              {chosen.length === 0
                ? t('generate.noneSelected')
                : t('generate.selected', { count: chosen.length })}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" onClick={close}>
                {t('generate.cancel')}
              </Button>
              <Button type="submit" disabled={add.isPending || chosen.length === 0}>
                {t(add.isPending ? 'generate.submitting' : 'generate.submit')}
              </Button>
            </div>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
