import { publicSettings } from '../../../lib/public-settings';
import legal from '../../../locales/fr/legal.json';
import { PATHS } from '../../../../shared/routes';
import { LegalDocument } from '../components/legal-document';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

export const meta: PageMeta = legal.terms.meta;

const values = { contactEmail: publicSettings.contactEmail, privacyPath: PATHS.privacy };

/** /terms: the service, the subscription and its cancellation, use, liability, law. */
export function TermsPage() {
  usePageMeta(meta);
  return <LegalDocument content={legal.terms} values={values} />;
}

export { TermsPage as Component };
