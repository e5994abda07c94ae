import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger';
import { scheduleDailyJob } from './scheduler';

const MINUTE = 60_000;

let clock: Date;
const logger = { info: vi.fn(), error: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  logger.info.mockClear();
  logger.error.mockClear();
});
afterEach(() => vi.useRealTimers());

function schedule(run: (now: Date) => Promise<{ ran: boolean }>) {
  return scheduleDailyJob({
    name: 'expiry-alerts',
    intervalMs: 15 * MINUTE,
    fromHour: 7,
    run,
    logger: logger as unknown as Logger,
    now: () => clock,
  });
}

describe('scheduleDailyJob', () => {
  it('waits for the Zurich hour, then checks at start and at every interval', async () => {
    clock = new Date('2026-11-22T05:50:00Z'); // 06:50 in Zurich
    const run = vi.fn(async () => ({ ran: true }));
    const job = schedule(run);
    expect(run).not.toHaveBeenCalled();

    clock = new Date('2026-11-22T06:05:00Z'); // 07:05
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith(clock);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('never runs twice at once, and stop waits for the run under way', async () => {
    clock = new Date('2026-11-22T08:00:00Z');
    let finish!: () => void;
    const run = vi.fn(
      () => new Promise<{ ran: boolean }>((resolve) => (finish = () => resolve({ ran: true }))),
    );
    const job = schedule(run);
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    expect(run).toHaveBeenCalledOnce();

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledOnce();
  });

  it('logs a failed run and tries again at the next check', async () => {
    clock = new Date('2026-11-22T08:00:00Z');
    const run = vi
      .fn<(now: Date) => Promise<{ ran: boolean }>>()
      .mockRejectedValueOnce(new Error('base indisponible'))
      .mockResolvedValue({ ran: false });
    const job = schedule(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.info).not.toHaveBeenCalled();
    await job.stop();
  });
});
