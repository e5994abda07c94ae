import type { DishType } from '../../../shared/constants';

/** Minutes a generated recipe announces, drawn per type (specification, section 9). */
export const PREPARATION_RANGES: Record<DishType, readonly [number, number]> = {
  boisson: [5, 14],
  apéro: [10, 24],
  'amuse-bouche': [10, 24],
  entrée: [15, 34],
  plat: [30, 59],
  dessert: [20, 44],
};

export function randomPreparationTime(type: DishType, random: () => number = Math.random): number {
  const [min, max] = PREPARATION_RANGES[type];
  return min + Math.floor(random() * (max - min + 1));
}
