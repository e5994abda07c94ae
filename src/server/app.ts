import path from 'node:path';
import '../shared/zod-locale';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { meRoutes } from './features/auth/me.routes';
import { devJobsApi } from './features/dev-jobs/jobs.routes';
import { devMailboxApi, devMailboxPages } from './features/dev-mailbox/mailbox.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { sandboxPages } from './features/billing/sandbox.routes';
import { statsRoutes } from './features/dashboard/stats.routes';
import { favoritesRoutes } from './features/favorites/favorites.routes';
import { healthRoutes } from './features/health/health.routes';
import { inventoryRoutes } from './features/inventory/inventory.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { preferencesRoutes } from './features/onboarding/preferences.routes';
import { planningRoutes } from './features/planning/planning.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { eventsRoutes } from './features/events/events.routes';
import { householdRoutes } from './features/household/household.routes';
import { householdEatersRoutes } from './features/household/eaters.routes';
import { householdPeopleRoutes } from './features/household/people.routes';
import { householdRestrictionsRoutes } from './features/household/restrictions.routes';
import { profileRoutes } from './features/settings/profile.routes';
import { shoppingRoutes } from './features/shopping/shopping.routes';
import { createAuth } from './lib/auth/auth';
import { clientAssets } from './lib/client-assets';
import { HouseholdEvents } from './lib/household-events';
import { createDocumentEnhancer } from './lib/html-documents';
import type { AppDeps, AppEnv, BaseDeps } from './lib/context';
import { compression } from './lib/compression';
import { createErrorHandler } from './lib/error-handler';
import { AppError } from './lib/errors';
import { jsonBody, METHODS_WITH_BODY } from './lib/json-body';
import { createMailer } from './lib/mail/mailer';
import { createPaymentProvider } from './lib/payments';
import { CatalogueEngine, createRecipeEngine, SuggestionCache } from './lib/recipes';
import { originCheck } from './lib/origin-check';
import { CLIENT_DIST_DIR } from './lib/paths';
import { requestLogger } from './lib/request-logger';
import { securityHeaders } from './lib/security-headers';

const API_BODY_LIMIT_BYTES = 256 * 1024;
const limitBody = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

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
      const declared = c.req.header('Content-Length');
      if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined)
        return limitBody(c, next);
      if (Number(declared) > API_BODY_LIMIT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      return next();
    })
    .use('*', originCheck(deps.config, { exempt: ['/api/billing/webhooks/'] }))
    .use('*', jsonBody)
    .route('/health', healthRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/preferences', preferencesRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/stats', statsRoutes(deps))
    .route('/notifications', notificationsRoutes(deps))
    .route('/profile', profileRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/planned-meals', planningRoutes(deps))
    .route('/favorites', favoritesRoutes(deps))
    .route('/inventory-items', inventoryRoutes(deps))
    .route('/shopping-items', shoppingRoutes(deps))
    .route('/recipes', recipesRoutes(deps))
    .route('/assistant', assistantRoutes(deps))
    .route('/events', eventsRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/household/eaters', householdEatersRoutes(deps))
    .route('/household/people', householdPeopleRoutes(deps))
    .route('/household/restrictions', householdRestrictionsRoutes(deps));
  // Last: its middleware covers /household/*, so the more specific household routes come first.
  api.route('/household', householdRoutes(deps));
  if (!deps.config.isProduction) api.route('/dev/mailbox', devMailboxApi(deps));
  if (!deps.config.isProduction) api.route('/dev/jobs', devJobsApi(deps));
  return api.all('*', () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

/** The services every route may use, built once from the settings, database and logger. */
export function createServices(base: BaseDeps & { authSecret: string }): AppDeps {
  const mailer = createMailer(base);
  const auth = createAuth({ ...base, mailer, secret: base.authSecret });
  const payments = createPaymentProvider(base);
  const catalogue = new CatalogueEngine();
  return {
    config: base.config,
    db: base.db,
    logger: base.logger,
    mailer,
    auth,
    payments,
    recipes: createRecipeEngine(base, catalogue),
    catalogue,
    suggestionCache: new SuggestionCache(),
    events: new HouseholdEvents(base.db, base.logger),
  };
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

  if (!deps.config.isProduction) app.route('/dev/mailbox', devMailboxPages(deps));
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
