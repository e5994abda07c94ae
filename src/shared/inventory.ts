import { z } from 'zod';
import { INVENTORY_CATEGORIES, UNITS, type InventoryCategory, type Unit } from './constants';

export const INVENTORY_MESSAGES = { nameRequired: "Veuillez entrer un nom d'article" } as const;

/** A fridge item (POST /api/inventory-items): the specification's rules (section 5). */
export const inventoryItemInputSchema = z.object({
  /** Chosen by the device: the same id sent again is the same item (offline changes replayed). */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, INVENTORY_MESSAGES.nameRequired).max(80, 'Le nom est trop long.'),
  quantity: z.number().int().min(1, 'Au moins 1.').max(9999).default(1),
  unit: z.enum(UNITS).default('unité'),
  expirationDate: z
    .union([z.literal(''), z.iso.date('Date invalide.')])
    .nullable()
    .default(null)
    .transform((value) => value || null),
  category: z.enum(INVENTORY_CATEGORIES).default('Autre'),
});

export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;

/** PATCH /api/inventory-items/:id: the quantity and the expiry date, corrected in the fridge. */
export const inventoryItemPatchSchema = z
  .object({
    quantity: inventoryItemInputSchema.shape.quantity.unwrap().optional(),
    expirationDate: z
      .union([z.literal(''), z.iso.date('Date invalide.')])
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((patch) => patch.quantity !== undefined || patch.expirationDate !== undefined, {
    message: 'Indiquez la quantité ou la date de péremption.',
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
