import { Hono } from 'hono';
import { householdRestrictionInputSchema } from '../../../shared/household-restrictions';
import { requireSubscriber } from '../../lib/access';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { publishHouseholdChange } from '../../lib/household-events';
import { withHousehold } from '../../lib/household';
import { validate } from '../../lib/validate';
import { householdRestrictionList, setHouseholdRestriction } from './restrictions';

/** « Restrictions et allergies » of « Ma famille », each with « Qui est concerné ? ». */
export function householdRestrictionsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscriber(deps), withHousehold(deps))
    .get('/', async (c) => c.json(await householdRestrictionList(db, c.get('householdId'))))
    .put('/', validate('json', householdRestrictionInputSchema), async (c) => {
      const householdId = c.get('householdId');
      await setHouseholdRestriction(db, householdId, c.req.valid('json'));
      await publishHouseholdChange(db, { householdId, topic: 'household' });
      return c.json(await householdRestrictionList(db, householdId));
    });
}
