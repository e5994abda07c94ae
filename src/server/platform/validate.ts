import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodError, ZodType } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { AppError } from './errors';

const CODE_BY_MESSAGE = new Map(
  Object.entries(ERROR_MESSAGES).map(([code, message]) => [message as string, code as ErrorCode]),
);

/**
 * A 400 naming each invalid field in French. When the only problem is one the catalogue
 * names (the short password, say), the answer carries that code and message.
 */
export function validationError(error: Pick<ZodError, 'issues'>): AppError {
  const fields = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const known = fields.length === 1 ? CODE_BY_MESSAGE.get(fields[0]!.message) : undefined;
  return known ? new AppError(known, { fields }) : new AppError('VALIDATION', { fields });
}

/** Validates one part of the request with zod, so bad input never reaches a use case. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
