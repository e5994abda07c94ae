import path from 'node:path';
import '../shared/zod-locale';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { accountRoutes } from './features/account';
import { authRoutes, meRoutes, sessionHint } from './features/auth';
import { devJobsApi } from './features/dev-jobs';
import { devMailboxApi, devMailboxPages } from './features/dev-mailbox';
import { billingRoutes, sandboxPages } from './features/billing';
import { calendarRoutes } from './features/calendar';
import { statsRoutes, todayRoutes } from './features/dashboard';
import { favoritesRoutes } from './features/favorites';
import { healthRoutes } from './features/health';
import { inventoryRoutes } from './features/inventory';
import { notificationsRoutes } from './features/notifications';
import { preferencesRoutes } from './features/onboarding';
import { planningRoutes } from './features/planning';
import { householdRecipesRoutes, RECIPE_FILE_MAX_BYTES, recipesRoutes } from './features/recipes';
import { assistantRoutes } from './features/assistant';
import {
  eventsRoutes,
  householdRoutes,
  householdEatersRoutes,
  householdPeopleRoutes,
  householdRestrictionsRoutes,
  householdSettingsRoutes,
} from './features/household';
import { MY_RECIPE_PHOTO } from '../shared/my-recipes';
import { profileRoutes } from './features/settings';
import { shoppingRoutes, shopsRoutes } from './features/shopping';
import { clientAssets } from './platform/client-assets';
import { createDocumentEnhancer } from './platform/html-documents';
import type { AppEnv } from './platform/context';
import type { AppDeps } from './services';
import { compression } from './platform/compression';
import { createErrorHandler } from './platform/error-handler';
import { AppError } from './platform/errors';
import { jsonBody, METHODS_WITH_BODY } from './platform/json-body';
import { originCheck } from './platform/origin-check';
import { CLIENT_DIST_DIR } from './platform/paths';
import { requestLogger } from './platform/request-logger';
import { securityHeaders } from './platform/security-headers';

const API_BODY_LIMIT_BYTES = 256 * 1024;
const limitBody = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

/** A form's envelope around a photo (boundaries, field name, file name). */
const FORM_OVERHEAD_BYTES = 16 * 1024;
/** A recipe's photo: `/api/my-recipes/<id>/photo`. */
const PHOTO_PATH = /^\/api\/my-recipes\/[^/]+\/photo$/;

/** The routes whose bodies may be larger (« Importer un fichier », photos), with their refusal. */
const LARGER_BODIES = [
  {
    path: (p: string) => p === '/api/my-recipes/import/file',
    maxSize: RECIPE_FILE_MAX_BYTES,
    code: 'RECIPE_FILE_TOO_LARGE' as const,
  },
  {
    path: (p: string) => PHOTO_PATH.test(p),
    maxSize: MY_RECIPE_PHOTO.maxBytes + FORM_OVERHEAD_BYTES,
    code: 'PHOTO_TOO_LARGE' as const,
  },
].map((route) => ({
  matches: route.path,
  maxSize: route.maxSize,
  code: route.code,
  limit: bodyLimit({
    maxSize: route.maxSize,
    onError: () => {
      throw new AppError(route.code);
    },
  }),
}));

function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      // On the answer's own headers: `c.header()` after the answer would copy it into a stream.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    })
    .use('*', (c, next) => {
      // Reading `body` turns Node's request into a fetch one: only when the size is not declared.
      if (!METHODS_WITH_BODY.has(c.req.method)) return next();
      const larger = LARGER_BODIES.find((route) => route.matches(c.req.path));
      const declared = c.req.header('Content-Length');
      if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined)
        return (larger?.limit ?? limitBody)(c, next);
      if (Number(declared) > (larger?.maxSize ?? API_BODY_LIMIT_BYTES))
        throw new AppError(larger?.code ?? 'PAYLOAD_TOO_LARGE');
      return next();
    })
    // Sees every answer, errors included: sessions opened, ended or found missing.
    .use('*', sessionHint(deps))
    .use('*', originCheck(deps.config, { exempt: ['/api/billing/webhooks/'] }))
    .use('*', jsonBody)
    .route('/health', healthRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/preferences', preferencesRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/stats', statsRoutes(deps))
    .route('/home', todayRoutes(deps))
    .route('/notifications', notificationsRoutes(deps))
    .route('/profile', profileRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/planned-meals', planningRoutes(deps))
    .route('/favorites', favoritesRoutes(deps))
    .route('/inventory-items', inventoryRoutes(deps))
    .route('/shopping-items', shoppingRoutes(deps))
    .route('/shops', shopsRoutes(deps))
    .route('/recipes', recipesRoutes(deps))
    .route('/my-recipes', householdRecipesRoutes(deps))
    .route('/assistant', assistantRoutes(deps))
    .route('/events', eventsRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/household/eaters', householdEatersRoutes(deps))
    .route('/household/people', householdPeopleRoutes(deps))
    .route('/household/restrictions', householdRestrictionsRoutes(deps))
    .route('/household/settings', householdSettingsRoutes(deps));
  // Last: its middleware covers /household/*, so the more specific household routes come first.
  api.route('/household', householdRoutes(deps));
  if (deps.config.devRoutes) api.route('/dev/mailbox', devMailboxApi(deps));
  if (deps.config.devRoutes) api.route('/dev/jobs', devJobsApi(deps));
  return api.all('*', () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

/** Builds the whole HTTP application; tests run it in-process with `app.request()`. */
export function createApp(deps: AppDeps, options: { clientDir?: string | null } = {}) {
  const clientDir = options.clientDir === undefined ? CLIENT_DIST_DIR : options.clientDir;
  const documents = deps.config.serveClient && clientDir ? createDocumentEnhancer(clientDir) : null;
  const app = new Hono<AppEnv>()
    .use('*', requestId())
    .use('*', requestLogger(deps.logger))
    .use('*', securityHeaders(deps.config, documents?.scriptHashes))
    .use('*', compression())
    .route('/api', apiRoutes(deps));

  if (deps.config.devRoutes) app.route('/dev/mailbox', devMailboxPages(deps));
  if (deps.config.billing.provider === 'sandbox') app.route('/sandbox', sandboxPages(deps));
  if (deps.config.serveClient && clientDir)
    app.route(
      '/',
      clientAssets(clientDir, {
        baseUrl: deps.config.publicBaseUrl,
        prerenderedDir: path.join(clientDir, '..', 'prerendered'),
        enhance: documents?.enhance,
      }),
    );
  app.notFound((c) => c.json(new AppError('ROUTE_NOT_FOUND').toBody(), 404));
  app.onError(createErrorHandler(deps.logger));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
