import { streamSSE } from 'hono/streaming';
import { signedSessionToken } from '../auth';
import { AppError } from '../../platform/errors';
import type { HouseholdServices } from './services';
import type { HouseholdChange, StreamEnd } from './events';
import { householdRouter } from './router';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: server-sent events telling the household's open pages what changed
 * (`event: change`, `data: { topic }`), whichever server process handled the write. The stream
 * ends with its session (sign-out, password reset, e-mail change, account deletion) and when
 * its user leaves the household; over the user's cap, the oldest one ends after
 * `event: replaced` (`HouseholdEvents`).
 */
export function eventsRoutes(deps: HouseholdServices) {
  return householdRouter(deps).get('/', async (c) => {
    const sessionToken = await signedSessionToken(deps.auth, c);
    if (!sessionToken) throw new AppError('UNAUTHENTICATED');
    const pending: HouseholdChange[] = [];
    let wake: (() => void) | null = null;
    let ended: StreamEnd | 'aborted' | null = null;
    const end = (reason: StreamEnd | 'aborted') => {
      ended ??= reason;
      wake?.();
    };
    // Before the answer starts: over the process's cap, a 503 rather than an empty stream.
    const unsubscribe = await deps.events.subscribe(
      { householdId: c.get('householdId'), userId: c.get('user').id, sessionToken },
      (change) => {
        pending.push(change);
        wake?.();
      },
      end,
    );
    // no-transform: the compression middleware would hold the events back.
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => end('aborted'));
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted) {
          // What arrived before the end is still told (a removed member's last change).
          const change = pending.shift();
          if (change) {
            await stream.writeSSE({
              event: 'change',
              data: JSON.stringify({ topic: change.topic }),
            });
            continue;
          }
          if (ended) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, HEARTBEAT_MS).unref();
          });
          wake = null;
          if (pending.length === 0 && !ended) await stream.write(': ping\n\n');
        }
        // Told not to reconnect: EventSource would otherwise come back and replace another.
        if (ended === 'replaced') await stream.writeSSE({ event: 'replaced', data: '{}' });
      } finally {
        unsubscribe();
      }
    });
  });
}
