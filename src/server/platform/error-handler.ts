import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { databaseUnavailableReason } from './database-status';
import { AppError, codeForStatus } from './errors';
import { RateLimitedError } from './rate-limit';
import type { AppEnv } from './context';
import type { Logger } from './logger';

/** PostgreSQL errors that mean "bad or conflicting input", never a server fault. */
const PG_CODES: Record<string, ConstructorParameters<typeof AppError>[0]> = {
  '23505': 'CONFLICT',
  '23503': 'NOT_FOUND',
  '23514': 'VALIDATION',
  '23502': 'VALIDATION',
  '22P02': 'VALIDATION',
  '22007': 'VALIDATION',
  '22008': 'VALIDATION',
  '22001': 'VALIDATION',
  '22003': 'VALIDATION',
  // U+0000 in a path or query value compared with a text column.
  '22021': 'VALIDATION',
  '22P05': 'VALIDATION',
};

function postgresCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code =
      error.status === 400 && /json/i.test(error.message)
        ? 'INVALID_JSON'
        : codeForStatus(error.status);
    return code === 'INTERNAL' ? null : new AppError(code, { cause: error });
  }
  // The database is away (stopped, restarting, unreachable): the request may be sent again.
  if (databaseUnavailableReason(error))
    return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  const pgCode = postgresCode(error);
  const mapped = pgCode ? PG_CODES[pgCode] : undefined;
  return mapped ? new AppError(mapped, { cause: error }) : null;
}

/** The one mapping from any thrown error to `{ error: { code, message } }`. */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const appError = toAppError(error);
    if (appError) {
      const unavailable = error instanceof AppError ? undefined : databaseUnavailableReason(error);
      if (unavailable) {
        // One line per request while the database is away, not a stack trace each time.
        logger.warn({ requestId: c.get('requestId'), reason: unavailable }, 'Database unreachable');
      } else if (appError.status >= 500) {
        logger.error({ err: error, requestId: c.get('requestId') }, 'Server error');
      }
      const response = c.json(appError.toBody(), appError.status);
      if (appError instanceof RateLimitedError) {
        response.headers.set('Retry-After', String(appError.retryAfterSeconds));
      }
      return response;
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'Unexpected error');
    return c.json(new AppError('INTERNAL').toBody(), 500);
  };
}
