// The composition root: the services every route may use, built once from the settings, the
// database and the logger. Features never import this file: each declares the services it
// needs (`AuthServices`, `HouseholdServices`, `RecipeServices`, `BillingServices`), and
// `AppDeps` is all of them.
import { createAuth } from './features/auth';
import { createPaymentProvider, type BillingServices } from './features/billing';
import { HouseholdEvents } from './features/household';
import {
  CatalogueEngine,
  createRecipeEngine,
  SuggestionCache,
  type RecipeServices,
} from './features/recipes';
import type { BaseDeps } from './platform/context';
import { createMailer } from './platform/mail/mailer';

/** What the app is built from and every service built from it. */
export interface AppDeps extends RecipeServices, BillingServices {}

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
