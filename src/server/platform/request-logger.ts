import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import type { Logger } from './logger';

/** Secret addresses keep their secret out of the logs: `/api/calendar/<token>.ics`. */
export function loggedPath(path: string): string {
  return path.replace(/^\/api\/calendar\/[^/]+\.ics$/, '/api/calendar/[secret].ics');
}

/** One line per request, after the answer: method, path, status, duration. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (c.res.status >= 500) logger.error(entry, 'request');
    else if (c.req.path === '/api/health') logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  };
}
