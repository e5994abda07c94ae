import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../../../shared/assistant';
import { readAssistantEvents } from './read-assistant-events';

/** A response whose body arrives in the given pieces. */
function streamed(pieces: (string | Uint8Array)[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
}

async function eventsOf(response: Response): Promise<AssistantEvent[]> {
  const events: AssistantEvent[] = [];
  await readAssistantEvents(response, (event) => events.push(event));
  return events;
}

describe('readAssistantEvents', () => {
  it('reads one event per line, lines split across pieces or sharing one', async () => {
    const events = await eventsOf(
      streamed([
        '{"type":"text","delta":"Bon',
        'jour "}\n{"type":"text","delta":"à vous"}\n{"type":',
        '"error","code":"X","message":"Oups"}\n',
      ]),
    );
    expect(events).toEqual([
      { type: 'text', delta: 'Bonjour ' },
      { type: 'text', delta: 'à vous' },
      { type: 'error', code: 'X', message: 'Oups' },
    ]);
  });

  it('reads a last line without its newline, and skips blank or broken lines', async () => {
    const events = await eventsOf(
      streamed([
        '\n{"type":"text","delta":"a"}\r\n',
        'pas du JSON\n\n',
        '{"type":"text","delta":"b"}',
      ]),
    );
    expect(events).toEqual([
      { type: 'text', delta: 'a' },
      { type: 'text', delta: 'b' },
    ]);
  });

  it('joins a character cut between two pieces', async () => {
    const bytes = new TextEncoder().encode('{"type":"text","delta":"crème brûlée"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside « è »
    const events = await eventsOf(streamed([bytes.slice(0, cut), bytes.slice(cut)]));
    expect(events).toEqual([{ type: 'text', delta: 'crème brûlée' }]);
  });

  it('hands each event over as soon as its line is complete', async () => {
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => {};
    let close = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        close = () => controller.close();
      },
    });
    const events: AssistantEvent[] = [];
    const reading = readAssistantEvents(new Response(body), (event) => events.push(event));
    push('{"type":"text","delta":"Un "}\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([{ type: 'text', delta: 'Un ' }]);
    push('{"type":"text","delta":"gratin"}\n');
    close();
    await reading;
    expect(events).toHaveLength(2);
  });
});
