import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { PageCard } from '../../../components/page-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSavePreferences } from '../api/save-preferences';
import { DietStep } from '../components/diet-step';
import { FOOD_FIELDS, FoodsStep } from '../components/foods-step';
import { FrequencyStep } from '../components/frequency-step';
import { HouseholdStep } from '../components/household-step';
import { QuestionnaireProgress } from '../components/questionnaire-progress';
import type { QuestionnaireAnswers } from '../lib/answers';
import { DEFAULT_ANSWERS, toPreferencesInput } from '../lib/answers';
import { foodListProblem } from '../lib/food-list';

const STEPS = ['household', 'diet', 'foods', 'frequency'] as const;
const LAST_STEP = STEPS.length - 1;

/** Onboarding: four steps, then the answers are saved and the user goes on to subscribe. */
export function QuestionnairePage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('pages.questionnaire', { ns: 'common' }));
  const navigate = useNavigate();
  const save = useSavePreferences();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(DEFAULT_ANSWERS);
  const [showFoodErrors, setShowFoodErrors] = useState(false);

  const step = STEPS[stepIndex] ?? 'household';
  const busy = save.isPending || save.isSuccess;
  const change = (patch: Partial<QuestionnaireAnswers>) =>
    setAnswers((current) => ({ ...current, ...patch }));

  function goTo(index: number) {
    save.reset();
    // Rendered at once, so the new step's title can take the focus (screen readers read it).
    flushSync(() => setStepIndex(index));
    headingRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step === 'foods') {
      const invalid = FOOD_FIELDS.find((field) => foodListProblem(answers[field]));
      if (invalid) {
        setShowFoodErrors(true);
        (formRef.current?.elements.namedItem(invalid) as HTMLTextAreaElement | null)?.focus();
        return;
      }
    }
    if (stepIndex < LAST_STEP) {
      goTo(stepIndex + 1);
      return;
    }
    save.mutate(toPreferencesInput(answers), {
      onSuccess: () => void navigate(PATHS.subscription, { replace: true }),
    });
  }

  const saveError =
    save.error instanceof ApiError && save.error.code === 'PROFILE_NOT_FOUND'
      ? save.error.message
      : t('errors.save');

  return (
    <PageCard
      wide
      alignTop
      title={t(`${step}.title`)}
      description={t(`${step}.description`)}
      header={<QuestionnaireProgress step={stepIndex + 1} total={STEPS.length} />}
      headingRef={headingRef}
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
        {step === 'household' && <HouseholdStep answers={answers} onChange={change} />}
        {step === 'diet' && <DietStep answers={answers} onChange={change} />}
        {step === 'foods' && (
          <FoodsStep answers={answers} onChange={change} showErrors={showFoodErrors} />
        )}
        {step === 'frequency' && <FrequencyStep answers={answers} onChange={change} />}
        {save.isError && <Alert variant="error">{saveError}</Alert>}
        <div className="flex gap-3 border-t border-border pt-5">
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            disabled={stepIndex === 0 || busy}
            onClick={() => goTo(stepIndex - 1)}
          >
            <ArrowLeft />
            {t('previous')}
          </Button>
          <Button
            type="submit"
            className="flex-1 sm:ml-auto sm:flex-none"
            disabled={busy}
            aria-busy={busy}
          >
            {stepIndex < LAST_STEP ? (
              <>
                {t('next')}
                <ArrowRight />
              </>
            ) : busy ? (
              <>
                <LoaderCircle className="motion-safe:animate-spin" />
                {t('saving')}
              </>
            ) : (
              <>
                <Check />
                {t('finish')}
              </>
            )}
          </Button>
        </div>
      </form>
    </PageCard>
  );
}

export { QuestionnairePage as Component };
