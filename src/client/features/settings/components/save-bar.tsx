import { Check, LoaderCircle, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export type SaveState = 'idle' | 'saving' | 'saved';

const ICONS = { idle: Save, saving: LoaderCircle, saved: Check } as const;

/** « Enregistrer », kept within thumb reach at the bottom of the form while it scrolls. */
export function SaveBar({ state, error }: { state: SaveState; error: string | null }) {
  const { t } = useTranslation('settings');
  const Icon = ICONS[state];
  return (
    <div
      className={`sticky bottom-3 z-10 flex flex-col gap-3 border border-border bg-surface-raised/95 shadow-lg backdrop-blur sm:ml-auto sm:w-fit sm:flex-row sm:items-center ${
        error ? 'rounded-2xl p-3' : 'rounded-[1.75rem] p-2'
      }`}
    >
      {error && (
        <Alert variant="error" className="sm:flex-1">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={state === 'saving'}
        aria-busy={state === 'saving'}
      >
        <Icon className={state === 'saving' ? 'motion-safe:animate-spin' : undefined} />
        {t(`save.${state}`)}
      </Button>
    </div>
  );
}
