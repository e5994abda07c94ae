import type { Context } from 'hono';
import { Hono } from 'hono';
import type { CalendarFeedCreated } from '../../../shared/calendar';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { PATHS } from '../../../shared/routes';
import { loadAccess, requireSubscriber, requireUser } from '../auth';
import { clientIp } from '../../platform/client-ip';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from '../household';
import { householdIdOf } from '../household';
import { enforceLimit } from '../../platform/rate-limit';
import { createFeed, feedMeals, feedOwner, feedStatus, revokeFeed } from './feeds';
import { writeMealCalendar } from './meal-calendar';
import { zurichDateDaysAgo } from '../../platform/home-time';

/** Meals this many days old stay in the feed, so last week's dinners are still there. */
const PAST_DAYS = 30;
/**
 * Generous: calendar services (Google's, Apple's) fetch every subscriber's feed from a few
 * shared addresses. Guessing a 256-bit token is hopeless anyway; this protects the database.
 */
const FEED_REQUESTS_PER_IP = { max: 300, windowSeconds: 5 * 60 };

// The API answers `Cache-Control: no-store` (app.ts), and the feed keeps it: a revoked or
// replaced address must stop at once, and calendar apps poll on their own schedule anyway.
const FEED_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** The same plain answer for a malformed, unknown or revoked address: nothing to learn. */
const notFound = (c: Context) =>
  c.text(ERROR_MESSAGES.ROUTE_NOT_FOUND, 404, { ...FEED_HEADERS, 'Content-Type': 'text/plain' });

/**
 * The private calendar feed: `GET /:token.ics` (public, the household's plan as iCalendar),
 * and for the signed-in subscriber `GET /` (status), `POST /` (a new address, replacing the
 * previous one) and `DELETE /` (revoke).
 */
export function calendarRoutes(deps: HouseholdServices) {
  const { db, config } = deps;
  const planningUrl = new URL(PATHS.dashboardPlanning, config.publicBaseUrl).href;

  return (
    new Hono<AppEnv>()
      // Hono reads `/:token.ics` as a parameter named « token.ics »: the pattern keeps the suffix.
      .get('/:file{[^/]+\\.ics}', async (c) => {
        await enforceLimit(db, `calendar-feed:ip:${clientIp(c, config)}`, FEED_REQUESTS_PER_IP);
        const owner = await feedOwner(db, c.req.param('file').slice(0, -'.ics'.length));
        // The feed lives as long as its owner's access to Popote does.
        if (!owner || !(await loadAccess(db, config, owner)).subscription.active)
          return notFound(c);
        const householdId = await householdIdOf(db, owner.id);
        const meals = await feedMeals(db, householdId, zurichDateDaysAgo(PAST_DAYS));
        return c.body(writeMealCalendar(meals, { planningUrl }), 200, {
          ...FEED_HEADERS,
          'Content-Type': 'text/calendar; charset=utf-8',
        });
      })
      .use(requireUser(deps), requireSubscriber(deps))
      .get('/', async (c) => c.json(await feedStatus(db, c.get('user').id)))
      .post('/', async (c) => {
        const token = await createFeed(db, c.get('user').id);
        const url = new URL(`/api/calendar/${token}.ics`, config.publicBaseUrl).href;
        return c.json<CalendarFeedCreated>({ url }, 201);
      })
      .delete('/', async (c) => {
        await revokeFeed(db, c.get('user').id);
        return c.json({ ok: true as const });
      })
  );
}
