import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON body once, up front, so that malformed JSON is a 400 with a French message
 * on every API route, before authentication or routing. Validators reuse the cached text.
 * Routes that need the raw bytes (auth handler, signed webhooks) are mounted before it.
 */
export const jsonBody: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (METHODS_WITH_BODY.has(c.req.method) && JSON_MEDIA_TYPE.test(mediaType)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch (cause) {
        throw new AppError('INVALID_JSON', { cause });
      }
    }
  }
  await next();
};
