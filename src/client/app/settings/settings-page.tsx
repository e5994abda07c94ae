import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useMe } from '../../lib/me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { preferencesQueryOptions } from '../../features/onboarding/api/preferences';
import { profileQueryOptions } from '../../features/settings/api/profile';
import { AccountSection } from './account-section';
import { DataSection } from '../../features/account/components/data-section';
import { FamilySection } from '../../features/household/components/family-section';
import { FridgeSection } from '../../features/settings/components/fridge-section';
import { LoadError } from '../../features/settings/components/load-error';
import { SettingsForm, SUCCESS_MS } from '../../features/settings/components/settings-form';
import { SettingsSkeleton } from '../../features/settings/components/settings-skeleton';
import { Toast } from '../../components/ui/toast';
import { LeavePageGuard } from '../../components/ui/unsaved-changes';
import { useEmailStatus } from '../../features/settings/lib/use-email-status';
import { useTimedValue } from '../../lib/use-timed-value';

/** /dashboard/settings: profile, preferences, account, and the user's data. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const { data: me } = useMe();
  const profile = useQuery(profileQueryOptions());
  const preferences = useQuery(preferencesQueryOptions());
  const emailStatus = useEmailStatus();
  const newEmailRef = useRef<HTMLInputElement>(null);
  const [toast, showToast] = useTimedValue<string>(SUCCESS_MS);

  // A link to one section (the home's « Ajoutez votre famille » → #famille) scrolls to it once
  // the form above it has its height.
  const { hash } = useLocation();
  const ready = Boolean(profile.data && preferences.data);
  useEffect(() => {
    if (!hash || !ready) return;
    document
      .getElementById(decodeURIComponent(hash.slice(1)))
      ?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);

  const failed = profile.isError || preferences.isError;
  const retrying = profile.isFetching || preferences.isFetching;
  function retry() {
    if (profile.isError) void profile.refetch();
    if (preferences.isError) void preferences.refetch();
  }

  // Leaving with a form changed and not saved asks first (« Quitter sans enregistrer ? »).
  return (
    <LeavePageGuard>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <header>
          <h1 className="font-display text-3xl font-semibold text-fg sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-pretty text-fg-muted">{t('description')}</p>
        </header>
        {emailStatus && (
          <Alert variant={emailStatus === 'changed' ? 'success' : 'error'}>
            {t(`emailStatus.${emailStatus}`)}
          </Alert>
        )}
        {profile.data && preferences.data ? (
          <SettingsForm
            profile={profile.data}
            preferences={preferences.data}
            onSaved={() => showToast(t('save.success'))}
            onChangeEmail={() => newEmailRef.current?.focus()}
          />
        ) : failed ? (
          <LoadError retrying={retrying} onRetry={retry} />
        ) : (
          <SettingsSkeleton />
        )}
        <FridgeSection onSaved={() => showToast(t('fridge.saved'))} />
        <FamilySection onNotice={showToast} />
        <AccountSection
          email={profile.data?.email ?? me?.user.email ?? ''}
          newEmailRef={newEmailRef}
        />
        <DataSection onExported={() => showToast(t('data.export.success'))} />
        <Toast message={toast} />
      </div>
    </LeavePageGuard>
  );
}

export { SettingsPage as Component };
