import { CircleCheck, Download, Share } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { t } from './feature/texts';
import { useBrowserValue } from '../lib/use-browser-value';
import { promptInstall, readInstallState, subscribeInstallState } from '../lib/install-prompt';

/** The element of /app that hydrates: the install button, or how to install by hand. */
export const INSTALL_ROOT_ID = 'installer';

/**
 * « Installer l'application » when the browser offers it (Chrome, Edge, Android), the Share
 * menu's steps on iPhone and iPad (Safari installs by hand only), a confirmation once installed.
 */
export function InstallApp() {
  const state = useBrowserValue(subscribeInstallState, readInstallState, 'unknown');

  // The offer needs the service worker: registered here, where the visitor wants to install.
  useEffect(() => {
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/sw.js').catch(() => {});
  }, []);

  if (state === 'prompt') {
    return (
      <button
        type="button"
        className={buttonClasses({ className: 'text-lg' })}
        onClick={() => void promptInstall()}
      >
        <Download aria-hidden="true" />
        {t('app.install.button')}
      </button>
    );
  }
  if (state === 'ios') {
    return (
      <p className="flex max-w-prose items-start gap-3 rounded-2xl border border-border bg-surface-raised p-4 text-fg">
        <Share aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        {t('app.install.ios')}
      </p>
    );
  }
  if (state === 'installed') {
    return (
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('app.install.installed')}
      </p>
    );
  }
  return null;
}
