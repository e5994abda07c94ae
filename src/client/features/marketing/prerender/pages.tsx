import type { ComponentType } from 'react';
import { PATHS } from '../../../../shared/routes';
import type { PageMeta } from '../lib/page-meta';
import type { FeatureSlug } from '../components/feature/feature-content';

/** What one prerendered page needs: its component and its head. */
export interface PublicPage {
  Page: ComponentType;
  meta: PageMeta;
}

function featurePage(feature: FeatureSlug): () => Promise<PublicPage> {
  return async () => {
    const { FeaturePage, featureMeta } = await import('../pages/feature-page');
    return { Page: () => <FeaturePage feature={feature} />, meta: featureMeta[feature] };
  };
}

/** Every prerendered public page, by path (rendered at build time by entry-server.tsx). */
export const PUBLIC_PAGES: Record<string, () => Promise<PublicPage>> = {
  [PATHS.home]: async () => {
    const { LandingPage, meta } = await import('../pages/landing-page');
    return { Page: LandingPage, meta };
  },
  [PATHS.featureMealPlanning]: featurePage('meal-planning'),
  [PATHS.featureShoppingList]: featurePage('shopping-list'),
  [PATHS.featureRecipeSuggestions]: featurePage('recipe-suggestions'),
  [PATHS.featureVirtualAssistant]: featurePage('virtual-assistant'),
  [PATHS.featureFrigidaire]: featurePage('frigidaire'),
  [PATHS.app]: async () => {
    const { AppPage, meta } = await import('../pages/app-page');
    return { Page: AppPage, meta };
  },
  [PATHS.blog]: async () => {
    const { BlogPage, meta } = await import('../pages/blog-page');
    return { Page: BlogPage, meta };
  },
  [PATHS.privacy]: async () => {
    const { PrivacyPage, meta } = await import('../pages/privacy-page');
    return { Page: PrivacyPage, meta };
  },
  [PATHS.terms]: async () => {
    const { TermsPage, meta } = await import('../pages/terms-page');
    return { Page: TermsPage, meta };
  },
};
