import { Download, FileLock2, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useExportAccount } from '../api/export-account';
import { DangerButton } from '../../../components/ui/danger-button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsBlock, SettingsCard } from '../../../components/settings/settings-card';

/** « Mes données » (nLPD / RGPD): a copy of everything, or the deletion of the account. */
export function DataSection({ onExported }: { onExported: () => void }) {
  const { t } = useTranslation('settings');
  const exportData = useExportAccount();
  const [deleting, setDeleting] = useState(false);

  return (
    <SettingsCard icon={<FileLock2 />} title={t('data.title')} description={t('data.description')}>
      <div className="flex flex-col gap-6 [&>*+*]:border-t [&>*+*]:border-border [&>*+*]:pt-6">
        <SettingsBlock title={t('data.export.title')} description={t('data.export.description')}>
          {exportData.isError && <Alert variant="error">{t('data.export.error')}</Alert>}
          <Button
            variant="secondary"
            className="self-start"
            disabled={exportData.isPending}
            aria-busy={exportData.isPending}
            onClick={() => exportData.mutate(t('data.export.fileName'), { onSuccess: onExported })}
          >
            {exportData.isPending ? (
              <LoaderCircle className="motion-safe:animate-spin" />
            ) : (
              <Download />
            )}
            {t(exportData.isPending ? 'data.export.submitting' : 'data.export.submit')}
          </Button>
        </SettingsBlock>
        <SettingsBlock title={t('data.delete.title')} description={t('data.delete.description')}>
          <DangerButton
            className="self-start"
            aria-haspopup="dialog"
            onClick={() => setDeleting(true)}
          >
            <Trash2 />
            {t('data.delete.open')}
          </DangerButton>
        </SettingsBlock>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </SettingsCard>
  );
}
