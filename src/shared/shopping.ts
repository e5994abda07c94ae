import { z } from 'zod';
import { PARSED_UNITS, UNITS, type ParsedUnit, type ShoppingSource } from './constants';
import { AISLES, type Aisle } from './food/types';
import type { InventoryItem } from './inventory';

/** An item's name on the list. */
const itemName = z
  .string()
  .trim()
  .min(1, 'Le nom de l’article est requis')
  .max(120, 'Le nom est trop long.');

/** A quantity as written (« 2 », « 1/2 », « 250 g »…): empty means 1. */
const quantityText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'La quantité est trop longue.')
    .default('')
    .transform((value) => value || '1');

/**
 * An item typed by hand (specification, section 5): empty quantity means 1, unit « unité ».
 * `id`, chosen by the device, makes the request safe to send again (offline changes replayed
 * after a lost answer): the same id is the same item.
 */
export const manualShoppingItemSchema = z.object({
  id: z.uuid().optional(),
  name: itemName,
  quantity: quantityText(20),
  unit: z.enum(UNITS).default('unité'),
});

/**
 * A recipe's ingredient lines, parsed on the server and added in one request, minus what the
 * household's fridge holds; staples (sel, poivre, huile…) are left out unless `includeStaples`.
 */
export const recipeShoppingItemsSchema = z.object({
  recipeId: z.string().trim().min(1).max(120),
  recipeTitle: z.string().trim().min(1).max(160),
  lines: z.array(z.string().trim().min(1).max(200)).min(1).max(60),
  includeStaples: z.boolean().default(false),
});

export type RecipeShoppingItemsInput = z.input<typeof recipeShoppingItemsSchema>;

/** The planned meals one line of the plan's list may serve at most. */
export const PLAN_LINE_MAX_MEALS = 250;

/**
 * « Générer la liste de courses » of the planning: the period's lines as the user edited them,
 * grouped on the list under the period (`recipeId` `plan:<from>:<to>`, its title). A line whose
 * name the period's group already holds, not ticked and in the same unit, tops that row up.
 */
export const planShoppingItemsSchema = z.object({
  source: z.literal('plan'),
  recipeId: z.string().regex(/^plan:\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2}$/),
  recipeTitle: z.string().trim().min(1).max(160),
  items: z
    .array(
      z.object({
        name: itemName,
        quantity: quantityText(40),
        unit: z.enum(PARSED_UNITS).default('unité'),
        /**
         * The planned meals the line is for (the preview's `plannedMealIds`): the list then knows
         * what it holds for each meal, and the next generation tops it up (decision 0022).
         */
        plannedMealIds: z
          .array(z.uuid())
          .max(PLAN_LINE_MAX_MEALS)
          .default([])
          .transform((ids) => [...new Set(ids)]),
      }),
    )
    .min(1, 'Choisissez au moins un article.')
    .max(100, 'Cent articles au plus.')
    .refine(
      (items) =>
        new Set(items.map((item) => item.name.toLocaleLowerCase('fr'))).size === items.length,
      'Deux articles portent le même nom\u00a0: renommez-en un ou retirez-le.',
    ),
});

export type PlanShoppingItemsInput = z.input<typeof planShoppingItemsSchema>;

/** What a body without `source` is: written before the field existed (an offline outbox). */
function withSource(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'source' in body) {
    return body;
  }
  return { ...body, source: 'lines' in body ? 'recipe' : 'manual' };
}

/**
 * POST /api/shopping-items: what is added says what it is (`source`): an item typed by hand,
 * a recipe's lines, or the plan's lines. A body without `source` (sent by a version before it,
 * waiting in a device's offline outbox) is read as it was then: a recipe when it has `lines`,
 * else an item typed by hand.
 */
export const shoppingItemsInputSchema = z.preprocess(
  withSource,
  z.discriminatedUnion('source', [
    manualShoppingItemSchema.extend({ source: z.literal('manual') }),
    recipeShoppingItemsSchema.extend({ source: z.literal('recipe') }),
    planShoppingItemsSchema,
  ]),
);

/** Rows checked in one request: a summed line of the « Par rayon » view. */
export const SHOPPING_CHECK_MAX_IDS = 200;

/**
 * PATCH /api/shopping-items/:id: check or uncheck it, move it to another aisle, or both.
 * `toFridge` with `checked: true` also puts it into the fridge, in the same request (before a
 * completed recipe's rows leave the list).
 */
export const shoppingItemPatchSchema = z
  .object({
    checked: z.boolean().optional(),
    aisle: z.enum(AISLES).optional(),
    toFridge: z.boolean().default(false),
    /** The shop where the row was ticked: its aisle order learns from it (issue 28). */
    inShop: z.uuid().optional(),
  })
  .refine((patch) => patch.checked !== undefined || patch.aisle !== undefined, {
    message: 'Indiquez s’il faut cocher l’article ou le changer de rayon.',
  })
  .refine((patch) => !patch.toFridge || patch.checked === true, {
    message: 'Seul un article coché peut être rangé dans le frigo.',
    path: ['toFridge'],
  });

/** POST /api/shopping-items/check: check or uncheck several rows at once, all or none. */
export const shoppingItemsCheckSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(SHOPPING_CHECK_MAX_IDS)
      .transform((ids) => [...new Set(ids)]),
    checked: z.boolean(),
    toFridge: z.boolean().default(false),
    /** The shop where the rows were ticked: its aisle order learns from it (issue 28). */
    inShop: z.uuid().optional(),
  })
  .refine((body) => !body.toFridge || body.checked, {
    message: 'Seul un article coché peut être rangé dans le frigo.',
    path: ['toFridge'],
  });

/** POST /api/shopping-items/shop: rows to buy in one shop (« au marché »), or anywhere (null). */
export const shoppingItemsShopSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(SHOPPING_CHECK_MAX_IDS)
    .transform((ids) => [...new Set(ids)]),
  shopId: z.uuid().nullable(),
});

/**
 * POST /api/shopping-items/to-fridge: rows the household just checked, as the client kept them
 * (a completed recipe's rows have already left the list by then).
 */
export const shoppingToFridgeSchema = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        quantity: z.string().trim().max(40).default('1'),
        unit: z.enum(PARSED_UNITS).default('unité'),
        aisle: z.enum(AISLES).nullable().default(null),
      }),
    )
    .min(1)
    .max(SHOPPING_CHECK_MAX_IDS),
});

/** A row of the list as the API answers it (GET /api/shopping-items lists them, newest first). */
export interface ShoppingItem {
  id: string;
  name: string;
  /** As typed, or as the recipe wrote it. */
  quantity: string;
  unit: ParsedUnit;
  checked: boolean;
  /** Checked and already put into the fridge (« Ranger… » or on check): never stored twice. */
  stored: boolean;
  /** `quantity` read as a number, for sums; null when it is not one. */
  amount: number | null;
  /** The taxonomy ingredient, when Popote recognised the name. */
  ingredientId: string | null;
  aisle: Aisle;
  source: ShoppingSource;
  recipeId: string | null;
  recipeTitle: string | null;
  /** The planned meals the row is bought for (empty: none known, decision 0022). */
  plannedMealIds: string[];
  /** The household's shop it is to be bought in (« au marché »); null: anywhere. */
  shopId: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/**
 * A line of a recipe left off the list: the fridge holds enough of it (`have`, « 200 ml »), or
 * the pantry does (`pantry`: « déjà au placard », decision 0026), or
 * it is a staple the kitchen keeps (added only with `includeStaples`).
 */
export type ShoppingSkipped =
  | { line: string; name: string; reason: 'fridge' | 'pantry'; have: string }
  | { line: string; name: string; reason: 'staple' };

/**
 * POST /api/shopping-items with `source: 'recipe'`: the rows added (201; none, 200, when the
 * fridge and the staples cover everything) and the lines left off, with why.
 */
export interface RecipeShoppingAdded {
  items: ShoppingItem[];
  skipped: ShoppingSkipped[];
}

/** What a check (or an uncheck) did besides the rows it changed. */
export interface ShoppingCheckResult {
  /** A recipe's rows were all checked, so they left the list. */
  recipeCleared: boolean;
  /** What was put into the fridge with the check (`toFridge`). */
  fridge: InventoryItem[];
}

/** POST /api/shopping-items/check: the rows checked or unchecked, all at once. */
export interface ShoppingItemsChecked extends ShoppingCheckResult {
  items: ShoppingItem[];
}

/** PATCH /api/shopping-items/:id: the row moved to another aisle, checked, or both. */
export interface ShoppingItemChanged extends ShoppingCheckResult {
  item: ShoppingItem;
}

/**
 * POST /api/shopping-items/delete-checked: the ids of the checked rows that left the list —
 * among those sent (the rows this page showed checked), never another one.
 */
export interface CheckedItemsDeleted {
  deleted: number;
  ids: string[];
}

/**
 * POST /api/shopping-items/store-checked: the rows now marked stored, and what they put into
 * the fridge (what fits in a full fridge).
 */
export interface CheckedItemsStored {
  items: ShoppingItem[];
  fridge: InventoryItem[];
}
