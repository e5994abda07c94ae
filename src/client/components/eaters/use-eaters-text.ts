import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type texts from '../../locales/fr/eaters.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the `eaters` namespace; plural keys are named without their suffix. */
export type EatersKey =
  Leaves<typeof texts> extends infer K
    ? K extends `${infer Base}_${'one' | 'many' | 'other'}`
      ? Base
      : K
    : never;

/** Typed texts of the `eaters` namespace (« Qui mange ? »). */
export function useEatersText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback(
    (key: EatersKey, options?: Record<string, unknown>) =>
      translate(key, { ns: 'eaters', ...options }),
    [translate],
  );
}
