import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import i18n from '../../../lib/i18n';
import settings from '../../../locales/fr/settings.json';
import { meAnswer, mockApi } from '../../../test/mock-api';
import type { ApiCall, MockAnswer } from '../../../test/mock-api';
import { PathProbe, renderRoutes } from '../../../test/render-routes';
import { SettingsPage } from '../settings-page';
import { HOUSEHOLD, PREFERENCES, PROFILE } from './fixtures';

export { HOUSEHOLD, PREFERENCES, PROFILE };

// Until the app registers the namespace itself.
if (!i18n.hasResourceBundle('fr', 'settings')) i18n.addResourceBundle('fr', 'settings', settings);

type Handler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const routes: RouteObject[] = [
  { path: '/dashboard/settings', Component: SettingsPage },
  { path: '*', Component: PathProbe },
];

/** Renders /dashboard/settings over a stubbed API (a subscriber, their profile and preferences). */
export function renderSettings(
  handlers: Record<string, Handler> = {},
  initialEntry = '/dashboard/settings',
) {
  const api = mockApi({
    'GET /api/me': meAnswer(),
    'GET /api/profile': { status: 200, body: PROFILE },
    'GET /api/preferences': { status: 200, body: PREFERENCES },
    'GET /api/household/people': { status: 200, body: { items: [] } },
    'GET /api/household/restrictions': { status: 200, body: { items: [], people: [] } },
    'GET /api/household/settings': { status: 200, body: { childPortion: 0.5 } },
    'GET /api/household': { status: 200, body: HOUSEHOLD },
    ...handlers,
  });
  const view = renderRoutes(routes, initialEntry);
  return { api, ...view };
}

/** Renders the page and waits until the profile and preferences are shown. */
export async function openSettings(handlers: Record<string, Handler> = {}, initialEntry?: string) {
  const view = renderSettings(handlers, initialEntry);
  await screen.findByRole('textbox', { name: 'Prénom' });
  return view;
}
