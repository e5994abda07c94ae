// The jsdom tests run in VM contexts (vitest.config.ts, `pool: 'vmThreads'`), where the window
// is jsdom's own, without two browser features the app uses and that jsdom otherwise gets from
// Node: web streams (a streamed answer's body) and the performance timeline (whether the page
// was reloaded). They are lent from Node, as a browser has them; tests stub them as before.
import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';

for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  if ((globalThis as Record<string, unknown>)[name] === undefined)
    Object.assign(globalThis, { [name]: webStreams[name] });
}
// On the prototype: Vitest's fake timers copy the performance prototype's methods.
const performancePrototype = Object.getPrototypeOf(performance) as object;
if (!('getEntriesByType' in performancePrototype)) {
  Object.defineProperty(performancePrototype, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: (type: Parameters<typeof nodePerformance.getEntriesByType>[0]) =>
      nodePerformance.getEntriesByType(type),
  });
}
