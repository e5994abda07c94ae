import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/** The same bounds as the add-meal form and the server. */
const MIN = 1;
const MAX = 50;

/** « Portions » with − and + (big targets, one hand on a phone): the quantities follow. */
export function ServingsStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (portions: number) => void;
}) {
  const { t } = useTranslation('planning');
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-sunken px-4 py-2">
      <span id={labelId} className="font-semibold text-fg">
        {t('meal.servingsLabel')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('meal.fewer')}
          disabled={value <= MIN}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-8 text-center text-lg font-bold text-fg">
          {value}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('meal.more')}
          disabled={value >= MAX}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
