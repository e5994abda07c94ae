import type { QuestionnaireAnswers } from '../lib/answers';

/** Every step shows part of the answers and reports changes to the page, which keeps them. */
export interface StepProps {
  answers: QuestionnaireAnswers;
  onChange: (patch: Partial<QuestionnaireAnswers>) => void;
}
