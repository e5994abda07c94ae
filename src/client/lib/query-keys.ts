/**
 * Query keys more than one feature touches. Features keep their own keys otherwise; these
 * live here because features never import each other.
 */
export const QUERY_KEYS = {
  /** The dashboard's counts: every successful mutation marks them stale (app/providers). */
  stats: ['stats'],
  favorites: ['favorites'],
  shoppingItems: ['shopping-items'],
  plannedMeals: ['planned-meals'],
  inventoryItems: ['inventory-items'],
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
  /** The household's people without an account (GET /api/household/people). */
  householdPeople: ['household-people'],
} as const;
