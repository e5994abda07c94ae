import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/fr/shopping.json';

export type ShoppingKey = keyof typeof texts;

/** Typed texts of the `shopping` namespace (until the app registers it in its resources). */
export function useShoppingText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: ShoppingKey, options?: Record<string, unknown>) =>
    translate(key, { ns: 'shopping', ...options });
}
