import type { ErrorCode } from '../../../shared/errors';
import { AppError, codeForStatus } from '../../platform/errors';

/** Better Auth's error codes → our catalogue (French messages of the specification). */
const CODES: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'VALIDATION',
  VALIDATION_ERROR: 'VALIDATION',
  MISSING_FIELD: 'VALIDATION',
  BODY_MUST_BE_AN_OBJECT: 'VALIDATION',
  FIELD_NOT_ALLOWED: 'VALIDATION',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  USER_NOT_FOUND: 'NOT_FOUND',
};

export function translateAuthError(status: number, code: unknown): AppError {
  const mapped = typeof code === 'string' ? CODES[code] : undefined;
  if (mapped) return new AppError(mapped);
  if (status === 429) return new AppError('RATE_LIMITED');
  const fallback = codeForStatus(status);
  return new AppError(status >= 500 ? 'INTERNAL' : fallback);
}

/** Errors thrown by `auth.api.*` calls carry the status and Better Auth's code. */
export function fromAuthApiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { statusCode, body } = (error ?? {}) as { statusCode?: number; body?: { code?: string } };
  if (typeof statusCode !== 'number') throw error;
  return translateAuthError(statusCode, body?.code);
}
