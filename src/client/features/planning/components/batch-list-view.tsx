import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { fetchBatchShoppingPreview } from '../api/batch-sessions';
import { addPlanToShoppingList } from '../api/plan-shopping';
import { formatDayMonth, planGroupId } from '../lib/plan-period';
import { NO_EDITS, editLine, editableLines, lineProblems, removeLine } from '../lib/preview-edits';
import { PreviewContent } from './preview-content';

/**
 * « Une liste pour la session »: the session's ingredients summed, minus the fridge and what the
 * list already holds for its dishes, every line editable; added through the plan's own list
 * rows (decision 0022), so a second time asks only for what is missing.
 */
export function BatchListView({
  date,
  onAdded,
  onDirty,
}: {
  date: string;
  onAdded: (count: number) => void;
  /** Lines were edited: closing asks first. */
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('planning');
  const queryClient = useQueryClient();
  const [includeStaples, setIncludeStaples] = useState(false);
  const [edits, setEditsState] = useState(NO_EDITS);
  const [showProblems, setShowProblems] = useState(false);
  const setEdits = (change: (current: typeof NO_EDITS) => typeof NO_EDITS) => {
    const next = change(edits);
    setEditsState(next);
    onDirty(next !== NO_EDITS);
  };

  const preview = useQuery({
    queryKey: QUERY_KEYS.batchShoppingPreview(date, includeStaples),
    queryFn: ({ signal }) => fetchBatchShoppingPreview(date, includeStaples, signal),
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
          id: planGroupId(date, preview.data?.to ?? date),
          title: t('batch.groupTitle', { day: formatDayMonth(date) }),
        },
        chosen.map(({ name, quantity, unit, covered, plannedMealIds }) => ({
          name: name.trim(),
          quantity: quantity.trim(),
          unit,
          plannedMealIds: covered ? [] : plannedMealIds,
        })),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      onDirty(false);
      onAdded(chosen.length);
    },
  });

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
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="batch-list-title"
      className="flex flex-col gap-4"
    >
      <h3 id="batch-list-title" className="text-lg font-semibold text-fg">
        {t('batch.listTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('batch.listIntro')}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-fg">
        <input
          type="checkbox"
          checked={includeStaples}
          onChange={(event) => {
            setIncludeStaples(event.target.checked);
            setEditsState(NO_EDITS);
            onDirty(false);
            add.reset();
          }}
          className="size-5 shrink-0 accent-primary"
        />
        {t('generate.staples')}
      </label>
      <PreviewContent
        query={preview}
        lines={lines}
        problems={showProblems ? problems : {}}
        onEdit={(key, edit) => setEdits((current) => editLine(current, key, edit))}
        onRemove={(key) => setEdits((current) => removeLine(current, key))}
      />
      {addError && <Alert variant="error">{addError}</Alert>}
      {showProblems && chosen.length === 0 && lines.length > 0 && (
        <Alert variant="error">{t('generate.noneChosen')}</Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-fg-muted" aria-live="polite">
          {chosen.length === 0
            ? t('generate.noneSelected')
            : t('generate.selected', { count: chosen.length })}
        </p>
        <Button type="submit" disabled={add.isPending || chosen.length === 0}>
          {t(add.isPending ? 'generate.submitting' : 'generate.submit')}
        </Button>
      </div>
    </form>
  );
}
