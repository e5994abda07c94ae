import type { Logger } from './logger';
import { zurichDay } from './home-time';

export interface DailyJob {
  /** For the logs. */
  name: string;
  /** How often this process checks whether the day's run is due. */
  intervalMs: number;
  /** The Zurich hour (0–23) from which the day's run may happen. */
  fromHour: number;
  /** Runs the job if no process did today (it claims the day itself); resolves when done. */
  run: (now: Date) => Promise<{ ran: boolean }>;
  logger: Logger;
  now?: () => Date;
}

export interface ScheduledJob {
  /** Stops checking and waits for a run under way (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Checks at start, then every `intervalMs`: from `fromHour` on, asks `run` to do the day's
 * work. Never two runs at once in this process; the day's claim in PostgreSQL keeps the other
 * processes from running it again. The timer does not keep the process alive.
 */
export function scheduleDailyJob(job: DailyJob): ScheduledJob {
  const now = job.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = () => {
    if (running || stopped) return;
    const at = now();
    if (zurichDay(at).hour < job.fromHour) return;
    running = job
      .run(at)
      .then((report) => {
        if (report.ran) job.logger.info({ job: job.name, ...report }, 'Daily job done');
      })
      .catch((error: unknown) =>
        job.logger.error({ err: error, job: job.name }, 'Daily job failed'),
      )
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(check, job.intervalMs);
  timer.unref();
  check();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
