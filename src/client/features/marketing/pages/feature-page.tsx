import { CallToAction } from '../components/feature/call-to-action';
import {
  FEATURE_SLUGS,
  FEATURES,
  featureTexts,
  type FeatureSlug,
} from '../components/feature/feature-content';
import {
  Benefits,
  Faq,
  FeatureHero,
  HowItWorks,
  OtherFeatures,
} from '../components/feature/feature-sections';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

/** Title (« <h1> — Popote ») and description of each feature page. */
export const featureMeta = Object.fromEntries(
  FEATURE_SLUGS.map((slug) => {
    const { name, description } = featureTexts(slug);
    return [slug, { title: `${name} — Popote`, description }];
  }),
) as Record<FeatureSlug, PageMeta>;

/** One public feature page: the same template, the feature's own texts. */
export function FeaturePage({ feature }: { feature: FeatureSlug }) {
  usePageMeta(featureMeta[feature]);
  const texts = featureTexts(feature);
  const { soon } = FEATURES[feature];
  return (
    <>
      <FeatureHero feature={feature} texts={texts} />
      <HowItWorks texts={texts} soon={soon} />
      <Benefits texts={texts} soon={soon} />
      <Faq texts={texts} />
      <CallToAction />
      <OtherFeatures current={feature} />
    </>
  );
}
