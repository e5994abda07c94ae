import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { PARSED_UNITS, type ParsedUnit } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import type { EditableLine, LineEdit, LineProblem } from '../lib/preview-edits';

const FIELD =
  'block min-h-11 w-full rounded-xl border bg-surface-raised px-3 py-2 text-base text-fg shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring';

/**
 * One line of the shopping preview: ticked to be added, its name, quantity and unit editable,
 * removable; what it is for and what the fridge holds of it below.
 */
export function PreviewLineRow({
  line,
  problem,
  onEdit,
  onRemove,
}: {
  line: EditableLine;
  problem: LineProblem | undefined;
  onEdit: (edit: LineEdit) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('planning');
  const id = useId();
  const label = line.name.trim() || t('generate.name');
  const border = problem ? 'border-danger' : 'border-border hover:border-fg-muted';
  return (
    <li
      className={`flex gap-3 rounded-2xl border p-3 ${line.checked ? 'border-border bg-surface-raised' : 'border-dashed border-border bg-surface-sunken/60'}`}
    >
      <input
        type="checkbox"
        checked={line.checked}
        onChange={(event) => onEdit({ checked: event.target.checked })}
        aria-label={t('generate.add', { name: label })}
        className="mt-3 size-5 shrink-0 accent-primary"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="grid grid-cols-[1fr_5.5rem_6rem] gap-2 max-sm:grid-cols-2">
          <input
            value={line.name}
            onChange={(event) => onEdit({ name: event.target.value })}
            aria-label={t('generate.name')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            maxLength={120}
            className={`${FIELD} ${border} max-sm:col-span-2`}
          />
          <input
            value={line.quantity}
            onChange={(event) => onEdit({ quantity: event.target.value })}
            aria-label={`${t('generate.quantity')} (${label})`}
            maxLength={40}
            className={`${FIELD} border-border hover:border-fg-muted`}
          />
          <select
            value={line.unit}
            onChange={(event) => onEdit({ unit: event.target.value as ParsedUnit })}
            aria-label={`${t('generate.unit')} (${label})`}
            className={`${FIELD} border-border hover:border-fg-muted`}
          >
            {PARSED_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="text-sm font-medium text-danger">
            {t(`generate.${problem}`)}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          {line.covered && (
            <span className="rounded-full bg-success-soft px-2 py-0.5 font-semibold text-success">
              {t(
                line.onList !== null && !line.inFridge
                  ? 'generate.coveredOnList'
                  : line.heldIn === 'pantry'
                    ? 'generate.coveredPantry'
                    : 'generate.covered',
              )}
            </span>
          )}
          {line.inFridge && !line.covered && (
            <span>
              {t(line.heldIn === 'pantry' ? 'generate.inPantry' : 'generate.inFridge', {
                quantity: line.inFridge,
              })}
            </span>
          )}
          {line.onList && !line.covered && (
            <span>{t('generate.onList', { quantity: line.onList })}</span>
          )}
          <span className="min-w-0 truncate">
            {t('generate.for', { meals: line.meals.join(', ') })}
          </span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('generate.remove', { name: label })}
        onClick={onRemove}
        className="-mr-1"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
