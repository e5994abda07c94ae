import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from '../household';
import { sendExpiryAlerts } from '../inventory';

/**
 * Runs a daily job now (POST /api/dev/jobs/expiry-alerts), outside production only: to try an
 * alert or write a browser journey without waiting for tomorrow morning. It skips the day's
 * claim, not the marks: what was told is still told once.
 */
export function devJobsApi(deps: HouseholdServices) {
  return new Hono<AppEnv>().post('/expiry-alerts', async (c) =>
    c.json(await sendExpiryAlerts(deps, new Date())),
  );
}
