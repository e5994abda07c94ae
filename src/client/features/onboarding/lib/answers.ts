import type { QuestionnaireRestriction, ShoppingFrequency } from '../../../../shared/constants';
import type { PreferencesInput } from '../api/preferences';
import { splitFoodList } from './food-list';

/** What the questionnaire holds while it is being answered; food lists as typed. */
export interface QuestionnaireAnswers {
  adults: number;
  children: number;
  dietaryRestrictions: QuestionnaireRestriction[];
  preferredFoods: string;
  avoidedFoods: string;
  shoppingFrequency: ShoppingFrequency;
}

/** Specification, section 3: 1 adult, 0 children, empty lists, weekly. */
export const DEFAULT_ANSWERS: QuestionnaireAnswers = {
  adults: 1,
  children: 0,
  dietaryRestrictions: [],
  preferredFoods: '',
  avoidedFoods: '',
  shoppingFrequency: 'weekly',
};

export function toPreferencesInput(answers: QuestionnaireAnswers): PreferencesInput {
  return {
    ...answers,
    preferredFoods: splitFoodList(answers.preferredFoods),
    avoidedFoods: splitFoodList(answers.avoidedFoods),
  };
}
