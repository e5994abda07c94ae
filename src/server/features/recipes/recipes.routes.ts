import { Hono } from 'hono';
import { suggestionInputSchema } from '../../../shared/recipes';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { withHousehold } from '../../lib/household';
import { enforceLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { suggestRecipe } from './suggest-recipe';

/** Recipe suggestions from the configured engine (the catalogue by default). */
export function recipesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscriber(deps), withHousehold(deps))
    .post('/suggestions', validate('json', suggestionInputSchema), async (c) => {
      const userId = c.get('user').id;
      // A language model costs money per answer: a generous limit per person stops abuse.
      // The catalogue costs a few milliseconds and skips that database write.
      if (deps.recipes.name === 'llm') {
        await enforceLimit(deps.db, `recipes:${userId}`, {
          max: deps.config.recipeRateLimitPerMinute,
          windowSeconds: 60,
        });
      }
      const recipe = await suggestRecipe(
        deps,
        { userId, householdId: c.get('householdId') },
        c.req.valid('json'),
        c.req.raw.signal,
      );
      return c.json({ recipe });
    });
}
