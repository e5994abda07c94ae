type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Opens GET /api/events (in-process app or server process) and reads its events as they come. */
export async function openEventStream(app: App, cookie: string) {
  const controller = new AbortController();
  const response = await app.request('/api/events', {
    headers: { Cookie: cookie },
    signal: controller.signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/event-stream')) {
    controller.abort();
    throw new Error(`GET /api/events answered ${response.status} ${type}`);
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: ServerSentEvent[] = [];
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : null });
      }
    }
  })();
  const named = (name: string) => events.filter((event) => event.event === name);
  return {
    events,
    named,
    /** Resolves once `count` events of that name have arrived (fails after `ms`). */
    async waitFor(name: string, count = 1, ms = 3000) {
      const deadline = Date.now() + ms;
      while (named(name).length < count) {
        if (Date.now() > deadline)
          throw new Error(`no « ${name} » event within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return named(name);
    },
    /** Resolves when the server ends the stream. */
    ended: reading,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await reading;
    },
  };
}
