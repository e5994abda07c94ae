import { useEffect } from 'react';
import type { PageMeta } from './page-meta';

/**
 * Sets the tab title and description of a public page when it is shown inside the app. The
 * prerendered HTML already carries both (with the canonical link), so this runs in effects only.
 */
export function usePageMeta(meta: PageMeta): void {
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta.title, meta.description]);
}
