import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';
import { streamedJson } from './json-stream';

/** Pieces of a JSON array, counting how many were asked for. */
function counted(total: number) {
  const state = { asked: 0 };
  async function* pieces() {
    yield '[';
    for (let index = 0; index < total; index += 1) {
      state.asked += 1;
      yield `${index > 0 ? ',' : ''}${JSON.stringify({ index, text: 'x'.repeat(10_000) })}`;
    }
    yield ']';
  }
  return { state, pieces };
}

describe('streamedJson', () => {
  it('writes each piece only once the previous one was read, through the compression middleware', async () => {
    const { state, pieces } = counted(50);
    const app = new Hono()
      .use(compression())
      .get('/file', (c) => streamedJson(c, pieces(), { 'Content-Disposition': 'attachment' }));
    const response = await app.request('/file');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    // A piece or two ahead of the reader at most: never the whole file at once.
    expect(state.asked).toBeLessThanOrEqual(3);
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(state.asked).toBe(50);
    expect(rest.endsWith(']')).toBe(true);
  });

  it('compresses as it streams when the client accepts gzip', async () => {
    const { pieces } = counted(20);
    const app = new Hono().use(compression()).get('/file', (c) => streamedJson(c, pieces()));
    const response = await app.request('/file', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const file = JSON.parse(
      gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'),
    ) as { index: number }[];
    expect(file.map((item) => item.index)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
