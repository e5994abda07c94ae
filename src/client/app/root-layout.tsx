import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { SessionEffects } from './session-effects';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <SessionEffects />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
