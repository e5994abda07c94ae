import { subscriberRouter, type AuthServices } from '../auth';
import { withHousehold } from './household';

/**
 * The one way a household's routes start: a signed-in subscriber, and their household
 * (`c.get('householdId')`), always from the session, never from the request.
 */
export function householdRouter(deps: Pick<AuthServices, 'auth' | 'db' | 'config'>) {
  return subscriberRouter(deps).use(withHousehold(deps));
}
