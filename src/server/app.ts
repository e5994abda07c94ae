import '../shared/zod-locale';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { healthRoutes } from './features/health/health.routes';
import { clientAssets } from './lib/client-assets';
import type { AppDeps, AppEnv } from './lib/context';
import { createErrorHandler } from './lib/error-handler';
import { AppError } from './lib/errors';
import { jsonBody } from './lib/json-body';
import { CLIENT_DIST_DIR } from './lib/paths';
import { requestLogger } from './lib/request-logger';
import { securityHeaders } from './lib/security-headers';

const API_BODY_LIMIT_BYTES = 256 * 1024;

function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .use(
      '*',
      bodyLimit({
        maxSize: API_BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE');
        },
      }),
    )
    .use('*', jsonBody)
    .route('/health', healthRoutes(deps))
    .all('*', () => {
      throw new AppError('ROUTE_NOT_FOUND');
    });
}

/** Builds the whole HTTP application; tests run it in-process with `app.request()`. */
export function createApp(deps: AppDeps, options: { clientDir?: string | null } = {}) {
  const clientDir = options.clientDir === undefined ? CLIENT_DIST_DIR : options.clientDir;
  const app = new Hono<AppEnv>()
    .use('*', requestId())
    .use('*', requestLogger(deps.logger))
    .use('*', securityHeaders(deps.config))
    .use('*', compress())
    .route('/api', apiRoutes(deps));

  if (deps.config.serveClient && clientDir) app.route('/', clientAssets(clientDir));
  app.notFound((c) => c.json(new AppError('ROUTE_NOT_FOUND').toBody(), 404));
  app.onError(createErrorHandler(deps.logger));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
