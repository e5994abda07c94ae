import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
export const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Better Auth reads its own bodies; payment providers sign theirs. */
const TAKES_OTHER_BODIES = ['/api/auth/', '/api/billing/webhooks/'];
/** A recipe's photo is sent as the image itself (or a multipart form): read by its route. */
const PHOTO_PATH = /^\/api\/my-recipes\/[^/]+\/photo$/;

/** Whether a string or key of the JSON holds U+0000 (only walked when the text escapes one). */
function holdsNul(text: string): boolean {
  if (!/\\u0000/i.test(text)) return false;
  let found = false;
  JSON.parse(text, (key, value: unknown) => {
    if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) found = true;
    return value;
  });
  return found;
}

/**
 * Reads a JSON body once, up front, so that malformed JSON is a 400 with a French message
 * on every API route, before authentication or routing. Validators reuse the cached text.
 * PostgreSQL cannot store U+0000 in text or jsonb: a body holding one is refused here, before
 * any write, rather than failing half-way with a 500. A body of another type is refused with
 * 415, except on the routes that read their own (`TAKES_OTHER_BODIES`).
 */
export const jsonBody: MiddlewareHandler = async (c, next) => {
  if (!METHODS_WITH_BODY.has(c.req.method)) return next();
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch (cause) {
        throw new AppError('INVALID_JSON', { cause });
      }
      if (holdsNul(text)) throw new AppError('VALIDATION');
    }
  } else if (
    !TAKES_OTHER_BODIES.some((prefix) => c.req.path.startsWith(prefix)) &&
    !PHOTO_PATH.test(c.req.path) &&
    (await c.req.text()) !== ''
  ) {
    // Validators would read such a body as `{}`: a PATCH would answer 200 and change nothing.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  await next();
};
