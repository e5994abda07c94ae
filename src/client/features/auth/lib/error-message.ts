import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n-core';

/** The French message to show for a failed request: the server's, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.generic', { ns: 'auth' });
}
