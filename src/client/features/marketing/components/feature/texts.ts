import featurePages from '../../../../locales/fr/feature-pages.json';
import { createTexts } from '../../../../lib/texts';

/** Texts of the feature pages, /app and /blog (locales/fr/feature-pages.json). */
export const { t, list } = createTexts(featurePages);
