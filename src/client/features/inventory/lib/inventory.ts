import type { InventoryItem } from '../../../../shared/inventory';

export type { InventoryItem };

export const SHELF_COUNT = 5;

/** The shelf (0–4) an item sits on: a stable FNV-1a hash of its id, modulo 5. */
export function shelfOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHELF_COUNT;
}

/** 'YYYY-MM-DD' as a local date (midnight), so the day does not shift with the time zone. */
export function parseIsoDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Whether the expiry date is before today. */
export function isExpired(expirationDate: string, today: Date = new Date()): boolean {
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return parseIsoDate(expirationDate).getTime() < startOfToday.getTime();
}

/** The items on each of the five shelves, in list order. */
export function toShelves(items: InventoryItem[]): InventoryItem[][] {
  const shelves: InventoryItem[][] = Array.from({ length: SHELF_COUNT }, () => []);
  for (const item of items) shelves[shelfOf(item.id)]?.push(item);
  return shelves;
}

/** What the quantity field says as a whole number from 1 to 9 999 (cut, not rounded); else `fallback`. */
export function wholeQuantity(value: string, fallback: number): number {
  const parsed = Math.trunc(Number(value));
  return Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, 9999) : fallback;
}
