import { z } from 'zod';
import {
  DEFAULT_INVENTORY_LOCATION,
  INVENTORY_CATEGORIES,
  INVENTORY_LOCATIONS,
  UNITS,
  type InventoryCategory,
  type InventoryLocation,
  type Unit,
} from './constants';

export const INVENTORY_MESSAGES = {
  nameRequired: "Veuillez entrer un nom d'article",
  patchEmpty:
    'Indiquez ce qui change\u00a0: le nom, la quantité, l’unité, la catégorie, la date ou le rangement.',
  location: 'Choisissez où ranger l’article\u00a0: le frigo ou le placard.',
  quantity:
    'Indiquez une quantité supérieure à 0, jusqu’à 9\u202f999, avec deux décimales au plus (ex. : 0,5).',
} as const;

/** The largest fridge quantity. */
export const MAX_FRIDGE_QUANTITY = 9999;

/** Whether a number has at most two decimals (0,5 and 1,25 do; 1,234 does not). */
export const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A fridge quantity: more than 0, at most 9 999, two decimals at most (decision 0020: 0,5 l,
 * 1,5 kg; the specification's « integer, min 1 » widened).
 */
export const fridgeQuantitySchema = z
  .number(INVENTORY_MESSAGES.quantity)
  .positive(INVENTORY_MESSAGES.quantity)
  .max(MAX_FRIDGE_QUANTITY, INVENTORY_MESSAGES.quantity)
  .refine(hasTwoDecimalsAtMost, INVENTORY_MESSAGES.quantity);

/**
 * What a quantity field says, read the French way (« 0,5 », « 1,5 », « 2 », « 1 000 »): the
 * number, or null when it is not a fridge quantity (« abc », 0, 1,234, more than 9 999).
 */
export function parseFridgeQuantity(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d+(?:\.\d+)?$|^\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return fridgeQuantitySchema.safeParse(value).success ? value : null;
}

export { formatFridgeQuantity } from './format';

/** A fridge item (POST /api/inventory-items): the specification's rules (section 5). */
export const inventoryItemInputSchema = z.object({
  /** Chosen by the device: the same id sent again is the same item (offline changes replayed). */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, INVENTORY_MESSAGES.nameRequired).max(80, 'Le nom est trop long.'),
  quantity: fridgeQuantitySchema.default(1),
  unit: z.enum(UNITS).default('unité'),
  expirationDate: z
    .union([z.literal(''), z.iso.date('Date invalide.')])
    .nullable()
    .default(null)
    .transform((value) => value || null),
  /**
   * The household's choice; absent or « Autre » (the default), the server recognises the name
   * (« crème fraîche » → « Produits Laitiers », `fridgeFacts` in src/shared/fridge-from-list.ts).
   */
  category: z.enum(INVENTORY_CATEGORIES).optional(),
  /** The fridge (default) or the pantry, « Placard » (decision 0026). */
  location: z
    .enum(INVENTORY_LOCATIONS, INVENTORY_MESSAGES.location)
    .default(DEFAULT_INVENTORY_LOCATION),
});

export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;

/**
 * PATCH /api/inventory-items/:id: any of the item's fields, corrected in the fridge (at least
 * one). A new name is recognised again (its ingredient; its category unless one is sent or the
 * household chose it), like an added item.
 */
export const inventoryItemPatchSchema = z
  .object({
    name: inventoryItemInputSchema.shape.name.optional(),
    quantity: fridgeQuantitySchema.optional(),
    unit: z.enum(UNITS).optional(),
    category: z.enum(INVENTORY_CATEGORIES).optional(),
    /** Moved between the fridge and the pantry. */
    location: z.enum(INVENTORY_LOCATIONS, INVENTORY_MESSAGES.location).optional(),
    expirationDate: z
      .union([z.literal(''), z.iso.date('Date invalide.')])
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: INVENTORY_MESSAGES.patchEmpty,
  });

export type InventoryItemPatch = z.input<typeof inventoryItemPatchSchema>;

/**
 * A fridge item as the API answers it: the fridge's own routes, and what the shopping list put
 * into the fridge.
 */
export interface InventoryItem {
  id: string;
  name: string;
  quantity: number;
  unit: Unit;
  /** 'YYYY-MM-DD' or null. */
  expirationDate: string | null;
  category: InventoryCategory;
  /** In the fridge or the pantry (« Placard »). */
  location: InventoryLocation;
  /** The taxonomy ingredient the name was recognised as, or null. */
  ingredientId: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** A fridge item as the recipe engines read it (what to cook with). */
export interface FridgeItem {
  name: string;
  quantity: number;
  unit: string;
  /** 'YYYY-MM-DD' or null. */
  expirationDate: string | null;
  /** Asked to be used first (« Que cuisiner avec ? » of an expiry alert). */
  priority?: boolean;
}
