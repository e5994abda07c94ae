import type { Context } from 'hono';
import { chooseEncoding } from './compression';

/**
 * A JSON answer written piece by piece as the client reads it, never whole in memory (a recipe
 * book with its photos weighs up to ~100 Mo): the next piece is asked for only once the previous
 * one has gone. gzip- or deflate-compressed as it streams when the client accepts it (the
 * `compression()` middleware would otherwise read the whole answer to compress it in one piece).
 * A failure half-way ends the stream: the client sees a cut file, not a valid one missing a part.
 */
export function streamedJson(
  c: Context,
  pieces: AsyncIterable<string>,
  headers: Record<string, string> = {},
): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let body = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  const answer = new Headers({
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    Vary: 'Accept-Encoding',
  });
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (encoding) {
    body = body.pipeThrough(new CompressionStream(encoding));
    answer.set('Content-Encoding', encoding);
  }
  return new Response(body, { status: 200, headers: answer });
}
