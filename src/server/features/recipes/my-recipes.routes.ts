import {
  recipeImportLinkSchema,
  recipeImportTextSchema,
  type RecipeImportAnswer,
} from '../../../shared/recipe-import';
import { householdRouter } from '../household';
import { enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import {
  importRecipeFromLink,
  importRecipeFromText,
  RECIPE_IMPORT_LIMIT,
} from './import/import-recipe';
import type { RecipeServices } from './services';

/**
 * « Mes recettes », the household's own recipes: for now their import, which answers a draft for
 * the editor to review (`{ draft }`) and saves nothing.
 */
export function myRecipesRoutes(deps: RecipeServices) {
  return householdRouter(deps)
    .post('/import/link', validate('json', recipeImportLinkSchema), async (c) => {
      // Each import fetches a page from the server: counted per household, refusals included,
      // so that a link cannot be used to probe addresses at will.
      await enforceLimit(deps.db, `recipe-import:${c.get('householdId')}`, RECIPE_IMPORT_LIMIT);
      const draft = await importRecipeFromLink(deps.config, c.req.valid('json').url, {
        signal: c.req.raw.signal,
      });
      return c.json({ draft } satisfies RecipeImportAnswer);
    })
    .post('/import/text', validate('json', recipeImportTextSchema), (c) => {
      const draft = importRecipeFromText(c.req.valid('json').text);
      return c.json({ draft } satisfies RecipeImportAnswer);
    });
}
