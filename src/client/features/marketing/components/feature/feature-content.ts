import type { LucideIcon } from 'lucide-react';
import { CalendarDays, ChefHat, Refrigerator, ShoppingCart, Sparkles } from 'lucide-react';
import { PATHS } from '../../../../../shared/routes';
import { list, t } from './texts';

export type FeatureSlug =
  'meal-planning' | 'shopping-list' | 'recipe-suggestions' | 'virtual-assistant' | 'frigidaire';

/** What the template needs besides the texts: where the page lives and how it looks. */
export interface FeatureConfig {
  path: string;
  icon: LucideIcon;
  /** One of Popote's own 800×600 dish illustrations. */
  image: string;
  /** Announced, not usable yet (the texts speak in the future tense). */
  soon: boolean;
}

export const FEATURES: Record<FeatureSlug, FeatureConfig> = {
  'meal-planning': {
    path: PATHS.featureMealPlanning,
    icon: CalendarDays,
    image: '/recipes/plat-1.svg',
    soon: false,
  },
  'shopping-list': {
    path: PATHS.featureShoppingList,
    icon: ShoppingCart,
    image: '/recipes/entree-1.svg',
    soon: false,
  },
  'recipe-suggestions': {
    path: PATHS.featureRecipeSuggestions,
    icon: Sparkles,
    image: '/recipes/plat-3.svg',
    soon: false,
  },
  'virtual-assistant': {
    path: PATHS.featureVirtualAssistant,
    icon: ChefHat,
    image: '/recipes/amuse-bouche-1.svg',
    soon: false,
  },
  frigidaire: {
    path: PATHS.featureFrigidaire,
    icon: Refrigerator,
    image: '/recipes/apero-1.svg',
    soon: false,
  },
};

/** The order of the feature pages, as in the navigation bar. */
export const FEATURE_SLUGS = Object.keys(FEATURES) as FeatureSlug[];

export interface TitledText {
  title: string;
  text: string;
}

function zip(titles: readonly string[], texts: readonly string[]): TitledText[] {
  return titles.map((title, index) => ({ title, text: texts[index] ?? '' }));
}

/** Everything a feature page shows, read from the locale file. */
export function featureTexts(feature: FeatureSlug) {
  return {
    name: t(`features.${feature}.name`),
    tagline: t(`features.${feature}.tagline`),
    description: t(`features.${feature}.description`),
    lead: t(`features.${feature}.lead`),
    preview: {
      title: t(`features.${feature}.preview.title`),
      detail: t(`features.${feature}.preview.detail`),
    },
    steps: zip(list(`features.${feature}.steps.titles`), list(`features.${feature}.steps.texts`)),
    benefits: zip(
      list(`features.${feature}.benefits.titles`),
      list(`features.${feature}.benefits.texts`),
    ),
    faq: zip(list(`features.${feature}.faq.questions`), list(`features.${feature}.faq.answers`)),
  };
}

export type FeatureTexts = ReturnType<typeof featureTexts>;
