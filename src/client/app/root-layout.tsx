import { Outlet, ScrollRestoration } from 'react-router';
import { UpdateBanner } from '../components/app-status/update-banner';
import { NavigationProgress } from '../components/navigation-progress';
import { SessionEffects } from './session-effects';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <SessionEffects />
      <UpdateBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
