import { z } from 'zod';
import { AISLES, type Aisle } from './food/types';

/** Shops a household may keep (« Migros Sion », « Coop », « Marché »…). */
export const SHOPS_MAX = 12;
export const SHOP_NAME_MAX = 40;

/** A household's shop with its aisle order (GET /api/shops lists them, by name). */
export interface Shop {
  id: string;
  name: string;
  /** Every aisle once, in the order a shopper walks them in this shop. */
  aisleOrder: Aisle[];
  /** Shopping trips the order was learned from (0: the default order or one set by hand). */
  tripsLearned: number;
}

const shopName = z
  .string()
  .trim()
  .min(1, 'Donnez un nom au magasin.')
  .max(SHOP_NAME_MAX, `${SHOP_NAME_MAX} caractères au plus.`);

/** Every aisle exactly once. */
export const aisleOrderSchema = z
  .array(z.enum(AISLES))
  .length(AISLES.length)
  .refine((order) => new Set(order).size === AISLES.length, {
    message: 'Chaque rayon doit figurer une fois.',
  });

/** POST /api/shops. */
export const shopInputSchema = z.object({ name: shopName });

/** PATCH /api/shops/:id: rename it, or set its aisle order by hand. */
export const shopPatchSchema = z
  .object({ name: shopName.optional(), aisleOrder: aisleOrderSchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.aisleOrder !== undefined, {
    message: 'Indiquez le nom ou l’ordre des rayons.',
  });

/**
 * The aisles in the shop's order: `order` first, then any aisle it lacks (an aisle added to
 * Popote after the order was saved) in the default order.
 */
export function aislesInOrder(order: readonly Aisle[] | null | undefined): Aisle[] {
  if (!order) return [...AISLES];
  const known = order.filter(
    (aisle, index) => AISLES.includes(aisle) && order.indexOf(aisle) === index,
  );
  return [...known, ...AISLES.filter((aisle) => !known.includes(aisle))];
}
