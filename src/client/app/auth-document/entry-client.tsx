// The script of the /auth pages (src/client/auth.html), built in Preact like the public pages
// (`vite build --mode auth`): the sign-in, reset and e-mail-check screens and what they need —
// the router, TanStack Query, i18next with the `auth` texts, the session's end (SessionEffects)
// — without the app's bundle. Every other page loads as a document of its own
// (DocumentRouter): the app, once signed in.
// The splash is in the HTML; it ends about 2 s after the session check (lib/splash.ts).
import '../../lib/ref-as-prop';
import '../../lib/zod-setup';
import '../../styles/index.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PATHS } from '../../../shared/routes';
import i18n, { addTexts } from '../../lib/i18n-core';
import { meQueryOptions, trustSessionHint } from '../../lib/me';
import { endSplash } from '../../lib/splash';
import { useThemeSync } from '../../lib/theme-store';
import auth from '../../locales/fr/auth.json';
import { AuthPage } from '../../features/auth/pages/auth-page';
import { EmailConfirmationPage } from '../../features/auth/pages/email-confirmation-page';
import { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';
import { SessionEffects } from '../session-effects';
import { DocumentRouter } from './document-router';

addTexts({ auth });

/** The pages of this document; a navigation to any other loads it. */
const PAGES = new Set<string>([PATHS.auth, PATHS.resetPassword, PATHS.emailConfirmation]);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// The session check. Without the session hint nobody is signed in on this browser: the answer
// (null) is known without asking, until a sign-in or a sign-up sets the hint.
trustSessionHint();
void endSplash(queryClient.fetchQuery(meQueryOptions()));

function AuthDocument() {
  useThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DocumentRouter paths={PAGES}>
          <SessionEffects />
          <Routes>
            <Route path={PATHS.auth} element={<AuthPage />} />
            <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
            <Route path={PATHS.emailConfirmation} element={<EmailConfirmationPage />} />
          </Routes>
        </DocumentRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('auth.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AuthDocument />
  </StrictMode>,
);
