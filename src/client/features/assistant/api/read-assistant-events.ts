import type { AssistantEvent } from '../../../../shared/assistant';

function parseLine(line: string): AssistantEvent | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  try {
    const event = JSON.parse(trimmed) as unknown;
    if (typeof event === 'object' && event !== null && 'type' in event) {
      return event as AssistantEvent;
    }
  } catch {
    // A line that is not JSON (a proxy's note, a cut line): skipped.
  }
  return null;
}

/**
 * Reads an NDJSON answer of the Assistant Chef: calls `onEvent` for each line as soon as it
 * has fully arrived (a line may come in several pieces, and a piece may hold several lines).
 * Resolves when the stream ends; rejects when reading fails (the connection dropped).
 */
export async function readAssistantEvents(
  response: Response,
  onEvent: (event: AssistantEvent) => void,
): Promise<void> {
  if (!response.body) {
    // No stream to read (an old browser or a test double): the whole text at once.
    for (const line of (await response.text()).split('\n')) {
      const event = parseLine(line);
      if (event) onEvent(event);
    }
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      // The last piece is an unfinished line, unless the stream has ended.
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const event = parseLine(line);
        if (event) onEvent(event);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
