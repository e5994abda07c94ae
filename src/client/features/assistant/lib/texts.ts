import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/fr/assistant.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the `assistant` namespace; plural keys are named without their suffix. */
export type AssistantKey =
  Leaves<typeof texts> extends infer K
    ? K extends `${infer Base}_${'one' | 'many' | 'other'}`
      ? Base
      : K
    : never;

/** Typed texts of the `assistant` namespace (the Assistant Chef page). */
export function useAssistantText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback(
    (key: AssistantKey, options?: Record<string, unknown>) =>
      translate(key, { ns: 'assistant', ...options }),
    [translate],
  );
}
