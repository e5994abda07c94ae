import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ApiErrorBody,
  type ErrorCode,
  type FieldError,
} from '../../shared/errors';

/** The one error type of the server: a code of the catalogue, mapped to a status and French text. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: FieldError[]; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code] as ContentfulStatusCode;
    this.fields = options.fields;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

/** Maps a status set by a library (Hono's HTTPException, body limits…) to our catalogue. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}
