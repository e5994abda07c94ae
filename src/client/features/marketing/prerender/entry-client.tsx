// The script of the prerendered public pages (src/client/public.html). Their content is static
// HTML; only the header (promo banner, navigation bar, side menu, theme switch) is interactive,
// so React hydrates that alone — no router, i18next or TanStack Query, and no page code — and,
// on /app, the install button.
import '../../../lib/ref-as-prop';
import '../../../styles/index.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { INSTALL_ROOT_ID, InstallApp } from '../components/install-app';
import { PUBLIC_HEADER_ROOT_ID, PublicHeader } from '../components/public-header';

const container = document.getElementById(PUBLIC_HEADER_ROOT_ID);
if (container) {
  // The same path the page was prerendered with (PublicNav ignores a trailing slash).
  hydrateRoot(
    container,
    <StrictMode>
      <PublicHeader currentPath={window.location.pathname} />
    </StrictMode>,
  );
}

const installRoot = document.getElementById(INSTALL_ROOT_ID);
if (installRoot) {
  hydrateRoot(
    installRoot,
    <StrictMode>
      <InstallApp />
    </StrictMode>,
  );
}
