import { householdRestrictionInputSchema } from '../../../shared/household-restrictions';
import type { HouseholdServices } from './services';
import { publishHouseholdChange } from './events';
import { validate } from '../../platform/validate';
import { householdRestrictionList, setHouseholdRestriction } from './restrictions';
import { householdRouter } from './router';

/** « Restrictions et allergies » of « Ma famille », each with « Qui est concerné ? ». */
export function householdRestrictionsRoutes(deps: HouseholdServices) {
  const { db } = deps;
  return householdRouter(deps)
    .get('/', async (c) => c.json(await householdRestrictionList(db, c.get('householdId'))))
    .put('/', validate('json', householdRestrictionInputSchema), async (c) => {
      const householdId = c.get('householdId');
      await setHouseholdRestriction(db, householdId, c.req.valid('json'));
      await publishHouseholdChange(db, { householdId, topic: 'household' });
      return c.json(await householdRestrictionList(db, householdId));
    });
}
