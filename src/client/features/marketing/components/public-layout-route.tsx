import { Outlet } from 'react-router';
import { PublicLayout } from './public-layout';

/** The public pages inside the app's router (links followed while signed in, `npm run dev`). */
export function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

export { PublicLayoutRoute as Component };
