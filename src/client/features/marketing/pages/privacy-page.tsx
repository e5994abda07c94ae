import { publicSettings } from '../../../lib/public-settings';
import legal from '../../../locales/fr/legal.json';
import { PATHS } from '../../../../shared/routes';
import { LegalDocument } from '../components/legal-document';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

export const meta: PageMeta = legal.privacy.meta;

const values = { contactEmail: publicSettings.contactEmail, termsPath: PATHS.terms };

/** /privacy: what Popote stores, why, for how long, with whom, and the user's rights. */
export function PrivacyPage() {
  usePageMeta(meta);
  return <LegalDocument content={legal.privacy} values={values} />;
}

export { PrivacyPage as Component };
