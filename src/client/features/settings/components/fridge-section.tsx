import { useQuery } from '@tanstack/react-query';
import { Refrigerator, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { preferencesQueryOptions } from '../../onboarding/api/preferences';
import { type FridgeSetting, useUpdateFridgeSetting } from '../api/update-fridge-setting';
import { SettingsCard } from '../../../components/settings/settings-card';
import { SettingSwitch } from '../../../components/settings/setting-switch';

const SETTINGS: readonly FridgeSetting[] = ['autoFridge', 'expiryDigest'];

/** « Frigo et courses »: two switches, each saved as soon as it is flipped. */
export function FridgeSection({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const preferences = useQuery(preferencesQueryOptions());
  const update = useUpdateFridgeSetting();

  let body;
  if (preferences.data) {
    const values = preferences.data;
    body = (
      <>
        {SETTINGS.map((setting) => (
          <SettingSwitch
            key={setting}
            label={t(`fridge.${setting}.label`)}
            hint={t(`fridge.${setting}.hint`)}
            checked={values[setting]}
            onChange={(value) => update.mutate({ setting, value }, { onSuccess: onSaved })}
          />
        ))}
        {update.isError && <Alert variant="error">{t('fridge.saveError')}</Alert>}
      </>
    );
  } else if (preferences.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error" className="w-full">
          {t('fridge.loadError')}
        </Alert>
        <Button
          variant="secondary"
          disabled={preferences.isFetching}
          aria-busy={preferences.isFetching}
          onClick={() => void preferences.refetch()}
        >
          <RotateCw className={preferences.isFetching ? 'motion-safe:animate-spin' : undefined} />
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">{t('fridge.loading')}</span>
        {SETTINGS.map((setting) => (
          <div key={setting} className="flex items-start justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
            </div>
            <Skeleton className="h-7 w-12 rounded-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <SettingsCard
      icon={<Refrigerator />}
      title={t('fridge.title')}
      description={t('fridge.description')}
    >
      {body}
    </SettingsCard>
  );
}
