import type { DishType } from '../../shared/constants';

/**
 * Every query key of the app, one per resource: two screens reading one endpoint share its
 * key, so a change made on one refreshes the other. No key is defined anywhere else.
 */
export const QUERY_KEYS = {
  /** The signed-in user, or null (GET /api/me). */
  me: ['me'],
  /** GET /api/profile. */
  profile: ['profile'],
  /** The dashboard's counts: every successful mutation marks them stale (app/providers). */
  stats: ['stats'],
  /** The home's « today » (GET /api/home): under ['stats'], so what refreshes the counts refreshes it. */
  home: ['stats', 'home'],
  notifications: ['notifications'],
  favorites: ['favorites'],
  /** Whether a recipe is a favourite; under ['favorites'] so that key's invalidation reaches it. */
  favoriteState: (recipeId: string) => ['favorites', 'by-recipe', recipeId] as const,
  /** « Mes recettes » (GET /api/my-recipes); each search and filter under it. */
  myRecipes: ['my-recipes'],
  myRecipesList: (q: string, type: DishType | null, compatible: boolean) =>
    ['my-recipes', 'list', q, type, compatible] as const,
  shoppingItems: ['shopping-items'],
  /** The household's shops and their aisle orders (GET /api/shops). */
  shops: ['shops'],
  plannedMeals: ['planned-meals'],
  /** « Qui est là ? », the time each day allows, the rituals (GET /api/planned-meals/week-settings). */
  weekSettings: ['week-settings'],
  /**
   * The list a period of the plan would make. Not under the planning's key: a change of the plan
   * elsewhere must not refetch the preview (and reset the lines) while the user edits it.
   */
  planShoppingPreview: ({ from, to, includeStaples }: PlanPeriodKey) =>
    ['plan-shopping-preview', from, to, includeStaples] as const,
  /** « Une liste pour la session » of a batch-cooking day (decision 0036). */
  batchShoppingPreview: (date: string, includeStaples: boolean) =>
    ['batch-shopping-preview', date, includeStaples] as const,
  /** The calendar feed's address (GET /api/calendar). */
  calendarFeed: ['calendar-feed'],
  inventoryItems: ['inventory-items'],
  /**
   * The last suggestion per type, mode, eaters (when chosen) and fridge items asked first (an
   * expiry alert's), kept for the whole visit.
   */
  suggestion: (
    type: DishType | null,
    fridge: boolean,
    eaters?: readonly string[],
    priority?: readonly string[],
  ) =>
    [
      'recipe-suggestion',
      fridge ? 'fridge' : 'preferences',
      type,
      ...(eaters ? [[...eaters].sort().join(',')] : []),
      ...(priority?.length ? [`priority:${[...priority].sort().join(',')}`] : []),
    ] as const,
  /** The user's conversations with the assistant, newest first. */
  conversations: ['assistant', 'conversations'],
  /** One conversation with its messages. */
  conversation: (id: string) => ['assistant', 'conversation', id] as const,
  /** GET /api/preferences: the settings, and the shopping list's « ranger automatiquement ». */
  preferences: ['preferences'],
  /** Members and invitations (GET /api/household). */
  household: ['household'],
  /** Who may eat at the household's table (« Qui mange ? » on suggestions and the assistant). */
  eaters: ['household', 'eaters'],
  /**
   * « Restrictions et allergies » of « Ma famille » (GET /api/household/restrictions), with who
   * each concerns. Under ['household']: what refreshes the household refreshes it too.
   */
  householdRestrictions: ['household', 'restrictions'],
  /** The household's « Portion enfant » (GET /api/household/settings), under ['household']. */
  householdSettings: ['household', 'settings'],
  /** The household's people without an account (GET /api/household/people). */
  householdPeople: ['household-people'],
  /** An invitation seen from its link (GET /api/household/invitations/preview): kept on sign-out. */
  invitationPreview: ['invitation-preview'],
} as const;

interface PlanPeriodKey {
  from: string;
  to: string;
  includeStaples: boolean;
}
