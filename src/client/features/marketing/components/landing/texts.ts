import landing from '../../../../locales/fr/landing.json';
import { createTexts } from '../../../../lib/texts';

/** The landing page's French texts (locales/fr/landing.json), without i18next. */
export const { t, list } = createTexts(landing);
