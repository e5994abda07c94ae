import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { requireSubscriber } from './access';
import type { AuthServices } from './services';
import { requireUser } from './session';

/** Routes for a signed-in user (`c.get('user')`), subscribed or not. */
export function userRouter(deps: Pick<AuthServices, 'auth' | 'db' | 'config'>) {
  return new Hono<AppEnv>().use(requireUser(deps));
}

/**
 * Routes for a signed-in subscriber (own subscription or the household's): the gate is read
 * once, with the session, and gives `householdId` too.
 */
export function subscriberRouter(deps: Pick<AuthServices, 'auth' | 'db' | 'config'>) {
  return userRouter(deps).use(requireSubscriber(deps));
}
