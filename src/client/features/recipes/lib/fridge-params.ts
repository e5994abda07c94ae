import { FRIDGE_PRIORITY_MAX } from '../../../../shared/recipes';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fridge mode in the address (`?fridge=1`, as an expiry alert's « Que cuisiner avec ? »
 * opens it), and the fridge items to use first (`&priority=<id>,<id>`). What is not an id is
 * left out, so a hand-edited address still opens the page.
 */
export function readFridgeParams(params: URLSearchParams): { fridge: boolean; priority: string[] } {
  const fridge = params.get('fridge') === '1';
  if (!fridge) return { fridge, priority: [] };
  const ids = (params.get('priority') ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => ID.test(id));
  return { fridge, priority: [...new Set(ids)].slice(0, FRIDGE_PRIORITY_MAX) };
}
