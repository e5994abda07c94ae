import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The `favorites` namespace's texts (registered by the app; keys are not typed here). */
export function useFavoritesText(): Translate {
  const { t } = useTranslation();
  const translate = t as unknown as Translate;
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      translate(key, { ns: 'favorites', ...options }),
    [translate],
  );
}
