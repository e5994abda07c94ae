import {
  recipeImportLinkSchema,
  recipeImportTextSchema,
  type RecipeImportAnswer,
} from '../../../shared/recipe-import';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import {
  importRecipeFromLink,
  importRecipeFromText,
  RECIPE_IMPORT_LIMIT,
} from './import/import-recipe';
import type { RecipeServices } from './services';

/**
 * The import of « Mes recettes » (`/api/my-recipes/import/…`), which answers a draft for the
 * editor to review (`{ draft }`) and saves nothing. Mounted by the book's household router
 * (`my-recipes/my-recipes.routes.ts`), behind its session, subscription and household checks.
 */
export function myRecipesImportRoutes(deps: RecipeServices) {
  return new Hono<AppEnv>()
    .post('/link', validate('json', recipeImportLinkSchema), async (c) => {
      // Each import fetches a page from the server: counted per household, refusals included,
      // so that a link cannot be used to probe addresses at will.
      await enforceLimit(deps.db, `recipe-import:${c.get('householdId')}`, RECIPE_IMPORT_LIMIT);
      const draft = await importRecipeFromLink(deps.config, c.req.valid('json').url, {
        signal: c.req.raw.signal,
      });
      return c.json({ draft } satisfies RecipeImportAnswer);
    })
    .post('/text', validate('json', recipeImportTextSchema), (c) => {
      const draft = importRecipeFromText(c.req.valid('json').text);
      return c.json({ draft } satisfies RecipeImportAnswer);
    });
}
