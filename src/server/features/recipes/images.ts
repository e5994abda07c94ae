import type { DishType } from '../../../shared/constants';

const FILE_PREFIX: Record<DishType, string> = {
  boisson: 'boisson',
  apéro: 'apero',
  'amuse-bouche': 'amuse-bouche',
  entrée: 'entree',
  plat: 'plat',
  dessert: 'dessert',
};

export const IMAGES_PER_TYPE = 3;

/** A small stable hash (FNV-1a) so a recipe always gets the same image. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of Popote's own three illustrations of the dish type (src/client/public/recipes). */
export function imageFor(type: DishType, key: string): string {
  return `/recipes/${FILE_PREFIX[type]}-${(stableHash(key) % IMAGES_PER_TYPE) + 1}.svg`;
}
