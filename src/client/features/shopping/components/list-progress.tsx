import { useTranslation } from 'react-i18next';

/** The share of checked rows (specification: a rounded percentage, with the counts). */
export function ListProgress({
  checked,
  total,
  percent,
}: {
  checked: number;
  total: number;
  percent: number;
}) {
  const { t: text } = useTranslation('shopping');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-semibold text-fg">
        <span>{text('progressLabel')}</span>
        <span>
          {text('progressCount', { checked, total })} · {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={text('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-3 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
