import { useTranslation } from 'react-i18next';
import { Leaf } from 'lucide-react';

/**
 * « De saison »: every fresh local product of the recipe is in season this month (computed by
 * the server from the produce calendar, issue 26). The herb-green tone of both themes.
 */
export function SeasonBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('recipe');
  return (
    <span
      data-season
      title={t('season.hint')}
      className={`inline-flex items-center gap-1 rounded-full bg-success-soft px-2 text-sm font-semibold text-success ${className}`}
    >
      <Leaf aria-hidden="true" className="size-4" />
      {t('season.badge')}
      <span className="sr-only"> : {t('season.hint')}</span>
    </span>
  );
}
