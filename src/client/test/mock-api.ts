import { vi } from 'vitest';
import type { Me, MeUser } from '../lib/me';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
}

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

/**
 * Stubs `fetch` with a table of answers keyed « METHOD /path » (query string ignored) and
 * records every call. An unknown route answers 404 ROUTE_NOT_FOUND.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = !handler
      ? { status: 404, body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Introuvable' } } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export function apiError(status: number, code: string, message: string): MockAnswer {
  return { status, body: { error: { code, message } } };
}

export const SIGNED_OUT: MockAnswer = apiError(
  401,
  'UNAUTHENTICATED',
  'Session expirée. Veuillez vous reconnecter.',
);

const DEFAULT_USER: MeUser = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  email: 'camille@example.ch',
  emailVerified: true,
  firstName: 'Camille',
  lastName: 'Rochat',
  avatarUrl: null,
};

/** A GET /api/me answer; by default a subscriber with everything set up. */
export function meAnswer({
  user,
  ...overrides
}: Partial<Omit<Me, 'user'>> & { user?: Partial<MeUser> } = {}): MockAnswer {
  const me: Me = {
    user: {
      ...DEFAULT_USER,
      ...user,
    },
    hasProfile: true,
    hasPreferences: true,
    subscription: {
      status: 'active',
      active: true,
      complimentary: false,
      sharedBy: null,
      periodEnd: null,
      cancelAtPeriodEnd: false,
    },
    destination: '/dashboard',
    ...overrides,
  };
  return { status: 200, body: me };
}
