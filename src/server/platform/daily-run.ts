import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobRuns } from '../db/schema';

/**
 * Claims a job's run for a day: true for the one server process whose row went in, false for
 * every other (same day). The primary key decides, so processes need no lock of their own.
 */
export async function claimDailyRun(db: Database, job: string, day: string): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job, runOn: day })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  return claimed.length > 0;
}

/** Gives a failed run's day back, so the next check (of any process) tries again. */
export async function releaseDailyRun(db: Database, job: string, day: string): Promise<void> {
  await db
    .delete(scheduledJobRuns)
    .where(and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.runOn, day)));
}
