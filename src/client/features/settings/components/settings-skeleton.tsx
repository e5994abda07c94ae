import { useTranslation } from 'react-i18next';

function Bone({ className }: { className: string }) {
  return <div className={`rounded-xl bg-surface-sunken motion-safe:animate-pulse ${className}`} />;
}

/** The shape of the profile and preferences cards while they load: nothing jumps after. */
export function SettingsSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="flex flex-col gap-5 rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8 sm:py-7"
        >
          <div className="flex items-center gap-3">
            <Bone className="size-10 rounded-full" />
            <Bone className="h-6 w-32" />
          </div>
          <div className="flex flex-wrap gap-3">
            {Array.from({ length: 7 }, (_, index) => (
              <Bone key={index} className="size-14 rounded-full" />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Bone className="h-12" />
            <Bone className="h-12" />
          </div>
          <Bone className="h-12" />
        </div>
      ))}
    </div>
  );
}
