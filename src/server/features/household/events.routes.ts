import { streamSSE } from 'hono/streaming';
import type { HouseholdServices } from './services';
import type { HouseholdChange } from './events';
import { householdIdOf } from './household';
import { householdRouter } from './router';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: server-sent events telling the household's open pages what changed
 * (`event: change`, `data: { topic }`), whichever server process handled the write.
 */
export function eventsRoutes(deps: HouseholdServices) {
  return householdRouter(deps).get('/', (c) => {
    const householdId = c.get('householdId');
    const userId = c.get('user').id;
    // no-transform: the compression middleware would hold the events back.
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const pending: HouseholdChange[] = [];
      let wake: (() => void) | null = null;
      let ended = false;
      const end = () => {
        ended = true;
        wake?.();
      };
      const unsubscribe = await deps.events.subscribe(
        householdId,
        (change) => {
          pending.push(change);
          wake?.();
        },
        end,
      );
      stream.onAbort(end);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!ended && !stream.aborted) {
          const change = pending.shift();
          if (change) {
            await stream.writeSSE({
              event: 'change',
              data: JSON.stringify({ topic: change.topic }),
            });
            // A member who left or was removed hears nothing more of this household.
            if (
              change.topic === 'household' &&
              (await householdIdOf(deps.db, userId)) !== householdId
            )
              break;
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, HEARTBEAT_MS).unref();
          });
          wake = null;
          if (pending.length === 0 && !ended) await stream.write(': ping\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
