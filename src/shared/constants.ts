// Business constants of the specification (sections 3 and 9), shared by client and server.

export const PRODUCT_NAME = 'Popote';

export const PLAN = {
  id: 'premium',
  priceCents: 999,
  currency: 'CHF',
  interval: 'month',
  promoCode: 'FREE30',
  promoFreeDays: 30,
} as const;

export const DISH_TYPES = [
  'boisson',
  'apéro',
  'amuse-bouche',
  'entrée',
  'plat',
  'dessert',
] as const;
export type DishType = (typeof DISH_TYPES)[number];

/** Units offered for manual entry. */
export const UNITS = ['unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée'] as const;
export type Unit = (typeof UNITS)[number];

/** Extra units the ingredient-line parser accepts on parsed recipe lines. */
export const PARSED_UNITS = [...UNITS, 'cl', 'cc', 'tasse'] as const;
export type ParsedUnit = (typeof PARSED_UNITS)[number];

export const INVENTORY_CATEGORIES = [
  'Fruits et Légumes',
  'Viandes et Poissons',
  'Produits Laitiers',
  'Épicerie',
  'Boissons',
  'Autre',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

/** The specification's default category; sent, it means « recognise it from the name ». */
export const DEFAULT_INVENTORY_CATEGORY = 'Autre' satisfies InventoryCategory;

/**
 * Where a household keeps an item (decision 0026): the fridge (« Frigo », the specification's)
 * or the pantry (« Placard », dry goods). Both follow the same rules and share one cap.
 */
export const INVENTORY_LOCATIONS = ['fridge', 'pantry'] as const;
export type InventoryLocation = (typeof INVENTORY_LOCATIONS)[number];
export const DEFAULT_INVENTORY_LOCATION = 'fridge' satisfies InventoryLocation;

export const DIETARY_RESTRICTIONS = [
  'none',
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
] as const;
/** The specification's eight values: the questionnaire's step 2 and the settings offer these. */
export type QuestionnaireRestriction = (typeof DIETARY_RESTRICTIONS)[number];

/** Diets: enforced for the people they concern. */
export const DIET_RESTRICTIONS = ['vegetarian', 'vegan', 'halal', 'kosher'] as const;

/**
 * The 14 allergens of EU and Swiss labelling, always enforced for the people they concern.
 * `nutFree` (« Sans fruits à coque ») also leaves out peanuts; `peanutFree` only peanuts.
 * `dairyFree` (« Sans lactose ») leaves out every dairy product, so it stands for milk.
 */
export const ALLERGY_RESTRICTIONS = [
  'nutFree',
  'peanutFree',
  'glutenFree',
  'dairyFree',
  'eggFree',
  'fishFree',
  'crustaceanFree',
  'molluscFree',
  'soyFree',
  'sesameFree',
  'celeryFree',
  'mustardFree',
  'lupinFree',
  'sulphiteFree',
] as const;

/** Every restriction Popote enforces (« Aucune » is the absence of one). */
export const RESTRICTIONS = [...DIET_RESTRICTIONS, ...ALLERGY_RESTRICTIONS] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** A stored restriction value: the questionnaire's « none », or a restriction. */
export type DietaryRestriction = 'none' | Restriction;
export const RESTRICTION_VALUES = ['none', ...RESTRICTIONS] as const;

export const SHOPPING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ShoppingFrequency = (typeof SHOPPING_FREQUENCIES)[number];

export const DIFFICULTIES = ['facile', 'moyen', 'difficile'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SHOPPING_SOURCES = ['recipe', 'plan', 'manual'] as const;
export type ShoppingSource = (typeof SHOPPING_SOURCES)[number];

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `expiry`: fridge items that expire soon or have expired (the daily alerts). */
export const NOTIFICATION_TYPES = ['system', 'expiry'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const HOUSEHOLD_LIMITS = {
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 9 },
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * The most each collection may hold — generous for a real household, a bound for the server
 * (docs/architecture.md, « Limits »). Every collection added later gets its own, with its
 * French message (src/shared/errors.ts).
 */
export const COLLECTION_LIMITS = {
  /** Rows of a household's shopping list. */
  shoppingItems: 1_000,
  /** Items of a household's fridge. */
  inventoryItems: 1_000,
  /** Meals of a household's planning, past ones included. */
  plannedMeals: 2_000,
  /** Favourite recipes of a person. */
  favorites: 1_000,
  /** Recipes of a household's book (« Mes recettes »). */
  householdRecipes: 1_000,
  /** Conversations of a person with the Assistant Chef. */
  conversations: 200,
  /** Messages of one conversation (the person's and the assistant's). */
  conversationMessages: 200,
} as const;

/** Keys the client persists in local storage (specification, section 9). */
export const STORAGE_KEYS = {
  theme: 'theme-storage',
  language: 'language-storage',
  /** The shop this device shops in (« Par rayon » follows its aisle order). */
  listShop: 'popote-list-shop',
} as const;

/** Popote's own avatar illustrations (src/client/public/avatars/<id>.svg), chosen in the settings. */
export const AVATARS = ['chef', 'tomate', 'fromage', 'croissant', 'citron', 'brocoli'] as const;
export type Avatar = (typeof AVATARS)[number];
export const avatarUrl = (avatar: Avatar) => `/avatars/${avatar}.svg`;

/** Defaults of the settings when the user never chose (specification, section 3). */
export const PREFERENCE_DEFAULTS = { difficulty: 'facile', servings: 4 } as const;
