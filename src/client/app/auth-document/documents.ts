// What the <head> of each /auth page says (title and description). scripts/lib/prerender.mjs
// writes them, with the canonical link, into the pages' HTML (auth.html) at build time.
import { PRODUCT_NAME } from '../../../shared/constants';
import { PATHS } from '../../../shared/routes';
import { createTexts } from '../../lib/texts';
import auth from '../../locales/fr/auth.json';
import common from '../../locales/fr/common.json';

export interface DocumentHead {
  /** The tab title, « … — Popote », as the page itself sets it (useDocumentTitle). */
  title: string;
  /** 140–160 characters of French. */
  description: string;
}

const { t } = createTexts(auth);
const documentTitle = (title: string) =>
  createTexts(common).t('documentTitle', { title, productName: PRODUCT_NAME });

/** The three public pages of accounts, by path. */
export const AUTH_DOCUMENTS: Record<string, DocumentHead> = {
  [PATHS.auth]: { title: documentTitle(t('signIn.title')), description: t('meta.signIn') },
  [PATHS.resetPassword]: {
    title: documentTitle(t('resetRequest.title')),
    description: t('meta.resetRequest'),
  },
  [PATHS.emailConfirmation]: {
    title: documentTitle(t('emailConfirmation.title')),
    description: t('meta.emailConfirmation'),
  },
};
