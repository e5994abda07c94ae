import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compression, COMPRESSION_THRESHOLD_BYTES } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Farine n° ${i}` })) };
const bigText = JSON.stringify(big);

const app = new Hono()
  .use(compression())
  .get('/big', (c) => {
    c.header('X-Popote', 'oui');
    return c.json(big, 201);
  })
  .get('/small', (c) => c.json({ ok: true }))
  .get('/events', (c) => {
    c.header('Content-Type', 'text/event-stream');
    return c.body('data: '.padEnd(4000, 'x'));
  })
  .get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-cache, no-transform');
    return c.json(big);
  })
  .get('/file', (c) => {
    const bytes = new TextEncoder().encode('body { color: red; }\n'.repeat(200));
    c.header('Content-Type', 'text/css');
    c.header('Content-Length', String(bytes.byteLength));
    return c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    );
  });

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

describe('chooseEncoding', () => {
  it('prefers gzip, honours q-values and refuses what the client refuses', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chooseEncoding('br, deflate')).toBe('deflate');
    expect(chooseEncoding('gzip;q=0.4, deflate;q=0.9')).toBe('deflate');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('*, gzip;q=0')).toBe('deflate');
    expect(chooseEncoding('gzip;q=0, deflate;q=0')).toBeUndefined();
    expect(chooseEncoding('br')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compression', () => {
  it('gzips a large JSON answer, keeping its status and headers', async () => {
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-popote')).toBe('oui');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('deflates when the client only takes deflate', async () => {
    const response = await get('/big', 'deflate');
    expect(response.headers.get('content-encoding')).toBe('deflate');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(inflateSync(body).toString('utf8'))).toEqual(big);
  });

  it('leaves the answer as it is for a client that takes no compression', async () => {
    const response = await get('/big');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(big);
  });

  it('does not compress an answer under the threshold', async () => {
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await get('/small', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it('never touches an event stream, a no-transform answer or a HEAD request', async () => {
    for (const path of ['/events', '/no-transform']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('content-encoding'), path).toBeNull();
      expect((await response.text()).length, path).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    }
    const head = await get('/big', 'gzip', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a file as it streams, without its now wrong Content-Length', async () => {
    const response = await get('/file', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(body).toBe('body { color: red; }\n'.repeat(200));
  });
});
