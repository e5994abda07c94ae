// The answer of GET /api/stats, shared by the server that builds it and the client.

/** The dashboard's counts (specification, section 3); `suggestions` is always 0. */
export interface DashboardStats {
  plannedMeals: number;
  shoppingItems: number;
  favorites: number;
  suggestions: number;
}
