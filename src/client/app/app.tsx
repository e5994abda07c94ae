import { RouterProvider } from 'react-router';
import { InitialSessionCheck } from './initial-session-check';
import { Providers } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <InitialSessionCheck />
      <RouterProvider router={router} />
    </Providers>
  );
}
