import type { ReactNode } from 'react';
import { createTexts } from '../../../lib/texts';
import texts from '../../../locales/fr/marketing-layout.json';
import { PUBLIC_HEADER_ROOT_ID, PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

const { t } = createTexts(texts);

/**
 * The frame of every public page: skip link, header (promo banner and navigation bar), content
 * and footer. `currentPath` marks the current page in the bar when rendered outside the
 * browser (prerendering). No router here: a prerendered page hydrates its header alone
 * (prerender/entry-client.tsx); public-layout-route.tsx frames the pages inside the app.
 */
export function PublicLayout({
  children,
  currentPath,
}: {
  children: ReactNode;
  currentPath?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-full bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipLink')}
      </a>
      {/* display: contents keeps the sticky header a child of the page's column. */}
      <div id={PUBLIC_HEADER_ROOT_ID} className="contents">
        <PublicHeader currentPath={currentPath} />
      </div>
      <main id="contenu" tabIndex={-1} data-public-page className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
