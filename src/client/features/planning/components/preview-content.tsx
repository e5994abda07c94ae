import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import type { PlanShoppingPreview } from '../../../../shared/planning';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { EditableLine, LineEdit, LineProblem } from '../lib/preview-edits';
import { PreviewLineRow } from './preview-line-row';

/** The preview's states: loading, error with retry, nothing planned, the editable lines. */
export function PreviewContent({
  query,
  lines,
  problems,
  onEdit,
  onRemove,
}: {
  query: UseQueryResult<PlanShoppingPreview>;
  lines: EditableLine[];
  problems: Record<string, LineProblem>;
  onEdit: (key: string, edit: LineEdit) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('planning');
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('generate.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="error">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('generate.loadError')}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('generate.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const { mealCount, mealsWithoutRecipe } = query.data;
  const withoutRecipe =
    mealsWithoutRecipe > 0 ? (
      <p className="text-sm text-fg-muted">
        {t('generate.withoutRecipe', { count: mealsWithoutRecipe })}
      </p>
    ) : null;
  if (mealCount === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-border bg-surface-sunken/50 px-6 py-8 text-center">
        <ShoppingBasket aria-hidden="true" className="size-9 text-primary" />
        <p className="font-semibold text-fg">{t('generate.empty')}</p>
        <p className="text-sm text-fg-muted">{t('generate.emptyHint')}</p>
        {withoutRecipe}
      </div>
    );
  }
  return (
    <section aria-label={t('generate.linesLabel')} className="flex flex-col gap-3">
      <p className="text-sm font-medium text-fg-muted">
        {t('generate.mealCount', { count: mealCount })}
      </p>
      {withoutRecipe}
      {lines.length === 0 ? (
        <p className="rounded-2xl bg-success-soft px-4 py-3 text-center font-medium text-fg">
          {t('generate.nothingToBuy')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line) => (
            <PreviewLineRow
              key={line.key}
              line={line}
              problem={problems[line.key]}
              onEdit={(edit) => onEdit(line.key, edit)}
              onRemove={() => onRemove(line.key)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
