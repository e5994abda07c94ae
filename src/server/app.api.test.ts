import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { createApp } from './app';
import { createServices } from './services';
import { connectDatabase } from './db/client';
import { parseEnv } from './env';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the version when the database is reachable', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: 'ok',
    });
  });

  it('answers 503 when the database is not reachable', async () => {
    const unreachable = connectDatabase('postgres://popote:x@127.0.0.1:1/popote');
    const services = createServices({
      config: parseEnv({ NODE_ENV: 'test' }),
      db: unreachable.db,
      logger: pino({ level: 'silent' }),
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    });
    const app = createApp(services, { clientDir: null });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    await unreachable.close();
  });
});

describe('API errors', () => {
  it('answers malformed JSON with 400 and a French message, whatever the route', async () => {
    for (const path of ['/api/health', '/api/shopping-items', '/api/unknown']) {
      const response = await t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name": "tomates",',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'INVALID_JSON',
          message: 'La requête est mal formée\u202f: son contenu n’est pas un JSON valide.',
        },
      });
    }
  });

  it('answers an unknown API route with a JSON 404, never the web page', async () => {
    const response = await t.app.request('/api/nimporte-quoi');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Cette adresse n’existe pas.' },
    });
  });

  it('refuses an oversized body with 413 and a French message', async () => {
    const response = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a body declared over the limit with 413, before reading it', async () => {
    const response = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a body that is not JSON with 415, but not a request without a body', async () => {
    const response = await t.app.request('/api/preferences', {
      method: 'PATCH',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"adults":3}',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe(
      'Le contenu de la requête doit être envoyé en JSON.',
    );
    const empty = await t.app.request('/api/preferences', { method: 'PATCH' });
    expect(empty.status).toBe(401);
  });

  it('never lets API answers be cached', async () => {
    const response = await t.app.request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows no inline script, and anti-framing headers', async () => {
    const response = await t.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
