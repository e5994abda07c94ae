import type { Hono } from 'hono';

/**
 * Every route the app answers, as `METHOD /path` (Hono's own table, in registration order).
 * Middleware (`use`) and catch-alls are registered as `ALL …*`: they are not routes of their own.
 */
export function routesOf(app: Pick<Hono, 'routes'>): string[] {
  const keys = app.routes
    .filter((route) => !(route.method === 'ALL' && route.path.endsWith('*')))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

/** The routes of `all` that `covered` does not name, and the names of `covered` no route has. */
export function coverage(all: readonly string[], covered: Iterable<string>) {
  const named = new Set(covered);
  return {
    missing: all.filter((route) => !named.has(route)),
    stale: [...named].filter((route) => !all.includes(route)),
  };
}
