import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/fr/recipes.json';

export type RecipesKey = keyof typeof texts;

/** Typed texts of the `recipes` namespace (the suggestions page). */
export function useRecipesText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: RecipesKey, options?: Record<string, unknown>) =>
    translate(key, { ns: 'recipes', ...options });
}
