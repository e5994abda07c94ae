import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../../shared/food/types';
import type texts from '../../../locales/fr/shopping.json';

type PluralBase<Key> = Key extends `${infer Base}_one` ? Base : never;
type FlatKey = Exclude<keyof typeof texts, 'aisles'>;

/** The namespace's keys: plural forms by their base ('checked', with `count`), aisles by id. */
export type ShoppingKey = FlatKey | PluralBase<FlatKey> | `aisles.${Aisle}`;

/** Typed texts of the `shopping` namespace (until the app registers it in its resources). */
export function useShoppingText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: ShoppingKey, options?: Record<string, unknown>) =>
    translate(key, { ns: 'shopping', ...options });
}
