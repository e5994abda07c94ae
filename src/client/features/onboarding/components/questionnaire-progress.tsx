import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** « Étape 2 sur 4 » over one segment per step, the steps done and current filled. */
export function QuestionnaireProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('onboarding');
  const labelId = useId();
  const label = t('progress', { step, total });
  return (
    <div className="mb-5">
      <p id={labelId} className="mb-2 text-sm font-semibold text-primary">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={label}
        className="grid grid-flow-col gap-1.5"
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-2 rounded-full transition-colors duration-300 ${
              index < step ? 'bg-primary' : 'bg-surface-sunken'
            }`}
          />
        ))}
      </div>
    </div>
  );
}
