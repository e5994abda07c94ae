import { createMiddleware } from 'hono/factory';
import type { Config } from '../env';
import type { AppEnv } from './context';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: a browser always names the page that
 * sent it (Origin, Sec-Fetch-Site); anything not from Popote's own origin is refused.
 * Callers that are not browsers (no such headers) are judged by their session alone.
 */
export function originCheck(
  config: Pick<Config, 'publicBaseUrl'>,
  options: { exempt?: string[] } = {},
) {
  const ownOrigin = new URL(config.publicBaseUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      !options.exempt?.some((prefix) => c.req.path.startsWith(prefix))
    ) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if ((origin && origin !== ownOrigin) || fetchSite === 'cross-site')
        throw new AppError('FORBIDDEN');
    }
    await next();
  });
}
