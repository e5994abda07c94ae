import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar over the page while the next page loads (fixed: nothing below it moves). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left print:hidden bg-primary transition-[opacity,transform] duration-500 ${
          busy ? 'scale-x-75 opacity-100 delay-150' : 'scale-x-0 opacity-0'
        }`}
      />
      <span role="status" className="sr-only">
        {busy ? t('loading') : ''}
      </span>
    </>
  );
}
