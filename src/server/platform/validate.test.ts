import '../../shared/zod-locale';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './context';
import { createErrorHandler } from './error-handler';
import { jsonBody } from './json-body';
import { validate } from './validate';

const app = new Hono<AppEnv>()
  .use('*', jsonBody)
  .post(
    '/items',
    validate(
      'json',
      z.object({ name: z.string().trim().min(1), quantity: z.number().int().min(1) }),
    ),
    (c) => c.json(c.req.valid('json'), 201),
  )
  .onError(createErrorHandler(pino({ level: 'silent' })));

const post = (body: string, contentType = 'application/json') =>
  app.request('/items', { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('validate', () => {
  it('passes valid input through, parsed', async () => {
    const response = await post(JSON.stringify({ name: '  tomates ', quantity: 2 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'tomates', quantity: 2 });
  });

  it('answers wrong types and missing fields with 400, naming each field in French', async () => {
    const response = await post(JSON.stringify({ quantity: '2' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toBe(
      'Certaines informations sont invalides. Vérifiez-les et réessayez.',
    );
    expect(body.error.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'name',
      'quantity',
    ]);
    expect(body.error.fields[0].message).toMatch(/invalide|attendu/i);
  });

  it('answers malformed JSON with 400 and a body of another type with 415, never 500', async () => {
    expect((await post('{"name":')).status).toBe(400);
    expect((await post('')).status).toBe(400);
    const form = await post('name=tomates', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // No body and no type: the validator's own refusal.
    const bare = await app.request('/items', { method: 'POST' });
    expect(bare.status).toBe(400);
  });

  it('refuses a text holding U+0000 (PostgreSQL cannot store it) with 400, not 500', async () => {
    const response = await post(JSON.stringify({ name: 'to\u0000mates', quantity: 2 }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION');
    // An escaped backslash followed by « u0000 » is ordinary text.
    expect((await post('{"name":"a\\\\u0000b","quantity":2}')).status).toBe(201);
  });
});
