// Zod on the client, set before any schema is built: each entry imports this first (main.tsx,
// the /auth pages' entry). The page's CSP forbids eval, so zod must not even try it — its probe
// alone is a CSP violation the browser reports — and its messages are French, as on the server
// (shared/zod-locale.ts). Only zod's configuration is loaded here: the schemas come with the
// screens that use them.
import { config } from 'zod/v4/core';
import fr from 'zod/v4/locales/fr.js';

config({ ...fr(), jitless: true });
