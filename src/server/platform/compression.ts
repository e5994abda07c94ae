import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this, an answer goes out as it is: compressing would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours (q-values honoured), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Replaces the answer as it stands (Hono would otherwise copy it, body stream included). */
function replaceAnswer(c: Context, body: BodyInit, status: number, headers: Headers) {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/**
 * gzip or deflate for answers worth it, like `hono/compress`, but without its cost on the
 * common path: it never turns an answer into a stream to add a header, an answer to a client
 * that asks for no compression is left untouched, and a JSON answer is compressed in one piece
 * on libuv's thread pool. Files streamed from disk (they carry a Content-Length) are compressed
 * as they stream. Event streams, `no-transform` answers and small ones are left alone.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const headers = answer.headers;
    if (
      c.req.method === 'HEAD' ||
      answer.status === 204 ||
      answer.status === 206 ||
      answer.status === 304 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    )
      return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES) return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary)))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');

    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !answer.body) return;
    if (length !== null) {
      headers.delete('Content-Length');
      headers.set('Content-Encoding', encoding);
      replaceAnswer(
        c,
        answer.body.pipeThrough(new CompressionStream(encoding)),
        answer.status,
        headers,
      );
      return;
    }
    const body = new Uint8Array(await answer.arrayBuffer());
    if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      replaceAnswer(c, body, answer.status, headers);
      return;
    }
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    const compressed = await COMPRESS[encoding](body);
    replaceAnswer(
      c,
      new Uint8Array(
        compressed.buffer as ArrayBuffer,
        compressed.byteOffset,
        compressed.byteLength,
      ),
      answer.status,
      headers,
    );
  };
}
