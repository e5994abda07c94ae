import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useAutoFridge, useSetAutoFridge } from '../api/auto-fridge';

/** « Ranger automatiquement dans le frigo »: the user's setting, also offered in the settings. */
export function AutoFridgeSwitch() {
  const { t: text } = useTranslation('shopping');
  const id = useId();
  const { autoFridge, known } = useAutoFridge();
  const save = useSetAutoFridge();
  // The preference itself moves in the same instant as the click (see useSetAutoFridge).
  const on = autoFridge;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-fg">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={!known || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            save.mutate(event.target.checked);
          }}
          className="size-5 accent-primary"
        />
        {text('autoFridge')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {save.isError ? (
          <span role="alert" className="text-danger">
            {text('autoFridgeError')}
          </span>
        ) : (
          text('autoFridgeHint')
        )}
      </p>
    </div>
  );
}
