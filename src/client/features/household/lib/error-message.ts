import { ApiError } from '../../../lib/api-client';

/** The server's French message, unless it only says that something unexpected happened. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'INTERNAL' ? error.message : fallback;
}
