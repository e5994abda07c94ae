import { AppStoreBlock } from '../components/landing/app-store-block';
import { FeaturesGrid } from '../components/landing/features-grid';
import { Hero } from '../components/landing/hero';
import { PricingCard } from '../components/landing/pricing-card';
import { t } from '../components/landing/texts';
import { WhyPopote } from '../components/landing/why-popote';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';

export const meta: PageMeta = {
  title: t('meta.title'),
  description: t('meta.description'),
};

/** The landing page (/): everything renders without JavaScript, so it can be prerendered. */
export function LandingPage() {
  usePageMeta(meta);
  return (
    <>
      <Hero />
      <FeaturesGrid />
      <WhyPopote />
      <AppStoreBlock />
      <PricingCard />
    </>
  );
}

export { LandingPage as Component };
