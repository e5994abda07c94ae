import { DISH_TYPES } from '../../../../shared/constants';
import type { DishType } from '../../../../shared/constants';

/** The dish type in the address (`?type=plat`), or null when there is none or it is unknown. */
export function readTypeParam(params: URLSearchParams): DishType | null {
  const value = params.get('type');
  return value !== null && (DISH_TYPES as readonly string[]).includes(value)
    ? (value as DishType)
    : null;
}
