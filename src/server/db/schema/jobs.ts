import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Runs of the scheduled jobs, one row per job and day: the first server process to insert the
 * row runs the job, the others (same day) skip it — several processes never send twice.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.runOn] })],
);
