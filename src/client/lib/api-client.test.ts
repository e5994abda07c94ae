// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, SIGNED_OUT } from '../test/mock-api';
import { ApiError, apiFetch } from './api-client';
import { onSessionExpired } from './session-events';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.fail('the call should fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('sends JSON with the session cookie and answers the parsed body', async () => {
    const api = mockApi({ 'POST /api/things': { status: 200, body: { ok: true } } });

    await expect(apiFetch('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no Content-Type without a body', async () => {
    const api = mockApi({ 'GET /api/things': { status: 200, body: { items: [] } } });
    await apiFetch('/api/things');
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the server’s error with its French message', async () => {
    mockApi({
      'POST /api/auth/sign-in/email': apiError(
        401,
        'INVALID_CREDENTIALS',
        'Email ou mot de passe incorrect',
      ),
    });
    const error = await failure(
      apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {}, reportSessionExpiry: false }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou mot de passe incorrect',
    });
  });

  it('does not call the server when offline, and says so', async () => {
    const api = mockApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(apiFetch('/api/me'));
    expect(error.code).toBe('OFFLINE');
    expect(error.message).toBe(
      'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiFetch('/api/me'));
    expect(error).toMatchObject({
      code: 'NETWORK',
      message: 'Impossible de se connecter au serveur',
    });
  });

  it('gives a French message when the answer is not one of ours', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 500 })));
    const error = await failure(apiFetch('/api/me'));
    expect(error.message).toBe(
      'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
    );
  });

  describe('retries', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('retries a GET answered 502/503/504, waiting 200 ms then doubling', async () => {
      const answers = [502, 503, 504, 200];
      const api = mockApi({
        'GET /api/stats': () => {
          const status = answers.shift()!;
          return status === 200
            ? { status, body: { favorites: 3 } }
            : apiError(status, 'SERVICE_UNAVAILABLE', 'Impossible de se connecter au serveur');
        },
      });

      const result = apiFetch('/api/stats');
      await vi.advanceTimersByTimeAsync(0);
      expect(api.fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(199);
      expect(api.fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(400);
      expect(api.fetchMock).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(800);
      expect(api.fetchMock).toHaveBeenCalledTimes(4);
      await expect(result).resolves.toEqual({ favorites: 3 });
    });

    it('gives up once the next try would start after 30 s', async () => {
      const api = mockApi({ 'GET /api/stats': { status: 503, body: undefined } });

      const result = failure(apiFetch('/api/stats'));
      await vi.advanceTimersByTimeAsync(60_000);
      const error = await result;

      // Tries at 0, 0.2, 0.6, 1.4, 3, 6.2, 12.6 and 25.4 s; the next would be at 51 s.
      expect(api.fetchMock).toHaveBeenCalledTimes(8);
      expect(error).toMatchObject({
        status: 503,
        message: 'Impossible de se connecter au serveur',
      });
    });

    it('never retries a request that changes something', async () => {
      const api = mockApi({ 'POST /api/things': { status: 503 } });
      const result = failure(apiFetch('/api/things', { method: 'POST', body: {} }));
      await vi.advanceTimersByTimeAsync(60_000);
      await result;
      expect(api.fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('session expiry', () => {
    it('signals it on a 401 UNAUTHENTICATED', async () => {
      mockApi({ 'GET /api/stats': SIGNED_OUT });
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      await failure(apiFetch('/api/stats'));
      stop();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('stays silent for the calls that check or open a session, and for other errors', async () => {
      mockApi({
        'GET /api/me': SIGNED_OUT,
        'POST /api/auth/sign-in/email': apiError(
          401,
          'INVALID_CREDENTIALS',
          'Email ou mot de passe incorrect',
        ),
        'GET /api/stats': apiError(403, 'FORBIDDEN', 'Vous n’avez pas accès à cette ressource.'),
      });
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      await failure(apiFetch('/api/me', { reportSessionExpiry: false }));
      await failure(apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} }));
      await failure(apiFetch('/api/stats'));
      stop();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
