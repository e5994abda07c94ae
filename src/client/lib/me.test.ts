// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAnswer, mockApi, SIGNED_OUT } from '../test/mock-api';

/** A fresh module: trusting the hint is set once per page. */
const loadMe = async () => {
  vi.resetModules();
  return import('./me');
};

afterEach(() => {
  document.cookie = 'popote.session_hint=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('GET /api/me', () => {
  it('is always asked in the app, a 401 meaning nobody', async () => {
    const api = mockApi({ 'GET /api/me': SIGNED_OUT });
    const { getMe } = await loadMe();
    expect(await getMe()).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/me']);
  });

  it('is not asked on the signed-out pages without the session hint, and asked with it', async () => {
    const api = mockApi({ 'GET /api/me': meAnswer() });
    const { getMe, trustSessionHint } = await loadMe();
    trustSessionHint();
    expect(await getMe()).toBeNull();
    expect(api.calls).toEqual([]);

    document.cookie = 'popote.session_hint=1; path=/';
    expect((await getMe())?.destination).toBe('/dashboard');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/me']);
  });
});
