import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';
import '../lib/i18n';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** Where the router is now, for assertions: renders `<h1>` « Page: /path ». */
export function PathProbe() {
  const { pathname } = useLocation();
  return <h1>{`Page: ${pathname}`}</h1>;
}

/** A page in the app's simple layout (whose header shows the guards' controls). */
export function LayoutProbe() {
  return (
    <CenteredLayout>
      <PathProbe />
    </CenteredLayout>
  );
}

/** Renders the given routes in a memory router with a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown },
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
