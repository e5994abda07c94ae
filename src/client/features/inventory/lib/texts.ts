import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/fr/inventory.json';

export type InventoryKey = keyof typeof texts;

/** Typed texts of the `inventory` namespace (until the app registers it in its resources). */
export function useInventoryText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: InventoryKey, options?: Record<string, unknown>) =>
    translate(key, { ns: 'inventory', ...options });
}
